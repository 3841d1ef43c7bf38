import { dateTimeFormat } from '../contracts/format';

/** The calendar month (YYYY-MM) of an instant in a time zone: the key of the monthly rollups. */
export function monthKey(instant: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(instant);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${year}-${month}`;
}
