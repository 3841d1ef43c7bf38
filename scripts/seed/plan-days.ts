// The days the demo data set's plans fall on: weekdays only, past visits before today and coming ones from today on,
// whatever day of the week the seed runs.
import { addDays } from 'date-fns';
import { DAY_MS, HOUR_MS } from '../../functions/src/contracts/durations';

/** The next Monday-to-Friday date on or after `date`. */
export function weekday(date: Date): Date {
  const day = date.getUTCDay();
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
}

/** The last Monday-to-Friday date on or before `date`. */
export function weekdayBefore(date: Date): Date {
  const day = date.getUTCDay();
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, -2) : date;
}

/**
 * A plan's day and when it was booked. A past plan's weekend moves back to the Friday before it (moved forward, a
 * Monday seed would put "two days ago" on today); a coming one's moves on to the Monday after. A coming visit was
 * booked within the last 40 hours (spread by its day, so the recent bookings were not all made at one minute; never
 * before the owner joined), one that has taken place five days before it.
 */
export function scheduleOf(daysFromNow: number, now: Date, ownerJoined: Date): { day: Date; bookedAt: Date } {
  const day = daysFromNow < 0 ? weekdayBefore(addDays(now, daysFromNow)) : weekday(addDays(now, daysFromNow));
  if (daysFromNow <= 2) return { day, bookedAt: new Date(day.getTime() - 5 * DAY_MS) };
  const bookedAt = new Date(now.getTime() - ((daysFromNow * 7) % 41) * HOUR_MS);
  return { day, bookedAt: bookedAt < ownerJoined ? now : bookedAt };
}
