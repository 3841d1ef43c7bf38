import { useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { bookingStatuses, bookingStatusLabels, type BookingStatus } from '@contracts/booking-vocabulary';
import type { CompanyBooking } from '@contracts/company-bookings';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { RowActionsMenu, type MenuItem } from '@/components/dropdown-menu';
import { holdsAPlace } from '@/components/bookings/booking-terms';
import { EmptyState } from '@/components/empty-state';
import { LoadingRows, QueryState } from '@/components/query-state';
import { figureColumn, Table, type TableColumn, type TableSort } from '@/components/table';
import { Tabs } from '@/components/tabs';
import { useCompanyBookingsList } from '@/features/company-dashboard/api/company-bookings';
import { useCompanyProfile } from '@/features/company-dashboard/api/company-profile';
import { calendarDateParts, formatCalendarDate, formatCurrency, formatTime } from '@/lib/format';
import { wallClockNow } from '@/lib/time-zone';
import layout from '@/components/layout/dashboard-sections.module.css';
import { useQuickStatus, type BookingDialog } from './booking-dialogs';
import {
  assignable,
  movable,
  nextStep,
  worklistRange,
  worklistViewLabels,
  worklistViews,
  type WorklistView,
} from './booking-views';
import styles from './bookings.module.css';

const emptyTexts: Record<WorklistView, { title: string; description: string }> = {
  today: { title: 'Nothing booked today', description: 'Appointments of today appear here in time order.' },
  upcoming: { title: 'Nothing booked ahead', description: 'Appointments after today appear here, soonest first.' },
  all: {
    title: 'No appointments yet',
    description: 'Bookings that pet owners make for your services appear here.',
  },
};

interface AppointmentsWorklistProps {
  companyId: string | undefined;
  /** The section's status and search filters, applied by the server. */
  status: BookingStatus | undefined;
  search: string;
  view: WorklistView;
  onViewChange: (view: WorklistView) => void;
  /** The All view's one date ('' for every date); the month calendar's "show this day" sets it. */
  date: string;
  onDateChange: (date: string) => void;
  onOpen: (booking: CompanyBooking, dialog: BookingDialog) => void;
}

/**
 * The appointments as a worklist (issue 25, docs/decisions/0094-company-bookings-worklist.md): Today first, then
 * Upcoming or All; one compact row per appointment with its actions in a row menu. The server filters, orders by
 * time and pages; the other columns sort the loaded rows.
 */
export function AppointmentsWorklist({
  companyId,
  status,
  search,
  view,
  onViewChange,
  date,
  onDateChange,
  onOpen,
}: AppointmentsWorklistProps) {
  const profile = useCompanyProfile(companyId);
  const timeZone = profile.data?.timezone;
  const today = timeZone ? wallClockNow(timeZone).date : undefined;
  const [sorts, setSorts] = useState<Partial<Record<WorklistView, TableSort>>>({});
  const range = worklistRange(view, today ?? '', date);
  const sort: TableSort = sorts[view] ?? { column: 'when', direction: range.order };
  // Sorting by time asks the server for that order, so Load more continues it; other columns sort what is loaded.
  const order = sort.column === 'when' ? sort.direction : range.order;
  const list = useCompanyBookingsList(
    companyId,
    { ...range, order, status, search: search || undefined },
    Boolean(today) || view === 'all',
  );
  // The view the rows on screen answer. A new filter keeps the rows (marked busy) until its answer comes; a new tab
  // shows its skeleton instead, so a tab never shows another tab's appointments under its name.
  const [answeredView, setAnsweredView] = useState(view);
  if (list.data && !list.isPlaceholderData && answeredView !== view) setAnsweredView(view);

  return (
    <Tabs
      label="Appointments to show"
      items={worklistViews.map((id) => ({ id, label: worklistViewLabels[id] }))}
      value={view}
      onValueChange={(id) => onViewChange(id as WorklistView)}
    >
      <div className={layout.stack}>
        {view === 'all' ? (
          <div className={styles.dateFilter}>
            <label htmlFor="appointment-date">Date</label>
            <input
              id="appointment-date"
              type="date"
              className={styles.dateInput}
              value={date}
              onChange={(event) => onDateChange(event.target.value)}
            />
            {date ? (
              <Button size="sm" variant="ghost" onClick={() => onDateChange('')}>
                All dates
              </Button>
            ) : null}
          </div>
        ) : null}
        <WorklistRows
          query={list}
          view={view}
          filtered={Boolean(status || search || (view === 'all' && date))}
          sort={sort}
          onSortChange={(next) => setSorts((previous) => ({ ...previous, [view]: next }))}
          companyId={companyId}
          onOpen={onOpen}
          waiting={(profile.isPending && view !== 'all') || (list.isPlaceholderData && answeredView !== view)}
        />
      </div>
    </Tabs>
  );
}

interface WorklistRowsProps {
  query: ReturnType<typeof useCompanyBookingsList>;
  view: WorklistView;
  filtered: boolean;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  companyId: string | undefined;
  onOpen: (booking: CompanyBooking, dialog: BookingDialog) => void;
  /** Today and Upcoming wait for the company's time zone; a new tab waits for its own answer. */
  waiting: boolean;
}

function WorklistRows({ query, view, filtered, sort, onSortChange, companyId, onOpen, waiting }: WorklistRowsProps) {
  const quick = useQuickStatus(companyId);
  const loading = { subject: 'appointments', className: layout.stack, rows: 4, rowHeight: 48, radius: 'md' } as const;
  if (waiting) return <LoadingRows {...loading} />;
  if (query.isPending || query.isError) return <QueryState query={query} {...loading} />;
  const rows = query.data.pages.flatMap((page) => page.bookings);
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<CalendarDays size={28} />}
        headingLevel="h3"
        title={filtered ? 'No appointments found' : emptyTexts[view].title}
        description={filtered ? 'No appointment matches these filters.' : emptyTexts[view].description}
      />
    );
  }
  const when = (booking: CompanyBooking) =>
    view === 'today' ? formatTime(booking.time) : `${formatCalendarDate(booking.date)}, ${formatTime(booking.time)}`;
  const whenCell = (booking: CompanyBooking) =>
    view === 'today' ? (
      formatTime(booking.time)
    ) : (
      <>
        <span className={styles.fullDate}>{formatCalendarDate(booking.date)}</span>
        <span className={styles.shortDate}>{calendarDateParts(booking.date).monthDay}</span>
        {`, ${formatTime(booking.time)}`}
      </>
    );
  const actions = (booking: CompanyBooking): MenuItem[] => {
    const step = nextStep(booking.status);
    return [
      { kind: 'action', label: 'Details', onSelect: () => onOpen(booking, 'details') },
      ...(step
        ? [
            {
              kind: 'action' as const,
              label: step.label,
              description: `Mark ${bookingStatusLabels[step.status]}`,
              onSelect: () => quick.change(booking, step.status),
            },
          ]
        : []),
      { kind: 'action', label: 'Change status…', onSelect: () => onOpen(booking, 'status') },
      ...(movable(booking)
        ? [{ kind: 'action' as const, label: 'Reschedule…', onSelect: () => onOpen(booking, 'reschedule') }]
        : []),
      ...(assignable(booking)
        ? [{ kind: 'action' as const, label: 'Assign team member…', onSelect: () => onOpen(booking, 'assign') }]
        : []),
    ];
  };
  const columns: TableColumn<CompanyBooking>[] = [
    {
      id: 'when',
      header: view === 'today' ? 'Time' : 'Date and time',
      sortValue: (booking) => `${booking.date}T${booking.time}`,
      cell: whenCell,
      keepOnPhone: 'fixed',
    },
    {
      id: 'customer',
      header: 'Pet and customer',
      sortValue: (booking) => `${booking.petName} ${booking.customerName}`.toLowerCase(),
      cell: (booking) => (
        <button
          type="button"
          data-row-opener
          className={styles.rowOpener}
          aria-haspopup="dialog"
          onClick={() => onOpen(booking, 'details')}
        >
          <span className={styles.rowPet}>{booking.petName}</span>
          <span className={styles.rowCustomer}>{booking.customerName}</span>
        </button>
      ),
      keepOnPhone: 'grow',
    },
    {
      id: 'service',
      header: 'Service',
      sortValue: (booking) => booking.serviceName.toLowerCase(),
      cell: (booking) => <span className={styles.rowText}>{booking.serviceName}</span>,
    },
    {
      id: 'employee',
      header: 'Team member',
      sortValue: (booking) => (booking.employeeName ?? '').toLowerCase(),
      cell: (booking) =>
        holdsAPlace(booking) ? (
          // A stay or a day booking holds a place, and nobody is assigned to it.
          <span className={layout.muted}>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">None: a place is booked</span>
          </span>
        ) : (
          (booking.employeeName ?? <span className={layout.muted}>Unassigned</span>)
        ),
    },
    {
      id: 'status',
      header: 'Status',
      sortValue: (booking) => bookingStatuses.indexOf(booking.status),
      cell: (booking) => (
        <Badge tone={booking.status}>
          {quick.pendingId === booking.id ? 'Saving…' : bookingStatusLabels[booking.status]}
        </Badge>
      ),
      keepOnPhone: 'fixed',
    },
    figureColumn('amount', 'Amount', (booking) => booking.totalAmount, formatCurrency),
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (booking) => (
        <RowActionsMenu label={`Actions for ${booking.petName}, ${when(booking)}`} items={actions(booking)} />
      ),
    },
  ];
  return (
    // Busy while a new filter's answer comes, but not dimmed: the rows stay readable (and a menu open on one usable).
    <div className={layout.stack} aria-busy={query.isPlaceholderData || undefined}>
      <Table
        caption={`Appointments, ${worklistViewLabels[view]}`}
        columns={columns}
        rows={rows}
        rowKey={(booking) => booking.id}
        sort={sort}
        onSortChange={onSortChange}
        phoneLayout="lines"
        dense
      />
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
