import { useEffect, useRef, useState } from 'react';
import {
  BedDouble,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  CircleDollarSign,
  Clock3,
  Columns3,
  List,
} from 'lucide-react';
import { bookingStatuses, bookingStatusLabels, type BookingStatus } from '@contracts/booking-vocabulary';
import { periodLabel, RIGHT_NOW } from '@contracts/metrics';
import type { CompanyBooking } from '@contracts/company-bookings';
import { memberOrNights } from '@/components/bookings/booking-terms';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/button';
import { gateRefusal } from '@/components/plan-gates/plan-gate-rules';
import { loadFailureTexts, QueryState } from '@/components/query-state';
import { StatCard } from '@/components/stat-card';
import { StatTiles } from '@/components/stat-tiles';
import {
  RANGE_MAX_BOOKINGS,
  useCompanyBookingMonthTotals,
  useCompanyBookingsOverview,
  useCompanyBookingsRange,
} from '@/features/company-dashboard/api/company-bookings';
import { useCompanySubscription } from '@/features/company-dashboard/api/company-subscription';
import { formatCalendarDate, formatCount, formatCurrency, formatMonth, formatTime } from '@/lib/format';
import { useSearchText } from '@/lib/use-search-text';
import { useActingCompany } from '@/features/company-dashboard/hooks/use-acting-company';
import { AppointmentsWorklist } from './appointments-worklist';
import { BookingCalendar } from './booking-calendar';
import { useBookingDialogs } from './booking-dialogs';
import { DayView } from './day-view';
import { BookingLine } from './booking-line';
import { StaysTab } from './stays-tab';
import { currentMonth, matchesFilter, monthRange, shiftMonth, type WorklistView } from './booking-views';
import layout from '@/components/layout/dashboard-sections.module.css';
import { Panel } from '@/components/layout/panel';
import { useSearchParamChoice } from '@/lib/use-search-param';
import styles from './bookings.module.css';

/** The ways to see the appointments, switched by the buttons in the panel's header. */
const appointmentViews = [
  { value: 'list', label: 'List', Icon: List },
  { value: 'calendar', label: 'Calendar', Icon: CalendarDays },
  { value: 'day', label: 'Day', Icon: Columns3 },
  { value: 'stays', label: 'Stays', Icon: BedDouble },
] as const;
type AppointmentView = (typeof appointmentViews)[number]['value'];
const viewValues = appointmentViews.map(({ value }) => value);

/**
 * A page opened on a view by its address (`?view=day`) starts at the Appointments panel, not at the cards above it:
 * on a phone the Day view would otherwise be two screens down. Only on opening, once what is above has its height
 * (`settled`); a view chosen later stays put.
 */
function useScrollToLinkedView(linked: boolean, settled: boolean) {
  const pending = useRef(linked);
  useEffect(() => {
    if (!pending.current || !settled) return;
    pending.current = false;
    document.getElementById('appointments-title')?.closest('section')?.scrollIntoView?.({ block: 'start' });
  }, [settled]);
}

/**
 * Appointments (docs/product.md#company-dashboard): overview cards, the upcoming list, then the worklist (Today,
 * Upcoming, All), the month calendar, the Day view or the Stays tab.
 */
export function BookingsSection() {
  const { companyId, bypassPlan } = useActingCompany();
  const subscription = useCompanySubscription(companyId);
  const showRevenue = subscription.data
    ? gateRefusal(subscription.data, { feature: 'advancedAnalytics', bypass: bypassPlan }) === null
    : false;

  // In the address (`?view=day`): a groomer who runs the day on the Day view gets it back on reload and by link.
  const [view, setView] = useSearchParamChoice<AppointmentView>('view', viewValues, 'list');
  const [status, setStatus] = useState<BookingStatus | undefined>(undefined);
  const { term: search, field: searchField } = useSearchText();
  const [worklistView, setWorklistView] = useState<WorklistView>('today');
  const [date, setDate] = useState('');
  const [month, setMonth] = useState(currentMonth);
  const { open, opener, dialogs } = useBookingDialogs(companyId);

  const range = monthRange(month);
  // The month's bookings feed the calendar alone; the cards read the month's totals.
  const monthBookings = useCompanyBookingsRange(companyId, range.from, range.to, view === 'calendar');
  const monthTotals = useCompanyBookingMonthTotals(companyId, month);
  const soon = useCompanyBookingsOverview(companyId);
  useScrollToLinkedView(view !== 'list', !soon.isPending && !monthTotals.isPending);

  return (
    <div className={styles.section}>
      <OverviewCards month={month} totals={monthTotals} open={soon} showRevenue={showRevenue} />
      <UpcomingList query={soon} onOpen={opener('details')} />

      <Panel
        titleId="appointments-title"
        title="Appointments"
        action={
          <div className={styles.viewSwitch} role="group" aria-label="View">
            {appointmentViews.map(({ value, label, Icon }) => (
              <Button
                key={value}
                size="sm"
                variant={view === value ? 'primary' : 'secondary'}
                aria-pressed={view === value}
                icon={<Icon />}
                onClick={() => setView(value)}
              >
                {label}
              </Button>
            ))}
          </div>
        }
      >
        {view === 'stays' ? <StaysTab companyId={companyId} onOpen={opener('details')} /> : null}
        <div className={styles.toolbar} hidden={view === 'stays'}>
          <SearchField
            id="appointment-search"
            label="Search appointments"
            placeholder="Search customer, pet, service or employee"
            {...searchField}
          />
        </div>
        {view === 'stays' ? null : <StatusFilter value={status} onChange={setStatus} />}

        {view === 'stays' ? null : view === 'day' ? (
          <DayView
            companyId={companyId}
            matches={(booking) => matchesFilter(booking, status, search)}
            onOpen={opener('details')}
          />
        ) : view === 'calendar' ? (
          monthBookings.isPending || monthBookings.isError ? (
            <QueryState
              query={monthBookings}
              subject="the calendar"
              {...loadFailureTexts('appointments')}
              className={layout.stack}
              rows={5}
              rowHeight={96}
            />
          ) : (
            <>
              {monthBookings.data.complete ? null : (
                <p className={layout.muted} role="note">
                  {`${formatMonth(month)} holds more than ${formatCount(RANGE_MAX_BOOKINGS)} appointments: the calendar shows the first ones. The list shows them all.`}
                </p>
              )}
              <BookingCalendar
                month={month}
                previousMonth={shiftMonth(month, -1)}
                nextMonth={shiftMonth(month, 1)}
                thisMonth={currentMonth()}
                onMonthChange={setMonth}
                bookings={monthBookings.data.bookings.filter((booking) => matchesFilter(booking, status, search))}
                onOpen={opener('details')}
                onShowDay={(day) => {
                  setDate(day);
                  setWorklistView('all');
                  setView('list');
                }}
              />
            </>
          )
        ) : (
          <AppointmentsWorklist
            companyId={companyId}
            status={status}
            search={search}
            view={worklistView}
            onViewChange={setWorklistView}
            date={date}
            onDateChange={setDate}
            onOpen={open}
          />
        )}
      </Panel>

      {dialogs}
    </div>
  );
}

/**
 * The month's figures from its rollup, each saying its period (docs/metrics.md), and the bookings open now whatever
 * their month from the company's counters: Pending is the Overview's "Needs an answer", so both screens show one
 * number (docs/decisions/0125-bookings-cards-from-the-month-rollup.md).
 */
function OverviewCards({
  month,
  totals,
  open,
  showRevenue,
}: {
  month: string;
  totals: ReturnType<typeof useCompanyBookingMonthTotals>;
  open: ReturnType<typeof useCompanyBookingsOverview>;
  showRevenue: boolean;
}) {
  const monthName = formatMonth(month);
  const counts = open.data?.counts;
  // Each figure with the query that feeds it: it reads "-" when that failed, its placeholders while it loads.
  const cards = [
    { of: totals, label: 'Appointments', Icon: CalendarDays, amount: totals.data?.bookings ?? 0, hint: monthName },
    { of: open, label: 'Pending', Icon: Clock3, amount: counts?.pending ?? 0, hint: 'Need an answer' },
    { of: open, label: 'Confirmed', Icon: CalendarCheck, amount: counts?.confirmed ?? 0, hint: periodLabel(RIGHT_NOW) },
    { of: totals, label: 'Completed', Icon: CalendarClock, amount: totals.data?.completed ?? 0, hint: monthName },
    ...(showRevenue
      ? [
          {
            of: totals,
            label: 'Revenue',
            Icon: CircleDollarSign,
            amount: formatCurrency(totals.data?.revenue ?? 0),
            hint: `Completed, ${monthName}`,
          },
        ]
      : []),
  ];
  return (
    <section aria-label={`Appointments in ${monthName}`} aria-busy={totals.isPending || undefined}>
      <StatTiles fit>
        {cards.map(({ of, label, Icon, amount, hint }) => (
          <StatCard
            key={label}
            label={label}
            hint={hint}
            icon={<Icon size={20} />}
            loading={of.isPending}
            value={of.isError ? '-' : amount}
          />
        ))}
      </StatTiles>
    </section>
  );
}

function UpcomingList({
  query,
  onOpen,
}: {
  query: ReturnType<typeof useCompanyBookingsOverview>;
  onOpen: (booking: CompanyBooking) => void;
}) {
  const upcoming = query.data?.upcoming ?? [];
  return (
    <Panel titleId="upcoming-appointments-title" title="Upcoming">
      {query.isPending || query.isError ? (
        <QueryState
          query={query}
          subject="upcoming appointments"
          {...loadFailureTexts('appointments')}
          className={layout.list}
          rows={3}
          rowHeight={56}
          radius="md"
        />
      ) : upcoming.length === 0 ? (
        <p className={layout.muted}>No pending or confirmed appointments ahead.</p>
      ) : (
        <ul className={layout.list}>
          {upcoming.map((booking) => (
            <li key={booking.id}>
              <BookingLine
                booking={booking}
                headline={`${formatCalendarDate(booking.date, { weekday: true })}, ${formatTime(booking.time)}`}
                detail={[
                  `${booking.serviceName} · ${booking.petName} (${booking.customerName})`,
                  memberOrNights(booking),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                onOpen={onOpen}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function StatusFilter({
  value,
  onChange,
}: {
  value: BookingStatus | undefined;
  onChange: (status: BookingStatus | undefined) => void;
}) {
  return (
    <div className={styles.statusFilter} role="group" aria-label="Filter by status">
      <button
        type="button"
        className={styles.statusChip}
        aria-pressed={value === undefined}
        onClick={() => onChange(undefined)}
      >
        All
      </button>
      {bookingStatuses.map((status) => (
        <button
          key={status}
          type="button"
          className={`${styles.statusChip} ${styles[`status_${status}`]}`}
          aria-pressed={value === status}
          onClick={() => onChange(status)}
        >
          {bookingStatusLabels[status]}
        </button>
      ))}
    </div>
  );
}
