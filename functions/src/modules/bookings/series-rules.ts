import { addWeeks, format, parseISO } from 'date-fns';
import type { Repeat } from '../../contracts/bookings';

/**
 * The company-local dates of a request: its date, then one every `everyWeeks` weeks for a repeat series
 * (docs/decisions/0091-repeat-series.md). The time of day stays the same on each.
 */
export function seriesDates(date: string, repeat: Repeat | undefined): string[] {
  if (!repeat) return [date];
  return Array.from({ length: repeat.count }, (_, index) =>
    format(addWeeks(parseISO(date), index * repeat.everyWeeks), 'yyyy-MM-dd'),
  );
}

/**
 * Which dates a monthly booking limit leaves out: per month, the dates beyond what is left of it (`bookedIn` gives
 * the bookings the month already counts), in date order. `limit` undefined: no limit.
 */
export function datesOverMonthlyLimit(
  dates: readonly string[],
  bookedIn: (month: string) => number,
  limit: number | undefined,
): Set<string> {
  const over = new Set<string>();
  if (limit === undefined) return over;
  const added = new Map<string, number>();
  for (const date of dates) {
    const month = date.slice(0, 7);
    const count = (added.get(month) ?? 0) + 1;
    added.set(month, count);
    if (bookedIn(month) + count > limit) over.add(date);
  }
  return over;
}
