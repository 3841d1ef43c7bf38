import { useState } from 'react';
import { CalendarCheck, CalendarDays, DollarSign, LineChart, Star, UserPlus } from 'lucide-react';
import { bookingStatusLabels } from '@contracts/booking-vocabulary';
import type { DashboardData, DashboardStats } from '@contracts/company-dashboard';
import { chartMonths, periodLabel, type ChartMonths } from '@contracts/metrics';
import { Badge } from '@/components/badge';
import { ButtonLink } from '@/components/button';
import { stayDatesText } from '@/components/bookings/booking-terms';
import { MoneyChart } from '@/components/charts/money-chart';
import { LoadingRows } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import { Skeleton } from '@/components/skeleton';
import { StatCard } from '@/components/stat-card';
import { useCompanyAgenda } from '@/features/company-dashboard/api/company-bookings';
import {
  DEFAULT_CHART_MONTHS,
  emptyDashboardData,
  emptyDashboardStats,
  useCompanyDashboardData,
  useCompanyDashboardStats,
} from '@/features/company-dashboard/api/company-dashboard';
import { useBookingDialogs } from '@/features/company-dashboard/components/bookings/booking-dialogs';
import { formatCalendarDate, formatCurrency, formatDateTime, formatRating, formatTime } from '@/lib/format';
import { sectionPath } from '@/features/company-dashboard/components/shell/dashboard-sections';
import { useActingCompany } from '@/features/company-dashboard/hooks/use-acting-company';
import layout from '@/components/layout/dashboard-sections.module.css';
import { StatTiles } from '@/components/stat-tiles';
import { Panel, PanelList } from '@/components/layout/panel';
import { DayAgenda, PendingRequests } from './day-agenda';
import styles from './overview-section.module.css';

const monthOptions = chartMonths.map((months) => ({ value: String(months), label: `Last ${months} months` }));

/**
 * Overview (docs/product.md#company-dashboard): the day first (today's and tomorrow's appointments, the requests that
 * need an answer), then four cards, the monthly earnings chart with its 6/12-month range, and the 5 bookings made
 * last. A failed load of the figures falls back silently to zero stats and empty earnings
 * (docs/product.md#messages-and-timings); the day says it failed and offers Try again.
 */
export function OverviewSection() {
  const { companyId } = useActingCompany();
  const [months, setMonths] = useState<ChartMonths>(DEFAULT_CHART_MONTHS);
  const statsQuery = useCompanyDashboardStats(companyId);
  const dataQuery = useCompanyDashboardData(companyId, months);
  const stats: DashboardStats = statsQuery.data ?? emptyDashboardStats;
  const data: DashboardData = dataQuery.data ?? emptyDashboardData;
  const statsLoading = statsQuery.isPending;
  const dataLoading = dataQuery.isPending;
  const agenda = useCompanyAgenda(companyId);
  const { open, dialogs } = useBookingDialogs(companyId);

  // The day's two panels take their height from its appointments, so the page shows once the day is read: panels
  // drawn around placeholders and then pushed down by the day's real height made a phone's page jump (CLS 0.29).
  if (agenda.isPending) return <LoadingRows subject="your day" className={layout.stack} rows={3} rowHeight={180} />;

  return (
    <>
      <DayAgenda companyId={companyId} query={agenda} onOpen={open} />
      <PendingRequests companyId={companyId} query={agenda} onOpen={open} />

      <section aria-label="Summary" aria-busy={statsLoading || undefined}>
        <StatTiles>
          <StatCard
            label="Total bookings"
            icon={<CalendarCheck size={20} />}
            loading={statsLoading}
            value={stats.totalBookings}
            hint={periodLabel(stats.periods.totalBookings)}
          />
          <StatCard
            label="Revenue this month"
            icon={<DollarSign size={20} />}
            loading={statsLoading}
            value={formatCurrency(stats.monthlyRevenue)}
            hint={`${periodLabel(stats.periods.monthlyRevenue)} · completed bookings`}
          />
          <StatCard
            label="Average rating"
            icon={<Star size={20} />}
            loading={statsLoading}
            value={stats.totalReviews === 0 ? 'No reviews yet' : formatRating(stats.averageRating)}
            hint={`${stats.totalReviews === 1 ? '1 review' : `${stats.totalReviews} reviews`} · ${periodLabel(stats.periods.averageRating)}`}
          />
          <StatCard
            label="New customers"
            icon={<UserPlus size={20} />}
            loading={statsLoading}
            value={stats.newCustomers}
            hint={`${stats.returningCustomers} returning · ${periodLabel(stats.periods.customers)}`}
          />
        </StatTiles>
      </section>

      <Panel
        titleId="earnings-title"
        icon={<LineChart size={20} aria-hidden="true" />}
        title="Monthly earnings"
        action={
          <div className={styles.range}>
            <SelectField
              label="Period"
              options={monthOptions}
              value={String(months)}
              onChange={(event) => setMonths(Number(event.target.value) as ChartMonths)}
            />
          </div>
        }
        busy={dataQuery.isFetching}
      >
        {dataLoading ? (
          <Skeleton height={260} radius="md" />
        ) : data.monthlyEarnings.length === 0 ? (
          <p className={layout.muted}>No earnings to show yet. Completed bookings appear here month by month.</p>
        ) : (
          <MoneyChart
            title={`Monthly earnings, last ${months} months`}
            data={data.monthlyEarnings.map((point) => ({ label: point.month, value: point.earnings }))}
          />
        )}
      </Panel>

      <Panel
        titleId="recent-title"
        icon={<CalendarDays size={20} aria-hidden="true" />}
        title={
          <>
            Recent bookings
            <span className={styles.titleHint}>newest first</span>
          </>
        }
        action={
          <ButtonLink to={sectionPath('bookings', companyId)} variant="ghost" size="sm">
            View all
          </ButtonLink>
        }
      >
        <PanelList
          items={dataLoading ? undefined : data.recentBookings}
          placeholder={
            <div className={layout.stack} aria-busy="true">
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} height={64} radius="md" />
              ))}
            </div>
          }
          empty={
            <p className={layout.muted}>
              No bookings yet. When pet owners book your services, the latest five show here.
            </p>
          }
        >
          {(booking) => (
            <li key={booking.id} className={styles.booking}>
              <div className={styles.bookingMain}>
                <p className={styles.bookingTitle}>{booking.serviceName}</p>
                <p className={layout.muted}>
                  {booking.petOwnerName} · {booking.petName}
                </p>
                <p className={layout.muted}>
                  {stayDatesText(booking) ?? `${formatCalendarDate(booking.date)} at ${formatTime(booking.time)}`}
                </p>
                <p className={styles.bookedAt}>Booked {formatDateTime(booking.createdAt, booking.timeZone)}</p>
              </div>
              <div className={styles.bookingSide}>
                <Badge tone={booking.status}>{bookingStatusLabels[booking.status]}</Badge>
                <span className={styles.amount}>{formatCurrency(booking.amount)}</span>
              </div>
            </li>
          )}
        </PanelList>
      </Panel>
      {dialogs}
    </>
  );
}
