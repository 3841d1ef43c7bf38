import type { Report } from '@contracts/superadmin';
import { Dialog } from '@/components/dialog';
import { Table, type TableColumn } from '@/components/table';
import { formatDateTime } from '@/lib/format';
import { formatCount, formatCurrency } from '@/lib/format';
import styles from './analytics-section.module.css';

type Row = { key: string; cells: (string | number)[] };

/**
 * The server writes money and shares as numbers with the unit in the column or metric name ("Revenue (USD)",
 * "Share (%)"); the screen shows them as money and percentages again.
 */
export function reportCell(value: string | number, header: string, rowLabel: string | number | undefined): string {
  if (typeof value !== 'number') return value;
  if (header.endsWith('(USD)') || String(rowLabel).endsWith('(USD)')) return formatCurrency(value);
  if (header.endsWith('(%)')) return `${value}%`;
  return formatCount(value);
}

/** A generated report on screen: its tables as the server built them (the same figures the exports write). */
export function ReportDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  return (
    <Dialog
      open={report !== null}
      onClose={onClose}
      title={report?.title ?? ''}
      description={report ? `Generated at ${formatDateTime(report.generatedAt)}` : undefined}
      size="xl"
      align="start"
    >
      <div className={styles.reportTables}>
        {report?.tables.map((table) => {
          const columns: TableColumn<Row>[] = table.columns.map((header, index) => ({
            id: String(index),
            header,
            cell: (row) => reportCell(row.cells[index] ?? '', header, row.cells[0]),
            align: typeof table.rows[0]?.[index] === 'number' ? 'end' : 'start',
          }));
          return (
            <section key={table.title}>
              <h3 className={styles.reportTableTitle}>{table.title}</h3>
              {table.rows.length === 0 ? (
                <p className={styles.empty}>Nothing in this timeframe.</p>
              ) : (
                <Table
                  caption={table.title}
                  columns={columns}
                  rows={table.rows.map((cells, index) => ({ key: String(index), cells }))}
                  rowKey={(row) => row.key}
                  pageSize={10}
                />
              )}
            </section>
          );
        })}
      </div>
    </Dialog>
  );
}
