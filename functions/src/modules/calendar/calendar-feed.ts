import type { CalendarFeedLink } from '../../contracts/calendar';
import { MAX_STAY_NIGHTS } from '../../contracts/service-vocabulary';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { bookingsRepository, type BookingParty, type StoredBooking } from '../../data/bookings';
import { calendarFeedsRepository, type CalendarFeedSubject } from '../../data/calendar-feeds';
import { companiesRepository } from '../../data/companies';
import { employeesRepository } from '../../data/employees';
import { buildCalendar, companyLocation, showsInFeed } from './booking-calendar';
import { DAY_MS } from '../../contracts/durations';

// Private calendar feeds (docs/decisions/0090-calendar-feeds.md): the URL's token is its only key.

/** A feed shows bookings from this many days back, so this week's past appointments stay in the calendar. */
export const FEED_DAYS_BACK = 7;
/** At most this many bookings a feed: one bounded query, whatever the company's size. */
export const FEED_MAX_BOOKINGS = 500;
/** Stays that checked in before the window and may still run (a stay is at most MAX_STAY_NIGHTS nights). */
const RUNNING_STAYS_MAX = 100;

const feedUrl = (appOrigin: string, token: string) => `${appOrigin}/api/calendar/${token}.ics`;

/** What a company asks a feed of: itself, or one of its own team members (404 for any other id). */
export async function companyFeedSubject(companyId: string, employeeId?: string): Promise<CalendarFeedSubject> {
  if (!employeeId) return { kind: 'company', companyId };
  if (!(await employeesRepository.get(companyId, employeeId))) throw notFound('Team member not found');
  return { kind: 'employee', companyId, employeeId };
}

/** The subject's feed URL, made on the first ask. */
export async function getFeedLink(
  subject: CalendarFeedSubject,
  appOrigin: string,
  clock: Clock,
): Promise<CalendarFeedLink> {
  return { url: feedUrl(appOrigin, await calendarFeedsRepository.tokenFor(subject, clock.now())) };
}

/** A new feed URL; the old one answers 404 from now on. */
export async function resetFeedLink(
  subject: CalendarFeedSubject,
  appOrigin: string,
  clock: Clock,
): Promise<CalendarFeedLink> {
  return { url: feedUrl(appOrigin, await calendarFeedsRepository.reset(subject, clock.now())) };
}

/** The subject a token opens (one read), or undefined for an unknown, reset or malformed token. */
export function feedSubject(token: string): Promise<CalendarFeedSubject | undefined> {
  return calendarFeedsRepository.subjectOf(token);
}

/**
 * The window of a feed: bookings from FEED_DAYS_BACK days ago, and for owners and companies the stays that checked
 * in earlier and check out inside it; cancelled ones only for a while (showsInFeed).
 */
async function feedBookings(party: BookingParty, withRunningStays: boolean, now: Date): Promise<StoredBooking[]> {
  const from = new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS);
  const fromDate = from.toISOString().slice(0, 10);
  const [running, upcoming] = await Promise.all([
    withRunningStays
      ? bookingsRepository.staysStartedBetween(
          party,
          new Date(from.getTime() - MAX_STAY_NIGHTS * DAY_MS),
          from,
          RUNNING_STAYS_MAX,
        )
      : [],
    bookingsRepository.startingFrom(party, from, FEED_MAX_BOOKINGS),
  ]);
  return [...running.filter((stay) => (stay.endDate ?? '') >= fromDate), ...upcoming].filter((booking) =>
    showsInFeed(booking, now),
  );
}

/** The .ics text a feed's subject sees; undefined once its company or team member is gone. */
export async function readFeed(
  subject: CalendarFeedSubject,
  appOrigin: string,
  clock: Clock,
): Promise<string | undefined> {
  const now = clock.now();
  if (subject.kind === 'owner') {
    const bookings = await feedBookings({ ownerId: subject.ownerId }, true, now);
    const addresses = await companiesRepository.addresses([...new Set(bookings.map((booking) => booking.companyId))]);
    return buildCalendar({
      name: 'Petnest bookings',
      audience: 'owner',
      appOrigin,
      now,
      entries: bookings.map((booking) => {
        const address = addresses.get(booking.companyId);
        return { booking, location: address ? companyLocation(address) : '' };
      }),
    });
  }
  const [company, employee] = await Promise.all([
    companiesRepository.get(subject.companyId),
    subject.kind === 'employee' ? employeesRepository.get(subject.companyId, subject.employeeId) : undefined,
  ]);
  if (!company || (subject.kind === 'employee' && !employee)) return undefined;
  const party: BookingParty =
    subject.kind === 'employee'
      ? { companyId: subject.companyId, employeeId: subject.employeeId }
      : { companyId: subject.companyId };
  const bookings = await feedBookings(party, subject.kind === 'company', now);
  const location = companyLocation(company);
  return buildCalendar({
    name: employee ? `${employee.name} · ${company.name}` : `${company.name} bookings`,
    audience: 'company',
    appOrigin,
    now,
    entries: bookings.map((booking) => ({ booking, location })),
  });
}
