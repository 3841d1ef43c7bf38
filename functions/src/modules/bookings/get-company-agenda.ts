import { localDate } from '../../core/time-zones';
import { COMPANY_BOOKINGS_MAX_PAGE_SIZE } from '../../contracts/booking-vocabulary';
import { AGENDA_PENDING_BOOKINGS, type AgendaDay, type CompanyAgenda } from '../../contracts/company-bookings';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { bookingsRepository, type StoredBooking } from '../../data/bookings';
import { companiesRepository } from '../../data/companies';
import { countersRepository } from '../../data/counters';
import { weekdayOf } from './booking-rules';
import { toCompanyBooking } from './company-booking-view';
import { datesFrom } from './stay-rules';

/**
 * The Overview's start of the day: today's appointments and those of the next day the company works (company-local,
 * in time order, from one indexed page of the dates between) with the stays checking out on each (one query by
 * check-out date), the pending requests still ahead (one query of 5) and the pending counter. The next day is the
 * next open one by the business hours, so a Friday or a Saturday shows Monday; a closed day in between that still
 * holds appointments or check-outs comes first, and a week without open hours shows tomorrow.
 */
export async function getCompanyAgenda(companyId: string, clock: Clock): Promise<CompanyAgenda> {
  const company = await companiesRepository.get(companyId);
  if (!company) throw notFound('Company not found');
  const now = clock.now();
  const [today, ...week] = datesFrom(localDate(now, company.timezone), 8) as [string, ...string[]];
  const nextOpen = week.find((date) => !company.businessHours[weekdayOf(date)]?.closed) ?? week[0]!;
  const [days, pending, counts, leaving] = await Promise.all([
    bookingsRepository.pageForCompany(
      companyId,
      { from: today, to: nextOpen, order: 'asc' },
      undefined,
      COMPANY_BOOKINGS_MAX_PAGE_SIZE,
    ),
    bookingsRepository.upcomingForCompany(companyId, ['pending'], now, AGENDA_PENDING_BOOKINGS),
    countersRepository.company(companyId),
    // Every day up to the next open one: which of them is the next day shown depends on the page above.
    bookingsRepository.checkOutsForCompany(
      companyId,
      [today, ...week.slice(0, week.indexOf(nextOpen) + 1)],
      COMPANY_BOOKINGS_MAX_PAGE_SIZE,
    ),
  ]);
  const checkOuts = leaving.filter((stay) => stay.status !== 'cancelled' && stay.status !== 'no_show');
  const appointments = days.bookings.filter(isAppointment);
  // A closed day that still holds appointments or check-outs comes before the next open one.
  const busy = (date: string) =>
    appointments.some((booking) => booking.date === date) || checkOuts.some((stay) => stay.endDate === date);
  const nextDay = week.find((date) => date === nextOpen || busy(date)) ?? nextOpen;
  const lastRead = days.bookings.at(-1)?.date ?? today;
  const day = (date: string): AgendaDay => ({
    date,
    bookings: appointments.filter((booking) => booking.date === date).map(toCompanyBooking),
    checkOuts: checkOuts
      .filter((stay) => stay.endDate === date)
      .sort((a, b) => a.petName.localeCompare(b.petName))
      .map(toCompanyBooking),
    // A full page leaves out what comes after its last booking: that day's end and every later day.
    truncated: days.more && date >= lastRead,
  });
  return {
    timeZone: company.timezone,
    today: day(today),
    nextDay: day(nextDay),
    pending: { bookings: pending.map(toCompanyBooking), total: counts.statuses.pending },
  };
}

/** Cancelled bookings hold no time: the day lists what will happen. */
function isAppointment(booking: StoredBooking): boolean {
  return booking.status !== 'cancelled';
}
