import { formatInTimeZone } from 'date-fns-tz';
import {
  AGENDA_PENDING_BOOKINGS,
  COMPANY_BOOKINGS_MAX_PAGE_SIZE,
  type AgendaDay,
  type CompanyAgenda,
} from '../../contracts/company-bookings';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { bookingsRepository, type StoredBooking } from '../../data/bookings';
import { companiesRepository } from '../../data/companies';
import { countersRepository } from '../../data/counters';
import { toCompanyBooking } from './company-booking-view';
import { datesFrom } from './stay-rules';

/**
 * The Overview's start of the day: today's and tomorrow's appointments (company-local) in time order from one
 * indexed page of the two dates, the pending requests still ahead (one query of 5) and the pending counter.
 */
export async function getCompanyAgenda(companyId: string, clock: Clock): Promise<CompanyAgenda> {
  const company = await companiesRepository.get(companyId);
  if (!company) throw notFound('Company not found');
  const now = clock.now();
  const [today, tomorrow] = datesFrom(formatInTimeZone(now, company.timezone, 'yyyy-MM-dd'), 2) as [string, string];
  const [days, pending, counts] = await Promise.all([
    bookingsRepository.pageForCompany(
      companyId,
      { from: today, to: tomorrow, order: 'asc' },
      undefined,
      COMPANY_BOOKINGS_MAX_PAGE_SIZE,
    ),
    bookingsRepository.upcomingForCompany(companyId, ['pending'], now, AGENDA_PENDING_BOOKINGS),
    countersRepository.company(companyId),
  ]);
  const day = (date: string): AgendaDay => ({
    date,
    bookings: days.bookings.filter((booking) => booking.date === date && isAppointment(booking)).map(toCompanyBooking),
    // A full page may have left out the end of tomorrow (or all of it).
    truncated: days.more && (date === tomorrow || days.bookings.at(-1)?.date === today),
  });
  return {
    timeZone: company.timezone,
    today: day(today),
    tomorrow: day(tomorrow),
    pending: { bookings: pending.map(toCompanyBooking), total: counts.statuses.pending },
  };
}

/** Cancelled bookings hold no time: the day lists what will happen. */
function isAppointment(booking: StoredBooking): boolean {
  return booking.status !== 'cancelled';
}
