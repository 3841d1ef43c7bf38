import { addDays, format, parseISO } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { localDate } from '../contracts/format';

/**
 * When a company's weekly summary is due: Monday at 08:00 on the company's wall clock
 * (docs/decisions/0099-weekly-summary-and-critical-alerts.md). Kept on the company as `nextSummaryAt`, an instant the
 * hourly job queries with `<= now`, so a run reads only the companies that are due.
 */
export const SUMMARY_LOCAL_TIME = '08:00';

/** The first Monday 08:00 in `timeZone` strictly after `after`, as an instant. */
export function nextSummaryDue(after: Date, timeZone: string): Date {
  const today = parseISO(localDate(after, timeZone));
  const isoWeekday = Number(formatInTimeZone(after, timeZone, 'i'));
  for (let monday = addDays(today, (8 - isoWeekday) % 7); ; monday = addDays(monday, 7)) {
    const due = fromZonedTime(`${format(monday, 'yyyy-MM-dd')}T${SUMMARY_LOCAL_TIME}:00`, timeZone);
    if (due > after) return due;
  }
}

/** The company-local date (YYYY-MM-DD) of the Monday that starts the ISO week holding `at`, and the next one. */
export function localWeekOf(at: Date, timeZone: string): { monday: string; nextMonday: string } {
  const today = parseISO(localDate(at, timeZone));
  const monday = addDays(today, 1 - Number(formatInTimeZone(at, timeZone, 'i')));
  return { monday: format(monday, 'yyyy-MM-dd'), nextMonday: format(addDays(monday, 7), 'yyyy-MM-dd') };
}
