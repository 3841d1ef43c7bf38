import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { MAX_STAY_NIGHTS, MIN_STAY_NIGHTS, type BookingMode } from '../../contracts/service-vocabulary';

// Pure rules of stays and day bookings (docs/product.md#stays-and-day-care,
// docs/decisions/0086-stays-by-the-night.md): dates are the company's local calendar dates, YYYY-MM-DD.

/** Nights from check-in to check-out (2026-12-01 -> 2026-12-04 is 3). */
export function nightsBetween(date: string, endDate: string): number {
  return differenceInCalendarDays(parseISO(endDate), parseISO(date));
}

/** Why a stay's check-out cannot be taken, or undefined: it must come 1 to 30 nights after check-in. */
export function stayRefusal(date: string, endDate: string | undefined): 'missing' | 'range' | undefined {
  if (!endDate) return 'missing';
  const nights = nightsBetween(date, endDate);
  return nights < MIN_STAY_NIGHTS || nights > MAX_STAY_NIGHTS ? 'range' : undefined;
}

/** `date` plus `days` calendar days (minus, when negative). */
export function shiftDate(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

/** `count` consecutive dates from `date`. */
export function datesFrom(date: string, count: number): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => shiftDate(date, index));
}

/**
 * The nights or days a booking takes a place on: a stay every night from check-in to the night before check-out,
 * a day booking its one day, an appointment none.
 */
export function placeDates(booking: { bookingMode?: BookingMode; date: string; endDate?: string }): string[] {
  if (booking.bookingMode === 'day') return [booking.date];
  if (booking.bookingMode === 'stay' && booking.endDate)
    return datesFrom(booking.date, nightsBetween(booking.date, booking.endDate));
  return [];
}

/** The first date on which every place is taken, given the places taken per date. */
export function fullDate(
  dates: readonly string[],
  taken: (date: string) => number,
  capacity: number,
): string | undefined {
  return dates.find((date) => taken(date) >= capacity);
}

/** Places still free on a date (never below 0: a capacity lowered under the bookings leaves none free). */
export const freePlaces = (capacity: number, taken: number): number => Math.max(0, capacity - taken);
