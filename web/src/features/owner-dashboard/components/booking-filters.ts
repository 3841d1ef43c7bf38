import { type OwnerBooking } from '@contracts/bookings';
import { activeBookingStatuses, bookingStatuses, type BookingStatus } from '@contracts/booking-vocabulary';

export type BookingTab = 'all' | BookingStatus;

/** The owner's statuses (docs/product.md#booking-statuses) always have a tab; the others only when a booking has them. */
const alwaysShown: readonly BookingStatus[] = ['pending', 'confirmed', 'completed', 'cancelled'];

export function statusCounts(bookings: readonly OwnerBooking[]): Record<BookingTab, number> {
  const counts = Object.fromEntries([
    ['all', bookings.length],
    ...bookingStatuses.map((status) => [status, 0]),
  ]) as Record<BookingTab, number>;
  for (const booking of bookings) counts[booking.status] += 1;
  return counts;
}

export function visibleTabs(counts: Record<BookingTab, number>): BookingTab[] {
  return ['all', ...bookingStatuses.filter((status) => alwaysShown.includes(status) || counts[status] > 0)];
}

/** The status tab, then the search over service, company and pet names. */
export function filterBookings(bookings: readonly OwnerBooking[], tab: BookingTab, search: string): OwnerBooking[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return bookings.filter((booking) => {
    if (tab !== 'all' && booking.status !== tab) return false;
    const text = `${booking.serviceName} ${booking.companyName} ${booking.petName}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Upcoming (an active booking that has not started; soonest first) and Past (the rest, latest first). */
export function splitByTime(
  bookings: readonly OwnerBooking[],
  now: Date,
): { upcoming: OwnerBooking[]; past: OwnerBooking[] } {
  const startOf = (booking: OwnerBooking) => new Date(booking.startAt).getTime();
  const upcoming = bookings.filter(
    (booking) => activeBookingStatuses.includes(booking.status) && startOf(booking) > now.getTime(),
  );
  const past = bookings.filter((booking) => !upcoming.includes(booking));
  return {
    upcoming: [...upcoming].sort((a, b) => startOf(a) - startOf(b)),
    past: [...past].sort((a, b) => startOf(b) - startOf(a)),
  };
}
