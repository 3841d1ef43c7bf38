import { localDate } from '../contracts/format';

export { localDate };

/** The calendar month (YYYY-MM) of an instant in a time zone: the key of the monthly rollups. */
export const monthKey = (instant: Date, timeZone: string): string => localDate(instant, timeZone).slice(0, 7);
