import { BedDouble } from 'lucide-react';
import type { StaysOccupancy } from '@contracts/company-bookings';
import { EmptyState } from '@/components/empty-state';
import { loadFailureTexts, QueryState } from '@/components/query-state';
import { useStaysOccupancy } from '@/features/company-dashboard/api/company-stays';
import { calendarDateParts, formatCalendarDate } from '@/lib/format';
import layout from '@/components/layout/dashboard-sections.module.css';
import styles from './stays-tab.module.css';

/**
 * The Bookings section's Stays tab (docs/product.md#company-dashboard): for each stay and day service, how many of
 * its places are taken each night or day of the next two weeks, from the place counters.
 */
export function StaysTab({ companyId }: { companyId: string | undefined }) {
  const occupancy = useStaysOccupancy(companyId);
  if (occupancy.isPending || occupancy.isError)
    return (
      <QueryState
        query={occupancy}
        subject="the stays"
        {...loadFailureTexts('stays')}
        className={layout.stack}
        rows={2}
        rowHeight={140}
      />
    );
  if (occupancy.data.services.length === 0)
    return (
      <EmptyState
        icon={<BedDouble size={28} />}
        headingLevel="h3"
        title="No stays or day care yet"
        description="Services booked by the night (boarding) or by the day (daycare) show their places here."
      />
    );
  return (
    <div className={styles.services}>
      {occupancy.data.services.map((service) => (
        <ServiceOccupancy key={service.serviceId} service={service} dates={occupancy.data.dates} />
      ))}
    </div>
  );
}

function ServiceOccupancy({
  service,
  dates,
}: {
  service: StaysOccupancy['services'][number];
  dates: readonly string[];
}) {
  const unit = service.bookingMode === 'stay' ? 'night' : 'day';
  const headingId = `stays-${service.serviceId}`;
  return (
    <section className={styles.service} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {service.name}
        <span className={styles.capacity}>
          {service.capacity} {service.capacity === 1 ? 'place' : 'places'} per {unit}
        </span>
      </h3>
      <ol className={styles.days}>
        {dates.map((date, index) => {
          const taken = service.taken[index] ?? 0;
          const parts = calendarDateParts(date);
          const share = service.capacity > 0 ? Math.min(1, taken / service.capacity) : 1;
          const tone = taken >= service.capacity ? styles.full : taken > 0 ? styles.some : styles.none;
          return (
            <li
              key={date}
              className={`${styles.day} ${tone}`}
              aria-label={`${unit === 'night' ? 'Night of ' : ''}${formatCalendarDate(date, { weekday: true })}: ${taken} of ${service.capacity} places taken`}
            >
              <span className={styles.weekday} aria-hidden="true">
                {parts.weekday}
              </span>
              <span className={styles.date} aria-hidden="true">
                {parts.monthDay.replace(/^[A-Za-z]+ /, '')}
              </span>
              <span className={styles.count} aria-hidden="true">
                {taken}/{service.capacity}
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${Math.round(share * 100)}%` }} />
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
