import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { bookingsRepository } from '../../data/bookings';
import { companiesRepository } from '../../data/companies';
import { buildCalendar, companyLocation } from './booking-calendar';

/**
 * One booking as an .ics file (Add to Calendar), for its owner or its company; anyone else gets 404, as for any
 * booking that is not theirs.
 */
export async function bookingIcs(user: AuthUser, bookingId: string, appOrigin: string, clock: Clock): Promise<string> {
  const booking = await bookingsRepository.get(bookingId);
  const audience = booking?.ownerId === user.uid ? 'owner' : booking?.companyId === user.uid ? 'company' : undefined;
  if (!booking || !audience) throw notFound('Booking not found');
  const company = await companiesRepository.get(booking.companyId);
  return buildCalendar({
    name: booking.serviceName,
    audience,
    appOrigin,
    now: clock.now(),
    entries: [{ booking, location: company ? companyLocation(company) : '' }],
  });
}
