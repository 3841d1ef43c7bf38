import type { OwnerBooking } from '@contracts/bookings';
import { formatMomentInZone } from '@contracts/format';
import { formatCalendarDate, formatTime } from '@/lib/format';
import { timeZoneLabel, viewerTimeZone } from '@/lib/time-zone';

/** "Tue, Dec 1, 2026 at 10:00 AM", with the provider's zone named when it is not the viewer's. */
export function bookedWhen(booking: Pick<OwnerBooking, 'date' | 'time' | 'timeZone'>): string {
  const zone = booking.timeZone !== viewerTimeZone() ? ` (${timeZoneLabel(booking.timeZone)})` : '';
  return `${formatCalendarDate(booking.date, { weekday: true })} at ${formatTime(booking.time)}${zone}`;
}

/** An instant of the booking (the end of free cancellation) on the provider's clock, named as in `bookedWhen`. */
export function bookedMoment(at: Date, timeZone: string): string {
  return formatMomentInZone(at, timeZone, { named: timeZone !== viewerTimeZone() });
}
