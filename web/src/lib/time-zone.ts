/*
 * Time-zone helpers on Intl, which knows the IANA zones (docs/architecture.md#web-app: never zone maths by hand).
 * Booking times are wall-clock times in the company's zone; comparing wall-clock strings within one zone is exact.
 */

import { wallClock } from '@contracts/format';

export { timeZoneLabel } from '@contracts/format';

export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The wall-clock date ("2026-11-21") and time ("13:05") at `now` in `timeZone`. */
export const wallClockNow = (timeZone: string, now: Date = new Date()) => wallClock(now, timeZone);

/** True when `date` at `time`, read in `timeZone`, is still ahead of `now`. */
export function isFutureWallTime(date: string, time: string, timeZone: string, now: Date = new Date()): boolean {
  const current = wallClockNow(timeZone, now);
  return `${date}T${time}` > `${current.date}T${current.time}`;
}

/** The viewer's own calendar date of `now`, as "YYYY-MM-DD". */
export function localDateString(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "2026-11-21" plus `days` calendar days. */
export function addDaysToDate(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar date written "2026-11-21" (not "2026-02-31"). */
export function isCalendarDate(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
