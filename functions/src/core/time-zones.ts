import { dateTimeFormat } from '../contracts/format';

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone: "today" on a company's wall clock. Read from the
 * formatter's parts, kept per zone: a booking asks for several, and a pattern formatter costs several times more.
 */
export function localDate(instant: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    instant,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar month (YYYY-MM) of an instant in a time zone: the key of the monthly rollups. */
export const monthKey = (instant: Date, timeZone: string): string => localDate(instant, timeZone).slice(0, 7);
