import { useEffect, useRef, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import type { CompanyBooking } from '@contracts/company-bookings';
import { Badge } from '@/components/badge';
import { holdsAPlace, memberOrNights } from '@/components/bookings/booking-terms';
import { EmptyState } from '@/components/empty-state';
import { PeriodStepper } from '@/components/period-stepper';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { Skeleton } from '@/components/skeleton';
import { useCompanyBookingsDay } from '@/features/company-dashboard/api/company-bookings';
import { useCompanyProfile } from '@/features/company-dashboard/api/company-profile';
import { useEmployees } from '@/features/company-dashboard/api/employees';
import { loadFailureTexts } from '@/components/query-state';
import { failureText } from '@/lib/api-client';
import { formatCalendarDate, formatTime } from '@/lib/format';
import { addDaysToDate, isCalendarDate, timeZoneLabel, wallClockNow } from '@/lib/time-zone';
import { useSearchParam } from '@/lib/use-search-param';
import { BookingLine } from './booking-line';
import { DayViewGrid } from './day-view-grid';
import {
  blockGeometry,
  dayColumns,
  dayWindow,
  drawnBookings,
  HOUR_HEIGHT,
  nowOffset,
  windowHeight,
} from './day-view-layout';
import layout from '@/components/layout/dashboard-sections.module.css';
import styles from './day-view.module.css';

/** The current time line moves every minute. */
const TICK_MS = 60_000;

interface DayViewProps {
  companyId: string | undefined;
  /** The section's status and search filters. */
  matches: (booking: CompanyBooking) => boolean;
  /** A block opens the appointment's details, which lead on to its status and assign dialogs. */
  onOpen: (booking: CompanyBooking) => void;
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The Day view of Bookings (issue 21 section 6, docs/decisions/0087-day-view.md): one day, today in the company's time
 * zone by default, previous and next day, one column per team member. Reads the company profile (time zone, hours),
 * the team and the bookings of that date (one bounded page).
 */
export function DayView({ companyId, matches, onOpen }: DayViewProps) {
  const profile = useCompanyProfile(companyId);
  const employees = useEmployees(companyId);
  const timeZone = profile.data?.timezone;
  const now = useNow();
  const wallNow = timeZone ? wallClockNow(timeZone, now) : undefined;
  // The day shown is in the address (`?day=2026-11-30`) unless it is today, so a reload keeps it.
  const [chosen, setChosen] = useSearchParam('day', (text) => (text && isCalendarDate(text) ? text : undefined), {
    replace: true,
  });
  const date = chosen ?? wallNow?.date;
  const day = useCompanyBookingsDay(companyId, date);
  const isToday = date !== undefined && date === wallNow?.date;

  const queries = [profile, employees, day];
  const failed = queries.find((query) => query.isError);
  const loading = !date || queries.some((query) => query.isPending);

  return (
    <div className={styles.day}>
      <PeriodStepper
        label="Day"
        previousLabel="Previous day"
        nextLabel="Next day"
        onPrevious={() => date && setChosen(addDaysToDate(date, -1))}
        onToday={() => setChosen(undefined)}
        onNext={() => date && setChosen(addDaysToDate(date, 1))}
        atToday={isToday}
        disabled={!date}
        title={
          <>
            {date ? formatCalendarDate(date, { weekday: true }) : 'Today'}
            {isToday ? <Badge tone="primary">Today</Badge> : null}
          </>
        }
      >
        <label className={styles.jump}>
          <span>Go to</span>
          <input
            type="date"
            className={styles.dateInput}
            value={date ?? ''}
            onChange={(event) => event.target.value && setChosen(event.target.value)}
          />
        </label>
      </PeriodStepper>
      {timeZone ? <p className={styles.zone}>Times in {timeZoneLabel(timeZone)}</p> : null}

      {failed ? (
        <ErrorWithRetry
          title={failureText(failed.error, { ...loadFailureTexts('appointments'), preferServerMessage: false })}
          onRetry={() => queries.filter((query) => query.isError).forEach((query) => void query.refetch())}
        />
      ) : loading ? (
        <DayLoading />
      ) : (
        <DayLoaded
          date={date}
          bookings={drawnBookings(day.data!.bookings).filter(matches)}
          more={day.data!.nextCursor !== null}
          employees={employees.data!}
          businessHours={profile.data!.businessHours}
          now={isToday ? (wallNow?.time ?? null) : null}
          onOpen={onOpen}
        />
      )}
    </div>
  );
}

/** The grid's shape while it loads: the header row and a working day's height (docs/decisions/0081). */
function DayLoading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the day
      </span>
      <Skeleton height={48} radius="md" />
      <Skeleton height={8 * HOUR_HEIGHT} radius="md" />
    </div>
  );
}

function DayLoaded({
  date,
  bookings: drawn,
  more,
  employees,
  businessHours,
  now,
  onOpen,
}: {
  date: string;
  bookings: CompanyBooking[];
  more: boolean;
  employees: Parameters<typeof dayColumns>[0];
  businessHours: Parameters<typeof dayWindow>[1];
  now: string | null;
  onOpen: (booking: CompanyBooking) => void;
}) {
  // Stays and day care hold a place, not a team member's time: they are listed above the columns, not drawn in them.
  const bookings = drawn.filter((booking) => !holdsAPlace(booking));
  const places = drawn.filter(holdsAPlace);
  const scroller = useRef<HTMLDivElement>(null);
  const window = dayWindow(date, businessHours, bookings);
  const columns = dayColumns(employees, bookings);
  // Open on what matters: the current time on today, else the first appointment.
  const firstTop = bookings.length ? Math.min(...bookings.map((booking) => blockGeometry(booking, window).top)) : 0;
  const focusTop = now !== null ? (nowOffset(now, window) ?? firstTop) : firstTop;
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = Math.max(0, focusTop - HOUR_HEIGHT / 2);
  }, [date, focusTop]);

  const arrivals = places.length ? <PlaceArrivals date={date} bookings={places} onOpen={onOpen} /> : null;
  if (bookings.length === 0) {
    return (
      <>
        {arrivals}
        <EmptyState
          icon={<CalendarDays size={28} />}
          headingLevel="h3"
          title="No appointments this day"
          description={`${places.length ? 'No appointment' : 'Nothing'} is booked on ${formatCalendarDate(date, { weekday: true })}. Use the arrows to see another day.`}
        />
      </>
    );
  }
  return (
    <>
      {arrivals}
      {more ? <p className={styles.zone}>This day has more than 100 appointments; the first 100 are drawn.</p> : null}
      <div
        ref={scroller}
        className={styles.scroller}
        style={{ maxHeight: `min(75vh, ${windowHeight(window) + 64}px)` }}
        tabIndex={0}
        role="region"
        aria-label={`Appointments on ${formatCalendarDate(date, { weekday: true })}, by team member`}
      >
        <DayViewGrid columns={columns} window={window} now={now} onOpen={onOpen} />
      </div>
    </>
  );
}

/** The day's check-ins and day-care drop-offs, each opening its details; the Stays tab has the nights. */
function PlaceArrivals({
  date,
  bookings,
  onOpen,
}: {
  date: string;
  bookings: CompanyBooking[];
  onOpen: (booking: CompanyBooking) => void;
}) {
  const titleId = `arrivals-${date}`;
  return (
    <section className={styles.arrivals} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.arrivalsTitle}>
        Check-ins and day care
      </h4>
      <ul className={layout.list}>
        {[...bookings]
          .sort((a, b) => a.time.localeCompare(b.time) || a.petName.localeCompare(b.petName))
          .map((booking) => (
            <li key={booking.id}>
              <BookingLine
                booking={booking}
                headline={`${formatTime(booking.time)} · ${booking.petName} (${booking.customerName})`}
                detail={[booking.serviceName, memberOrNights(booking)].filter(Boolean).join(' · ')}
                onOpen={onOpen}
              />
            </li>
          ))}
      </ul>
    </section>
  );
}
