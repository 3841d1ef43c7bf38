import type { ReactNode } from 'react';
import { BellRing, CalendarClock, LogOut } from 'lucide-react';
import { bookingStatusLabels } from '@contracts/booking-vocabulary';
import type { AgendaDay, CompanyBooking } from '@contracts/company-bookings';
import { Badge } from '@/components/badge';
import { memberOrNights } from '@/components/bookings/booking-terms';
import { Button, ButtonLink } from '@/components/button';
import { loadFailureTexts, QueryState } from '@/components/query-state';
import type { useCompanyAgenda } from '@/features/company-dashboard/api/company-bookings';
import { sectionPath } from '@/features/company-dashboard/components/shell/dashboard-sections';
import { useQuickStatus, type BookingDialog } from '@/features/company-dashboard/components/bookings/booking-dialogs';
import { formatCalendarDate, formatTime } from '@/lib/format';
import { addDaysToDate } from '@/lib/time-zone';
import layout from '@/components/layout/dashboard-sections.module.css';
import { Panel } from '@/components/layout/panel';
import styles from './overview-section.module.css';

interface DayAgendaProps {
  companyId: string | undefined;
  query: ReturnType<typeof useCompanyAgenda>;
  onOpen: (booking: CompanyBooking, dialog: BookingDialog) => void;
}

/**
 * The Overview's first panel: today's appointments and the next working day's (tomorrow, or Monday seen on a
 * Friday) in time order, then the stays checking out that day, each opening its details.
 */
export function DayAgenda({ companyId, query, onOpen }: DayAgendaProps) {
  return (
    <Panel
      titleId="day-title"
      icon={<CalendarClock size={20} aria-hidden="true" />}
      title="Your day"
      action={
        <ButtonLink to={sectionPath('bookings', companyId)} variant="ghost" size="sm">
          All appointments
        </ButtonLink>
      }
      busy={query.isPending}
    >
      {query.isPending || query.isError ? (
        <QueryState query={query} subject="your day" className={styles.days} rows={2} rowHeight={120} radius="md" />
      ) : (
        <div className={styles.days}>
          <AgendaDayList id="today" title="Today" day={query.data.today} onOpen={onOpen} />
          <AgendaDayList
            id="next"
            title={
              query.data.nextDay.date === addDaysToDate(query.data.today.date, 1) ? 'Tomorrow' : 'Next working day'
            }
            day={query.data.nextDay}
            onOpen={onOpen}
          />
        </div>
      )}
    </Panel>
  );
}

interface AgendaDayListProps {
  id: string;
  title: string;
  day: AgendaDay;
  onOpen: DayAgendaProps['onOpen'];
}

function AgendaDayList({ id, title, day, onOpen }: AgendaDayListProps) {
  const headingId = `agenda-${id}`;
  return (
    <section aria-labelledby={headingId} className={styles.day}>
      <h3 id={headingId} className={styles.dayTitle}>
        {title}
        <span className={styles.dayDate}>{formatCalendarDate(day.date, { weekday: true })}</span>
      </h3>
      {day.bookings.length === 0 ? (
        <p className={layout.muted}>No appointments.</p>
      ) : (
        <ul className={layout.list}>
          {day.bookings.map((booking) => (
            <AgendaItem key={booking.id} booking={booking} lead={formatTime(booking.time)} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {day.truncated ? (
        <p className={layout.muted}>More appointments than fit here: see Bookings for the whole day.</p>
      ) : null}
      {day.checkOuts.length > 0 ? (
        <>
          <h4 id={`${headingId}-check-outs`} className={styles.checkOutsTitle}>
            Check-outs
          </h4>
          <ul className={layout.list} aria-labelledby={`${headingId}-check-outs`}>
            {day.checkOuts.map((stay) => (
              <AgendaItem key={stay.id} booking={stay} lead={<LogOut size={18} aria-hidden="true" />} onOpen={onOpen} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** One line of the day: when (or a check-out's mark), pet and customer, what and who, the status; it opens the details. */
function AgendaItem({
  booking,
  lead,
  onOpen,
}: {
  booking: CompanyBooking;
  lead: ReactNode;
  onOpen: DayAgendaProps['onOpen'];
}) {
  return (
    <li>
      <button
        type="button"
        className={styles.agendaItem}
        aria-haspopup="dialog"
        onClick={() => onOpen(booking, 'details')}
      >
        <span className={styles.agendaTime}>{lead}</span>
        <span className={styles.agendaWhat}>
          <span className={styles.agendaPet}>{`${booking.petName} · ${booking.customerName}`}</span>
          <span className={layout.muted}>
            {[booking.serviceName, memberOrNights(booking)].filter(Boolean).join(' · ')}
          </span>
        </span>
        <span className={styles.agendaStatus}>
          <Badge tone={booking.status}>{bookingStatusLabels[booking.status]}</Badge>
        </span>
      </button>
    </li>
  );
}

/** What needs an answer: the pending requests still ahead, soonest first, each confirmed with one click or opened. */
export function PendingRequests({ companyId, query, onOpen }: DayAgendaProps) {
  const quick = useQuickStatus(companyId);
  const pending = query.data?.pending;
  return (
    <Panel
      titleId="pending-title"
      icon={<BellRing size={20} aria-hidden="true" />}
      title={
        <>
          Needs an answer
          {pending && pending.total > 0 ? <Badge tone="pending">{`${pending.total} pending`}</Badge> : null}
        </>
      }
      busy={query.isPending}
    >
      {query.isPending || query.isError ? (
        <QueryState
          query={query}
          subject="pending requests"
          {...loadFailureTexts('your day')}
          className={layout.stack}
          rows={2}
          rowHeight={56}
          radius="md"
        />
      ) : query.data.pending.bookings.length === 0 ? (
        <p className={layout.muted}>No booking requests wait for an answer.</p>
      ) : (
        <ul className={layout.list}>
          {query.data.pending.bookings.map((booking) => {
            const when = `${formatCalendarDate(booking.date, { weekday: true })}, ${formatTime(booking.time)}`;
            return (
              <li key={booking.id} className={styles.request}>
                <div className={styles.agendaWhat}>
                  <span className={styles.agendaPet}>{`${booking.petName} · ${booking.customerName}`}</span>
                  <span className={layout.muted}>
                    {[booking.serviceName, when, memberOrNights(booking)].filter(Boolean).join(' · ')}
                  </span>
                </div>
                <div className={styles.requestActions}>
                  <Button
                    size="sm"
                    loading={quick.pendingId === booking.id}
                    onClick={() => quick.change(booking, 'confirmed')}
                    aria-label={`Confirm ${booking.petName}, ${when}`}
                  >
                    Confirm
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-haspopup="dialog"
                    onClick={() => onOpen(booking, 'details')}
                    aria-label={`Open ${booking.petName}, ${when}`}
                  >
                    Open
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
