/**
 * The app's formatting. Money and instants come from the one formatter shared with the server
 * (functions/src/contracts/format.ts), and so do wall-clock times; the helpers below format calendar dates and ratings.
 */
export { formatCurrency, formatDate, formatQuantity, formatTime } from '@contracts/format';
import { dateTimeFormat, formatQuantity } from '@contracts/format';
import { priceUnits, type BookingMode } from '@contracts/service-vocabulary';

// A calendar date (YYYY-MM-DD) names a day, not an instant: format it in UTC so no viewer's zone shifts it.
const calendarDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdayDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const ratingFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const compactCurrencyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** "2026-11-21" -> "Nov 21, 2026" (or "Sat, Nov 21, 2026" with the weekday) */
export function formatCalendarDate(value: string, { weekday = false }: { weekday?: boolean } = {}): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return (weekday ? weekdayDateFormat : calendarDateFormat).format(date);
}

/**
 * An instant with its time: "Nov 23, 2026, 2:15 PM", in `timeZone` (a company's, beside its appointments' times) or
 * else the viewer's (audit entries, reports).
 */
export function formatDateTime(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** "2026-11-21" -> { weekday: "Sat", monthDay: "Nov 21" }: a day chip's two lines, from the same formatter. */
export function calendarDateParts(value: string): { weekday: string; monthDay: string } {
  const parts = Object.fromEntries(
    weekdayDateFormat.formatToParts(new Date(`${value}T00:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return { weekday: parts.weekday ?? '', monthDay: `${parts.month ?? ''} ${parts.day ?? ''}`.trim() };
}

/** 90 -> "1 hr 30 min", 60 -> "1 hr", 30 -> "30 min" */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** 4.26 -> "4.3"; ratings are shown out of 5.0 with one decimal. */
export function formatRating(value: number): string {
  return ratingFormat.format(value);
}

/** A calendar month "2026-11" -> "Nov 2026" (chart axes and month lists). */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** Axis ticks in dollars that stay short: 1250 -> "$1.3K", 80 -> "$80". */
export function formatCurrencyCompact(amount: number): string {
  return compactCurrencyFormat.format(amount);
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A percentage the API gives as a number of percent: 12.34 -> "12.3%"; `signed` writes growth as "+12.3%". */
export function formatPercent(value: number, { signed = false }: { signed?: boolean } = {}): string {
  const text = `${percentFormat.format(value)}%`;
  return signed && value > 0 ? `+${text}` : text;
}

const countFormat = new Intl.NumberFormat('en-US');

/** Whole counts with thousands separators: 12345 -> "12,345". */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** "1 night", "4 nights". */
export const formatNights = (nights: number): string => formatQuantity(nights, 'night');

/** What one price buys, written after the amount: " / night" for a stay, " / day" for day care, nothing otherwise. */
export function priceUnitSuffix(bookingMode: BookingMode): string {
  const unit = priceUnits[bookingMode];
  return unit ? ` / ${unit}` : '';
}
