import { monthKey } from '../../core/time-zones';

/** "2026-03" moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + by;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months ending with the current one in the company's time zone, oldest first. */
export function recentMonths(now: Date, timeZone: string, count: number): string[] {
  const current = monthKey(now, timeZone);
  return Array.from({ length: count }, (_, index) => shiftMonth(current, index - count + 1));
}

/** The first instant of a month in a time zone, to the hour (zones differ from UTC by whole or half hours). */
export function monthStart(month: string, timeZone: string): Date {
  const guess = new Date(`${month}-01T00:00:00Z`);
  const local = new Date(guess.toLocaleString('en-US', { timeZone }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (local.getTime() - utc.getTime()));
}
