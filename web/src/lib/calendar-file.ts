import type { OwnerBooking } from '@contracts/bookings';

/** iCalendar time in UTC: 2026-12-01T16:00:00.000Z -> 20261201T160000Z. */
const icsTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text: backslash, semicolon and comma escaped, line breaks as \n. */
const icsText = (value: string) => value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/**
 * An iCalendar file (RFC 5545) with the booking as one event, for "Add to calendar": the times are instants, so
 * every calendar shows them in its own zone.
 */
export function bookingCalendarFile(booking: OwnerBooking, now: Date): string {
  const start = new Date(booking.startAt);
  const end = new Date(start.getTime() + booking.duration * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Petnest//My Bookings//EN',
    'BEGIN:VEVENT',
    `UID:${booking.id}@petnest`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(`${booking.serviceName} for ${booking.petName}`)}`,
    `LOCATION:${icsText(booking.companyName)}`,
    `DESCRIPTION:${icsText(`Booked on Petnest with ${booking.companyName}${booking.companyPhone ? ` (${booking.companyPhone})` : ''}.`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Saves the booking's calendar file through the browser's download. */
export function downloadBookingCalendarFile(booking: OwnerBooking): void {
  const url = URL.createObjectURL(new Blob([bookingCalendarFile(booking, new Date())], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `petnest-${booking.id}.ics`;
  link.click();
  URL.revokeObjectURL(url);
}
