import type { Report } from '@contracts/superadmin';
import { Dialog } from '@/components/dialog';
import { Table, type TableColumn } from '@/components/table';
import { formatDateTime } from '@/features/admin-dashboard/components/date-time';
import styles from './analytics-section.module.css';

type Row = { key: string; cells: (string | number)[] };

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
            cell: (row) => row.cells[index],
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
