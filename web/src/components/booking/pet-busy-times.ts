import { type OwnerBooking } from '@contracts/bookings';
import { activeBookingStatuses, bookingTimeSlots, SLOT_MINUTES } from '@contracts/booking-vocabulary';
import { addDaysToDate, wallClockNow } from '@/lib/time-zone';

const MINUTE_MS = 60_000;
const blockCount = (duration: number) => Math.max(1, Math.ceil(duration / SLOT_MINUTES));

/** The wall-clock half hour `minutesAfter` minutes after `date` `time`, as "YYYY-MM-DDTHH:MM" (may roll over midnight). */
function wallClockKey(date: string, time: string, minutesAfter: number): string {
  const [hours, minutes] = time.split(':').map(Number);
  const total = hours * 60 + minutes + minutesAfter;
  const day = addDaysToDate(date, Math.floor(total / 1440));
  const inDay = total % 1440;
  return `${day}T${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/**
 * The slot times of `date` at which `petId` cannot start a booking of `duration` minutes: the same rule as the
 * server's pet schedule (a booking holds the half-hour blocks from its start; two bookings of a pet may not share
 * one), read in the company's zone. The owner's bookings list is the source: the server answers it newest first,
 * so it holds every future booking, and My Bookings has usually cached it already.
 */
export function petBusyTimes(
  bookings: readonly OwnerBooking[],
  petId: string,
  date: string,
  duration: number,
  timeZone: string,
): Set<string> {
  const held = new Set<string>();
  for (const booking of bookings) {
    if (booking.petId !== petId || !activeBookingStatuses.includes(booking.status)) continue;
    const start = Date.parse(booking.startAt);
    for (let block = 0; block < blockCount(booking.duration); block += 1) {
      const wall = wallClockNow(timeZone, new Date(start + block * SLOT_MINUTES * MINUTE_MS));
      held.add(`${wall.date}T${wall.time}`);
    }
  }
  if (held.size === 0) return held;
  return new Set(
    bookingTimeSlots.filter((time) =>
      Array.from({ length: blockCount(duration) }, (_, block) => wallClockKey(date, time, block * SLOT_MINUTES)).some(
        (key) => held.has(key),
      ),
    ),
  );
}
