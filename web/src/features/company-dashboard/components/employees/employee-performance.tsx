import { Award, CheckCircle2, Star, Users } from 'lucide-react';
import type { Employee, EmployeeStats } from '@contracts/employees';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { Skeleton } from '@/components/skeleton';
import { StatCard } from '@/components/stat-card';
import { figureColumn, Table, textColumn, type TableColumn } from '@/components/table';
import { formatRating } from '@/lib/format';
import layout from '@/components/layout/dashboard-sections.module.css';
import { Panel } from '@/components/layout/panel';
import { StatTiles } from '@/components/stat-tiles';
import styles from './employees.module.css';

const ratingText = (rating: number | null) => (rating === null ? 'No ratings yet' : formatRating(rating));

const columns: TableColumn<Employee>[] = [
  textColumn('name', 'Employee', (employee) => employee.name),
  textColumn('position', 'Position', (employee) => employee.position),
  {
    id: 'rating',
    header: 'Rating',
    align: 'end',
    sortValue: (employee) => employee.performance.rating ?? -1,
    cell: (employee) => ratingText(employee.performance.rating),
  },
  figureColumn('reviews', 'Reviews', (employee) => employee.performance.reviews),
  figureColumn('completed', 'Completed', (employee) => employee.performance.completedAppointments),
];

/**
 * The Performance tab: the stats call's numbers and top performers, then every employee's rating and completed
 * appointments (counted from the bookings assigned to them). A failed stats load is only noted, as the spec says.
 */
export function EmployeePerformance({
  stats,
  employees,
}: {
  stats: UseQueryResult<EmployeeStats>;
  employees: readonly Employee[];
}) {
  const value = (text: string | number) =>
    stats.isPending ? <Skeleton width={40} height={24} /> : stats.isError ? '-' : text;
  const data = stats.data;
  return (
    <div className={layout.section}>
      {stats.isError ? (
        <ErrorWithRetry
          tone="info"
          title="Team statistics are not available right now."
          onRetry={() => stats.refetch()}
        />
      ) : null}
      <StatTiles aria-busy={stats.isPending || undefined}>
        <StatCard label="Employees" icon={<Users size={20} />} value={value(data?.totalEmployees ?? 0)} />
        <StatCard label="Active" icon={<CheckCircle2 size={20} />} value={value(data?.activeEmployees ?? 0)} />
        <StatCard
          label="Average rating"
          icon={<Star size={20} />}
          value={value(ratingText(data?.averageRating ?? null))}
        />
        <StatCard
          label="Completed appointments"
          icon={<Award size={20} />}
          value={value(data?.totalCompletedAppointments ?? 0)}
        />
      </StatTiles>
      {data && data.topPerformers.length > 0 ? (
        <Panel titleId="top-performers-title" headingLevel="h3" title="Top performers">
          <ol className={layout.list}>
            {data.topPerformers.map((performer, index) => (
              <li key={performer.id} className={styles.performer}>
                <span className={styles.rank}>{index + 1}</span>
                <span className={styles.topName}>
                  <strong>{performer.name}</strong>
                  <span className={layout.muted}>{performer.role}</span>
                </span>
                <span>{`${ratingText(performer.rating)} · ${performer.completedAppointments} completed`}</span>
              </li>
            ))}
          </ol>
        </Panel>
      ) : null}
      {employees.length > 0 ? (
        <Table
          caption="Performance of each employee"
          columns={columns}
          rows={employees}
          rowKey={(employee) => employee.id}
          defaultSort={{ column: 'completed', direction: 'desc' }}
          pageSize={10}
        />
      ) : null}
    </div>
  );
}
