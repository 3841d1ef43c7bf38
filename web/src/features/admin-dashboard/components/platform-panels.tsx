// Panels the overview and the analytics section both show.
import { Trophy } from 'lucide-react';
import { ALL_TIME, RATING_PERIOD, periodLabel, type MetricPeriod } from '@contracts/metrics';
import type { PlatformAnalytics } from '@contracts/superadmin';
import { Skeleton } from '@/components/skeleton';
import { formatCount, formatCurrency, formatRating } from '@/lib/format';
import { Panel, PanelList } from '@/components/layout/panel';
import layout from '@/components/layout/dashboard-sections.module.css';
import panels from './platform-panels.module.css';

/** The Bookings tile's hint: the bookings' period, then the average rating over the rating's own period. */
export function bookingsHint(period: MetricPeriod, averageRating: number | null): string {
  const rating =
    averageRating === null
      ? 'no ratings yet'
      : `rating ${formatRating(averageRating)} out of 5.0 (${periodLabel(RATING_PERIOD).toLowerCase()})`;
  return `${periodLabel(period)} · ${rating}`;
}

/** Three row-high skeletons while a list loads. */
export function RowSkeletons() {
  return (
    <div className={layout.list} aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={48} radius="md" />
      ))}
    </div>
  );
}

/** The top companies of the analytics answer (all time), ranked, with a skeleton while it loads. */
export function TopCompaniesPanel({ companies }: { companies: PlatformAnalytics['topCompanies'] | undefined }) {
  return (
    <Panel titleId="ranking-title" icon={<Trophy size={20} aria-hidden="true" />} title="Top Companies">
      <p className={layout.muted}>{`Revenue, bookings and rating · ${periodLabel(ALL_TIME)}`}</p>
      <PanelList
        as="ol"
        items={companies}
        placeholder={<RowSkeletons />}
        empty={<p className={layout.muted}>No company has completed a booking yet.</p>}
      >
        {(company, index) => (
          <li key={company.id} className={panels.row}>
            <span className={panels.rank} aria-label={`Rank ${index + 1}`}>
              {index + 1}
            </span>
            <div className={panels.rowMain}>
              <p className={panels.rowTitle}>{company.name}</p>
              <p className={layout.muted}>
                {formatCount(company.bookings)} bookings ·{' '}
                {company.rating === null ? 'New' : `${formatRating(company.rating)} out of 5.0`}
              </p>
            </div>
            <span className={panels.amount}>{formatCurrency(company.revenue)}</span>
          </li>
        )}
      </PanelList>
    </Panel>
  );
}
