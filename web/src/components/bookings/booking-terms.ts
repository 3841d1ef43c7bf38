import type { BookingMode } from '@contracts/service-vocabulary';
import { formatCalendarDate, formatNights } from '@/lib/format';

/** What every booking view (the owner's and the company's) knows of how a booking is held. */
interface HeldBooking {
  bookingMode: BookingMode;
  endDate: string | null;
  nights: number | null;
  employeeName: string | null;
}

/**
 * Stays and day bookings hold a place (a run, a day-care place) night by night or for the day, not a team member's
 * time: nobody is assigned to them (docs/decisions/0086-stays-by-the-night.md).
 */
export const holdsAPlace = (booking: Pick<HeldBooking, 'bookingMode'>): boolean =>
  booking.bookingMode !== 'appointment';

/** A stay's check-out as the views say it, "Sat, Dec 19, 2026 · 4 nights"; null for any other booking. */
export function checkOutText(booking: Pick<HeldBooking, 'bookingMode' | 'endDate' | 'nights'>): string | null {
  if (booking.bookingMode !== 'stay' || !booking.endDate || !booking.nights) return null;
  return `${formatCalendarDate(booking.endDate, { weekday: true })} · ${formatNights(booking.nights)}`;
}

/** A stay's nights from check-in to check-out, "Tue, Dec 15, 2026 to Sat, Dec 19, 2026 · 4 nights"; null otherwise. */
export function stayDatesText(booking: Pick<HeldBooking, 'bookingMode' | 'endDate' | 'nights'> & { date: string }) {
  const checkOut = checkOutText(booking);
  return checkOut ? `${formatCalendarDate(booking.date, { weekday: true })} to ${checkOut}` : null;
}

/** A stay's nights, "4 nights"; null for any other booking. */
export const stayNights = (booking: Pick<HeldBooking, 'bookingMode' | 'nights'>): string | null =>
  booking.bookingMode === 'stay' && booking.nights ? formatNights(booking.nights) : null;

/**
 * What a list line says after the service: the team member (Unassigned while nobody does it), a stay's nights, or
 * nothing for a day booking, whose service already says what it is.
 */
export function memberOrNights(booking: HeldBooking): string | null {
  if (booking.bookingMode === 'stay') return stayNights(booking);
  if (booking.bookingMode === 'day') return null;
  return booking.employeeName ?? 'Unassigned';
}
