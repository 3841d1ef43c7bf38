import { assignableBookingStatuses, type BookingStatus } from '@contracts/booking-vocabulary';
import type { CompanyBooking } from '@contracts/company-bookings';
import { holdsAPlace } from '@/components/bookings/booking-terms';
import { addDaysToDate, localDateString } from '@/lib/time-zone';

/** docs/product.md#display-constants: the calendar shows at most 3 appointments a day (the server keeps the upcoming 5). */
export const CALENDAR_DAY_LIMIT = 3;

/** The month Bookings opens on: this device's, as "2026-11". */
export const currentMonth = () => localDateString().slice(0, 7);

/** "2026-11" -> the first and last day of that month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** "2026-11" moved by `delta` months: "2026-12", "2027-01"... */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, monthIndex - 1 + delta, 1));
  return moved.toISOString().slice(0, 7);
}

/** The month as weeks of seven days, Sunday first; days outside the month are null. */
export function calendarWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const lead = new Date(`${from}T00:00:00Z`).getUTCDay();
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = from; day <= to; day = addDaysToDate(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

const byStart = (a: CompanyBooking, b: CompanyBooking) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`);

/** One calendar day: its first 3 appointments by time, and how many more there are ('+N more'). */
export function dayPreview(
  bookings: readonly CompanyBooking[],
  date: string,
): { shown: CompanyBooking[]; more: number; all: CompanyBooking[] } {
  const all = bookings.filter((booking) => booking.date === date).sort(byStart);
  return { shown: all.slice(0, CALENDAR_DAY_LIMIT), more: Math.max(0, all.length - CALENDAR_DAY_LIMIT), all };
}

/** The calendar narrows like the list: by status and by the search words over names. */
export function matchesFilter(booking: CompanyBooking, status: BookingStatus | undefined, search: string): boolean {
  if (status && booking.status !== status) return false;
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text =
    `${booking.customerName} ${booking.petName} ${booking.serviceName} ${booking.employeeName ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The worklist's views (docs/decisions/0094-company-bookings-worklist.md): the company's today first. */
export const worklistViews = ['today', 'upcoming', 'all'] as const;
export type WorklistView = (typeof worklistViews)[number];
export const worklistViewLabels: Record<WorklistView, string> = { today: 'Today', upcoming: 'Upcoming', all: 'All' };

/**
 * What a view asks `GET /api/bookings`: Today is the company's date, Upcoming every day after it, both earliest
 * first; All is every date (or the chosen one), latest first.
 */
export function worklistRange(
  view: WorklistView,
  today: string,
  chosenDate: string,
): { date?: string; from?: string; order: 'asc' | 'desc' } {
  if (view === 'today') return { date: today, order: 'asc' };
  if (view === 'upcoming') return { from: addDaysToDate(today, 1), order: 'asc' };
  return { date: chosenDate || undefined, order: 'desc' };
}

/** The one next step a row menu offers at once; any other status goes through the status dialog. */
export function nextStep(status: BookingStatus): { status: BookingStatus; label: string } | null {
  if (status === 'pending') return { status: 'confirmed', label: 'Confirm' };
  if (status === 'confirmed') return { status: 'in_progress', label: 'Start' };
  if (status === 'in_progress') return { status: 'completed', label: 'Complete' };
  return null;
}

/** Only pending or confirmed appointments move (Reschedule); stays and day bookings hold places night by night. */
export const movable = (booking: CompanyBooking) =>
  (booking.status === 'pending' || booking.status === 'confirmed') && !holdsAPlace(booking);

/** Only an active appointment gets a team member (Assign); the server refuses any stay or day booking. */
export const assignable = (booking: CompanyBooking) =>
  assignableBookingStatuses.includes(booking.status) && !holdsAPlace(booking);
