import { useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import styles from './table.module.css';

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  column: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by; a column without one cannot be sorted. */
  sortValue?: (row: Row) => string | number;
  align?: 'start' | 'end';
}

interface TableProps<Row> {
  /** Names the table for assistive technology (a visually hidden caption). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  defaultSort?: TableSort;
  /** Rows per page; the table pages through `rows` itself. Leave out to show every row. */
  pageSize?: number;
}

export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  sort: TableSort | undefined,
): Row[] {
  const column = columns.find((candidate) => candidate.id === sort?.column);
  if (!sort || !column?.sortValue) return [...rows];
  const value = column.sortValue;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    return (
      (typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right))) * factor
    );
  });
}

/**
 * A data table with sortable columns (a button in the header, aria-sort on the column) and paging. Under
 * 640 px each row becomes a card that names every value, so nothing is wider than the screen.
 */
export function Table<Row>({ caption, columns, rows, rowKey, defaultSort, pageSize }: TableProps<Row>) {
  const [sort, setSort] = useState<TableSort | undefined>(defaultSort);
  const [page, setPage] = useState(1);
  const sorted = sortRows(rows, columns, sort);
  const totalPages = pageSize ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const current = Math.min(page, totalPages);
  const shown = pageSize ? sorted.slice((current - 1) * pageSize, current * pageSize) : sorted;

  function toggle(column: string) {
    setSort((previous) => ({
      column,
      direction: previous?.column === column && previous.direction === 'asc' ? 'desc' : 'asc',
    }));
    setPage(1);
  }

  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.column === column.id ? sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={[column.align === 'end' ? styles.end : '', column.sortValue ? '' : styles.plain]
                    .filter(Boolean)
                    .join(' ')}
                  aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sortValue ? (
                    <button type="button" className={styles.sort} onClick={() => toggle(column.id)}>
                      {column.header}
                      {direction === 'asc' ? (
                        <ArrowUp size={14} aria-hidden="true" />
                      ) : direction === 'desc' ? (
                        <ArrowDown size={14} aria-hidden="true" />
                      ) : (
                        <ArrowUpDown size={14} aria-hidden="true" />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.id}
                  data-label={column.header}
                  className={column.align === 'end' ? styles.end : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {totalPages > 1 ? (
        <Pagination label={caption} page={current} totalPages={totalPages} onPageChange={setPage} />
      ) : null}
    </div>
  );
}

interface PaginationProps {
  /** What is paged, for the navigation's name: "Customers". */
  label: string;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous / Next with "Page 2 of 5": for the table's own pages and for lists the server pages. */
export function Pagination({ label, page, totalPages, onPageChange }: PaginationProps) {
  return (
    <nav className={styles.pagination} aria-label={`${label} pages`}>
      <button type="button" className={styles.pageButton} onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft size={16} aria-hidden="true" />
        Previous
      </button>
      <span className={styles.pageText} aria-live="polite">{`Page ${page} of ${Math.max(1, totalPages)}`}</span>
      <button
        type="button"
        className={styles.pageButton}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
      >
        Next
        <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
