import { formatInTimeZone } from 'date-fns-tz';
import { dateTimeFormat } from '../contracts/format';

/** The calendar date (YYYY-MM-DD) of an instant in a time zone: "today" on a company's wall clock. */
export const localDate = (instant: Date, timeZone: string): string => formatInTimeZone(instant, timeZone, 'yyyy-MM-dd');

/** The calendar month (YYYY-MM) of an instant in a time zone: the key of the monthly rollups. */
export function monthKey(instant: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(instant);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${year}-${month}`;
}
