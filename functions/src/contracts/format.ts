// The one money and date formatting of Petnest (docs/decisions/0070-currency-and-dates.md), for the web app and for the
// texts the server writes: US English, USD with 2 decimals, dates like "Nov 21, 2026".
const currencyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const wallTimeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/**
 * One formatter per locale and options: building one loads its time zone's rules, about a tenth of a millisecond
 * each time, and a booking's texts format a dozen instants. An unknown zone throws here, as the constructor does.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** The wall-clock date ("2026-11-21") and time ("13:05") of an instant in a time zone, from the kept formatter's parts. */
export function wallClock(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    dateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone: "today" on a company's wall clock. */
export const localDate = (at: Date, timeZone: string): string => wallClock(at, timeZone).date;

/** 1234.5 -> "$1,234.50" */
export function formatCurrency(amount: number): string {
  return currencyFormat.format(amount);
}

/** Date, ISO string or epoch -> "Nov 21, 2026", in the given time zone (the viewer's when left out). */
export function formatDate(value: Date | string | number, timeZone?: string): string {
  const format = dateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  });
  return format.format(value instanceof Date ? value : new Date(value));
}

/** A wall-clock time "13:30" -> "1:30 PM" (the slot's own zone is named separately where it differs). */
export function formatTime(value: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  return wallTimeFormat.format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}

/**
 * An instant as the wall clock of a zone, with the zone's name: "Dec 1, 2026 at 10:00 AM Central Time"; `named`
 * false leaves the name out (a reader already in that zone).
 */
export function formatMomentInZone(at: Date, timeZone: string, { named = true }: { named?: boolean } = {}): string {
  const time = dateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
  return `${formatDate(at, timeZone)} at ${time}${named ? ` ${timeZoneLabel(timeZone)}` : ''}`;
}

const timeZoneLabels = new Map<string, string>();

/**
 * "America/Chicago" -> "Central Time" (the generic name, the same in summer and winter). Kept per zone: asking the
 * formatter for it costs about 20 microseconds, and a booking's texts name its zone several times.
 */
export function timeZoneLabel(timeZone: string): string {
  let label = timeZoneLabels.get(timeZone);
  if (label === undefined) {
    try {
      const part = dateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((entry) => entry.type === 'timeZoneName');
      label = part?.value ?? timeZone;
    } catch {
      label = timeZone;
    }
    timeZoneLabels.set(timeZone, label);
  }
  return label;
}

/** A count and its noun, singular for one: (1, 'night') -> "1 night", (3, 'night') -> "3 nights". */
export function formatQuantity(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
