import { useState } from 'react';
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
import { assignableBookingStatuses, type CompanyBooking } from '@contracts/company-bookings';
import { Badge } from '@/components/badge';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { gateRefusal } from '@/components/plan-gates/plan-gate-rules';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/skeleton';
import { StatCard } from '@/components/stat-card';
import { StatTiles } from '@/components/stat-tiles';
import { Table, type TableColumn } from '@/components/table';
import {
  useCompanyBookingsList,
  useCompanyBookingsOverview,
  useCompanyBookingsRange,
} from '@/features/company-dashboard/api/company-bookings';
import { useCompanySubscription } from '@/features/company-dashboard/api/company-subscription';
import { formatCalendarDate, formatCurrency, formatMonth, formatTime } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { localDateString } from '@/lib/time-zone';
import { useActingCompany } from '@/features/company-dashboard/hooks/use-acting-company';
import { AssignEmployeeDialog } from './assign-employee-dialog';
import { BookingCalendar } from './booking-calendar';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingStatusDialog } from './booking-status-dialog';
import { DayView } from './day-view';
import { StaysTab } from './stays-tab';
import { bookingOverview, matchesFilter, monthRange, shiftMonth } from './booking-views';
import layout from '@/components/layout/dashboard-sections.module.css';
import styles from './bookings.module.css';

const loadTexts = { failed: 'Failed to load appointments', exception: 'Error loading appointments' } as const;
const SEARCH_DELAY_MS = 300;

/** Appointments (docs/product.md#company-dashboard): overview cards, the upcoming list, a filtered list or the month calendar. */
export function BookingsSection() {
  const { companyId, bypassPlan } = useActingCompany();
  const subscription = useCompanySubscription(companyId);
  const showRevenue = subscription.data
    ? gateRefusal(subscription.data, { feature: 'advancedAnalytics', bypass: bypassPlan }) === null
    : false;

  const [view, setView] = useState<'list' | 'calendar' | 'day' | 'stays'>('list');
  const [status, setStatus] = useState<BookingStatus | undefined>(undefined);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [date, setDate] = useState('');
  const [month, setMonth] = useState(() => localDateString().slice(0, 7));
  const [open, setOpen] = useState<{ booking: CompanyBooking; modal: 'details' | 'status' | 'assign' } | null>(null);

  const range = monthRange(month);
  const monthBookings = useCompanyBookingsRange(companyId, range.from, range.to);
  const soon = useCompanyBookingsOverview(companyId);
  const list = useCompanyBookingsList(companyId, { status, date: date || undefined, search: search || undefined });

  const openModal = (modal: 'details' | 'status' | 'assign') => (booking: CompanyBooking) =>
    setOpen({ booking, modal });
  const close = () => setOpen(null);

  return (
    <div className={styles.section}>
      <OverviewCards month={month} query={monthBookings} showRevenue={showRevenue} />
      <UpcomingList query={soon} onOpen={openModal('details')} />

      <section className={layout.panel} aria-labelledby="appointments-title">
        <div className={layout.panelHeader}>
          <h2 id="appointments-title" className={layout.panelTitle}>
            Appointments
          </h2>
          <div className={styles.viewSwitch} role="group" aria-label="View">
            <Button
              size="sm"
              variant={view === 'list' ? 'primary' : 'secondary'}
              aria-pressed={view === 'list'}
              icon={<List size={16} aria-hidden="true" />}
              onClick={() => setView('list')}
            >
              List
            </Button>
            <Button
              size="sm"
              variant={view === 'calendar' ? 'primary' : 'secondary'}
              aria-pressed={view === 'calendar'}
              icon={<CalendarDays size={16} aria-hidden="true" />}
              onClick={() => setView('calendar')}
            >
              Calendar
            </Button>
            <Button
              size="sm"
              variant={view === 'day' ? 'primary' : 'secondary'}
              aria-pressed={view === 'day'}
              icon={<Columns3 size={16} aria-hidden="true" />}
              onClick={() => setView('day')}
            >
              Day
            </Button>
            <Button
              size="sm"
              variant={view === 'stays' ? 'primary' : 'secondary'}
              aria-pressed={view === 'stays'}
              icon={<BedDouble size={16} aria-hidden="true" />}
              onClick={() => setView('stays')}
            >
              Stays
            </Button>
          </div>
        </div>

        {view === 'stays' ? <StaysTab companyId={companyId} /> : null}
        <div className={styles.toolbar} hidden={view === 'stays'}>
          <SearchField
            id="appointment-search"
            label="Search appointments"
            placeholder="Search customer, pet, service or employee"
            value={searchText}
            onValueChange={setSearchText}
            maxLength={80}
          />
          {view === 'list' ? (
            <div className={styles.dateFilter}>
              <label htmlFor="appointment-date">Date</label>
              <input
                id="appointment-date"
                type="date"
                className={styles.dateInput}
                value={date}
                onChange={(event) => setDate(event.target.value)}
              />
              {date ? (
                <Button size="sm" variant="ghost" onClick={() => setDate('')}>
                  All dates
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        {view === 'stays' ? null : <StatusFilter value={status} onChange={setStatus} />}

        {view === 'stays' ? null : view === 'day' ? (
          <DayView
            companyId={companyId}
            matches={(booking) => matchesFilter(booking, status, search)}
            onOpen={openModal('details')}
          />
        ) : view === 'calendar' ? (
          monthBookings.isPending || monthBookings.isError ? (
            <QueryState
              query={monthBookings}
              subject="the calendar"
              {...loadTexts}
              className={layout.stack}
              rows={5}
              rowHeight={96}
            />
          ) : (
            <BookingCalendar
              month={month}
              previousMonth={shiftMonth(month, -1)}
              nextMonth={shiftMonth(month, 1)}
              onMonthChange={setMonth}
              bookings={monthBookings.data.bookings.filter((booking) => matchesFilter(booking, status, search))}
              onOpen={openModal('details')}
              onShowDay={(day) => {
                setDate(day);
                setView('list');
              }}
            />
          )
        ) : (
          <AppointmentsList
            query={list}
            filtered={Boolean(status || date || search)}
            onDetails={openModal('details')}
            onStatus={openModal('status')}
            onAssign={openModal('assign')}
          />
        )}
      </section>

      <BookingDetailsDialog
        booking={open?.modal === 'details' ? open.booking : null}
        onClose={close}
        onUpdateStatus={openModal('status')}
        onAssign={openModal('assign')}
      />
      <BookingStatusDialog
        booking={open?.modal === 'status' ? open.booking : null}
        companyId={companyId}
        onClose={close}
      />
      <AssignEmployeeDialog
        booking={open?.modal === 'assign' ? open.booking : null}
        companyId={companyId}
        onClose={close}
      />
    </div>
  );
}

function OverviewCards({
  month,
  query,
  showRevenue,
}: {
  month: string;
  query: ReturnType<typeof useCompanyBookingsRange>;
  showRevenue: boolean;
}) {
  const overview = bookingOverview(query.data?.bookings ?? []);
  const value = (amount: string | number) =>
    query.isPending ? <Skeleton width={40} height={24} /> : query.isError ? '-' : amount;
  return (
    <section aria-label={`Appointments in ${formatMonth(month)}`} aria-busy={query.isPending || undefined}>
      <StatTiles fit>
        <StatCard
          label="Appointments"
          hint={formatMonth(month)}
          icon={<CalendarDays size={20} />}
          value={value(overview.total)}
        />
        <StatCard label="Pending" hint="Waiting for you" icon={<Clock3 size={20} />} value={value(overview.pending)} />
        <StatCard
          label="Confirmed"
          hint={formatMonth(month)}
          icon={<CalendarCheck size={20} />}
          value={value(overview.confirmed)}
        />
        <StatCard
          label="Completed"
          hint={formatMonth(month)}
          icon={<CalendarClock size={20} />}
          value={value(overview.completed)}
        />
        {showRevenue ? (
          <StatCard
            label="Revenue"
            hint="Completed appointments"
            icon={<CircleDollarSign size={20} />}
            value={value(formatCurrency(overview.revenue))}
          />
        ) : null}
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
    <section className={layout.panel} aria-labelledby="upcoming-appointments-title">
      <h2 id="upcoming-appointments-title" className={layout.panelTitle}>
        Upcoming
      </h2>
      {query.isPending || query.isError ? (
        <QueryState
          query={query}
          subject="upcoming appointments"
          {...loadTexts}
          className={styles.upcoming}
          rows={3}
          rowHeight={56}
          radius="md"
        />
      ) : upcoming.length === 0 ? (
        <p className={layout.muted}>No pending or confirmed appointments ahead.</p>
      ) : (
        <ul className={styles.upcoming}>
          {upcoming.map((booking) => (
            <li key={booking.id}>
              <button type="button" className={styles.upcomingItem} onClick={() => onOpen(booking)}>
                <span
                  className={styles.upcomingWhen}
                >{`${formatCalendarDate(booking.date, { weekday: true })}, ${formatTime(booking.time)}`}</span>
                <span
                  className={styles.upcomingWhat}
                >{`${booking.serviceName} · ${booking.petName} (${booking.customerName})`}</span>
                <Badge tone={booking.status}>{bookingStatusLabels[booking.status]}</Badge>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
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

interface AppointmentsListProps {
  query: ReturnType<typeof useCompanyBookingsList>;
  filtered: boolean;
  onDetails: (booking: CompanyBooking) => void;
  onStatus: (booking: CompanyBooking) => void;
  onAssign: (booking: CompanyBooking) => void;
}

function AppointmentsList({ query, filtered, onDetails, onStatus, onAssign }: AppointmentsListProps) {
  if (query.isPending || query.isError) {
    return (
      <QueryState
        query={query}
        subject="appointments"
        {...loadTexts}
        className={layout.stack}
        rows={4}
        rowHeight={56}
        radius="md"
      />
    );
  }
  const rows = query.data.pages.flatMap((page) => page.bookings);
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<CalendarDays size={28} />}
        headingLevel="h3"
        title={filtered ? 'No appointments found' : 'No appointments yet'}
        description={
          filtered
            ? 'No appointment matches these filters.'
            : 'Bookings that pet owners make for your services appear here.'
        }
      />
    );
  }
  const columns: TableColumn<CompanyBooking>[] = [
    {
      id: 'when',
      header: 'Date',
      sortValue: (booking) => `${booking.date}T${booking.time}`,
      cell: (booking) => `${formatCalendarDate(booking.date)}, ${formatTime(booking.time)}`,
    },
    {
      id: 'customer',
      header: 'Customer',
      sortValue: (booking) => booking.customerName.toLowerCase(),
      cell: (booking) => `${booking.customerName} (${booking.petName})`,
    },
    {
      id: 'service',
      header: 'Service',
      sortValue: (booking) => booking.serviceName.toLowerCase(),
      cell: (booking) => booking.serviceName,
    },
    { id: 'employee', header: 'Employee', cell: (booking) => booking.employeeName ?? 'Unassigned' },
    {
      id: 'status',
      header: 'Status',
      sortValue: (booking) => bookingStatuses.indexOf(booking.status),
      cell: (booking) => <Badge tone={booking.status}>{bookingStatusLabels[booking.status]}</Badge>,
    },
    {
      id: 'price',
      header: 'Price',
      align: 'end',
      sortValue: (booking) => booking.servicePrice,
      cell: (booking) => formatCurrency(booking.servicePrice),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (booking) => (
        <div className={styles.rowActions}>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onDetails(booking)}
            aria-label={`Details of ${booking.serviceName} for ${booking.petName}, ${formatCalendarDate(booking.date)}`}
          >
            Details
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onStatus(booking)}
            aria-label={`Update status of ${booking.serviceName} for ${booking.petName}, ${formatCalendarDate(booking.date)}`}
          >
            Status
          </Button>
          {assignableBookingStatuses.includes(booking.status) ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAssign(booking)}
              aria-label={`Assign employee to ${booking.serviceName} for ${booking.petName}, ${formatCalendarDate(booking.date)}`}
            >
              Assign
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <div className={layout.stack}>
      <Table caption="Appointments, latest first" columns={columns} rows={rows} rowKey={(booking) => booking.id} />
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          className={styles.loadMore}
        >
          Load more
        </Button>
      ) : null}
    </div>
  );
}
