import { useMemo, useState, type ReactNode } from 'react';
import {
  constructSortFn,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { formatDate } from '@/lib/format';
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
  /** In the `lines` phone layout only these columns stay on the row's one line; `grow` takes the room left. */
  keepOnPhone?: 'fixed' | 'grow';
}

/** A column of text, sorted without regard to case. */
export function textColumn<Row>(id: string, header: string, text: (row: Row) => string): TableColumn<Row> {
  return { id, header, sortValue: (row) => text(row).toLowerCase(), cell: text };
}

/** A right-aligned column of figures (counts, amounts), sorted by the figure and shown through `format`. */
export function figureColumn<Row>(
  id: string,
  header: string,
  figure: (row: Row) => number,
  format: (value: number) => ReactNode = (value) => value,
): TableColumn<Row> {
  return { id, header, align: 'end', sortValue: figure, cell: (row) => format(figure(row)) };
}

/**
 * A column of dates, sorted by the ISO date and shown formatted; a row without one (never signed in, a key never used)
 * says "Never" and sorts first.
 */
export function dateColumn<Row>(
  id: string,
  header: string,
  date: (row: Row) => string | null | undefined,
): TableColumn<Row> {
  return {
    id,
    header,
    sortValue: (row) => date(row) ?? '',
    cell: (row) => {
      const value = date(row);
      return value ? formatDate(value) : 'Never';
    },
  };
}

interface TableProps<Row> {
  /** Names the table for assistive technology (a visually hidden caption). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  defaultSort?: TableSort;
  /** Controlled sorting (with `onSortChange`), for a list whose order the server also follows. */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Rows per page; the table pages through `rows` itself. Leave out to show every row. */
  pageSize?: number;
  /**
   * Under 640 px: `cards` turns each row into a card naming every value; `lines` keeps one line per row with the
   * `keepOnPhone` columns, and a cell's `data-row-opener` button then answers a tap anywhere on the line.
   */
  phoneLayout?: 'cards' | 'lines';
  /** Tighter rows (about 48 px) for a worklist scanned many times a day. */
  dense?: boolean;
}

/** Ascending comparison of two sort values; the table reverses it for descending. */
function compareValues(left: string | number, right: string | number): number {
  return typeof left === 'number' && typeof right === 'number'
    ? left - right
    : String(left).localeCompare(String(right));
}

const bySortValue = constructSortFn({ sort: compareValues });

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { bySortValue },
});

const toSorting = (sort: TableSort | undefined): SortingState =>
  sort ? [{ id: sort.column, desc: sort.direction === 'desc' }] : [];

/**
 * A data table on TanStack Table (docs/decisions/0094-company-bookings-worklist.md): sortable columns (a button in
 * the header, aria-sort on the column) and paging. Under 640 px rows become cards, or single lines (`phoneLayout`),
 * so nothing is wider than the screen.
 */
export function Table<Row extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  defaultSort,
  sort: controlledSort,
  onSortChange,
  pageSize,
  phoneLayout = 'cards',
  dense = false,
}: TableProps<Row>) {
  const [ownSort, setOwnSort] = useState<TableSort | undefined>(defaultSort);
  const sort = controlledSort ?? ownSort;
  const [pageIndex, setPageIndex] = useState(0);
  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, Row> => ({
        id: column.id,
        header: column.header,
        accessorFn: column.sortValue ?? (() => ''),
        enableSorting: Boolean(column.sortValue),
        sortFn: 'bySortValue',
      })),
    [columns],
  );
  const data = useMemo(() => [...rows], [rows]);
  const size = pageSize ?? Math.max(1, rows.length);
  const totalPages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(pageIndex, totalPages - 1);
  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => rowKey(row),
    state: { sorting: toSorting(sort), pagination: { pageIndex: current, pageSize: size } },
    autoResetPageIndex: false,
  });
  const byId = new Map(columns.map((column) => [column.id, column]));

  function toggle(column: string) {
    const next: TableSort = {
      column,
      direction: sort?.column === column && sort.direction === 'asc' ? 'desc' : 'asc',
    };
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
    setPageIndex(0);
  }

  const tableClass = [styles.table, dense ? styles.dense : '', phoneLayout === 'lines' ? styles.lines : '']
    .filter(Boolean)
    .join(' ');
  const cellClass = (column: TableColumn<Row>) =>
    [
      column.align === 'end' ? styles.end : '',
      column.keepOnPhone ? styles.keep : '',
      column.keepOnPhone === 'grow' ? styles.grow : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={styles.wrapper}>
      <table className={tableClass}>
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
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => {
                const column = byId.get(cell.column.id);
                return column ? (
                  <td key={cell.id} data-label={column.header} className={cellClass(column)}>
                    {column.cell(row.original)}
                  </td>
                ) : null;
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {totalPages > 1 ? (
        <Pagination
          label={caption}
          page={current + 1}
          totalPages={totalPages}
          onPageChange={(page) => setPageIndex(page - 1)}
        />
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
