import { formatInTimeZone } from 'date-fns-tz';
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { bookingStatusLabels, type BookingStatus } from '../../contracts/booking-vocabulary';
import { formatTime } from '../../contracts/format';
import type { StoredBooking } from '../../data/bookings';
import type { CompanyAddress } from '../../data/companies';
import { companyLink, datesFrom, ownerLink } from '../bookings';
import { DAY_MS } from '../../contracts/durations';

// The iCalendar text of bookings (docs/decisions/0090-calendar-feeds.md): one event per booking with a stable UID,
// timed in the company's zone (TZID with its VTIMEZONE), stays and day bookings as all-day spans.

/** Who reads the calendar: the owner sees the company, the company (and its team) sees the customer. */
export type CalendarAudience = 'owner' | 'company';

export type CalendarBooking = Pick<
  StoredBooking,
  | 'id'
  | 'companyName'
  | 'companyPhone'
  | 'ownerName'
  | 'ownerPhone'
  | 'serviceName'
  | 'petName'
  | 'petType'
  | 'petBreed'
  | 'employeeName'
  | 'date'
  | 'time'
  | 'timeZone'
  | 'startAt'
  | 'duration'
  | 'bookingMode'
  | 'endDate'
  | 'status'
  | 'notes'
  | 'specialRequirements'
  | 'statusHistory'
  | 'updatedAt'
>;

export interface CalendarEntry {
  booking: CalendarBooking;
  /** The company's address (LOCATION). */
  location: string;
}

export interface CalendarSpec {
  /** The calendar's name in the subscriber's app. */
  name: string;
  audience: CalendarAudience;
  /** Where the app is served ("https://petnest.app"): each event links to its booking there. */
  appOrigin: string;
  /** DTSTAMP: when this text was made. */
  now: Date;
  entries: readonly CalendarEntry[];
}

/** A cancelled booking stays in a feed this long after its cancellation, so subscribed calendars drop it. */
export const CANCELLED_SHOWN_DAYS = 30;
/** Calendar apps that honour it poll a feed this often (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/** One line of an address: "1 Main St, Austin, TX 78701". */
export function companyLocation({ address, city, state, zipCode }: CompanyAddress): string {
  return [address, city, [state, zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** Every booking of a feed's window but those cancelled longer than CANCELLED_SHOWN_DAYS ago. */
export function showsInFeed(booking: Pick<CalendarBooking, 'status' | 'statusHistory' | 'updatedAt'>, now: Date) {
  if (booking.status !== 'cancelled') return true;
  const cancelledAt = booking.statusHistory.at(-1)?.at ?? booking.updatedAt;
  return now.getTime() - cancelledAt.getTime() <= CANCELLED_SHOWN_DAYS * DAY_MS;
}

const eventStatus: Record<BookingStatus, ICalEventStatus> = {
  pending: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  in_progress: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  no_show: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

/**
 * ical-generator writes a timed event's TZID wall time with the Date's local getters, and `new Date("...T10:00:00")`
 * reads a wall time with them: so the company-local wall time goes in as such a string and comes out unchanged.
 */
const wallTime = (instant: Date, timeZone: string) => formatInTimeZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm:ss");

/** Start and end of the event: a stay to its check-out date, a day booking to the next day (DTEND is exclusive). */
function span(booking: CalendarBooking) {
  if (booking.bookingMode === 'stay' || booking.bookingMode === 'day') {
    const end = booking.bookingMode === 'stay' && booking.endDate ? booking.endDate : datesFrom(booking.date, 2)[1]!;
    return { allDay: true, start: booking.date, end };
  }
  const end = new Date(booking.startAt.getTime() + booking.duration * 60_000);
  return {
    allDay: false,
    start: wallTime(booking.startAt, booking.timeZone),
    end: wallTime(end, booking.timeZone),
    timezone: booking.timeZone,
  };
}

function summary(booking: CalendarBooking, audience: CalendarAudience): string {
  return audience === 'owner'
    ? `${booking.serviceName} at ${booking.companyName}`
    : `${booking.serviceName} · ${booking.petName}`;
}

const withPhone = (name: string, phone: string) => (phone ? `${name} · ${phone}` : name);

function description(booking: CalendarBooking, audience: CalendarAudience, link: string): string {
  const breed = [booking.petType, booking.petBreed].filter(Boolean).join(', ');
  const startsAt =
    booking.bookingMode === 'stay'
      ? `Check-in: ${formatTime(booking.time)}`
      : booking.bookingMode === 'day'
        ? `Drop-off: ${formatTime(booking.time)}`
        : undefined;
  return [
    `Pet: ${booking.petName}${breed ? ` (${breed})` : ''}`,
    audience === 'owner'
      ? `Provider: ${withPhone(booking.companyName, booking.companyPhone)}`
      : `Customer: ${withPhone(booking.ownerName, booking.ownerPhone)}`,
    booking.employeeName ? `Team member: ${booking.employeeName}` : undefined,
    startsAt,
    `Status: ${bookingStatusLabels[booking.status]}`,
    booking.notes ? `Notes: ${booking.notes}` : undefined,
    booking.specialRequirements ? `Special requirements: ${booking.specialRequirements}` : undefined,
    `Open in Petnest: ${link}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The .ics text of the entries. */
export function buildCalendar({ name, audience, appOrigin, now, entries }: CalendarSpec): string {
  const calendar = ical({
    name,
    prodId: '//Petnest//Bookings//EN',
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
    // No calendar-wide zone: each event names its company's, and the generator adds a VTIMEZONE for each one.
    timezone: { name: '', generator: (zone) => tzlib_get_ical_block(zone)[0] },
  });
  for (const { booking, location } of entries) {
    const link = `${appOrigin}${(audience === 'owner' ? ownerLink : companyLink)(booking)}`;
    calendar.createEvent({
      id: `booking-${booking.id}@petnest`,
      // Each status change raises it, so a calendar that imported the event takes the cancellation.
      sequence: Math.max(0, booking.statusHistory.length - 1),
      stamp: now,
      lastModified: booking.updatedAt,
      ...span(booking),
      summary: summary(booking, audience),
      location: location || null,
      description: description(booking, audience, link),
      url: link,
      status: eventStatus[booking.status],
      transparency: booking.status === 'cancelled' ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
}
