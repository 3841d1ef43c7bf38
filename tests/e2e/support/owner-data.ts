import { writeFileSync } from 'node:fs';

/** A valid 1x1 PNG: the API checks a photo's type by its bytes, so a test photo must be a real image. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const pngBytes = (): Buffer => Buffer.from(PNG_1X1, 'base64');

export function writePng(path: string): string {
  writeFileSync(path, pngBytes());
  return path;
}

/** A Monday-to-Friday date `days` or more ahead, as YYYY-MM-DD (the demo companies are closed at weekends). */
export function weekdayAhead(days: number): string {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The first Monday-to-Friday date after `date`. */
export function weekdayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  do next.setUTCDate(next.getUTCDate() + 1);
  while ([0, 6].includes(next.getUTCDay()));
  return next.toISOString().slice(0, 10);
}

/** "2026-11-21" -> "Nov 21, 2026", as the booking cards write it. */
export function cardDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A distant weekday that another run or test is unlikely to take: far ahead, varied per call. */
export function distantWeekday(): string {
  return weekdayAhead(40 + Math.floor(Math.random() * 200));
}
