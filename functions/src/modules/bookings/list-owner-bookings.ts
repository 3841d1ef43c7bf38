import type { OwnerBooking } from '../../contracts/bookings';
import type { Clock } from '../../core/clock';
import { bookingsRepository } from '../../data/bookings';
import { toOwnerBooking } from './owner-booking-view';

/** An owner's bookings, latest first; bounded so that one request never reads an unbounded history. */
export const MAX_OWNER_BOOKINGS = 200;

export async function listOwnerBookings(ownerId: string, clock: Clock): Promise<OwnerBooking[]> {
  const now = clock.now();
  const bookings = await bookingsRepository.listForOwner(ownerId, MAX_OWNER_BOOKINGS);
  return bookings.map((booking) => toOwnerBooking(booking, now));
}
