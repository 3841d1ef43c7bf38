import type { BusinessHours, Weekday } from '@contracts/company';
import type { CompanyBooking } from '@contracts/company-bookings';
import type { Employee } from '@contracts/employees';

// The Day view's geometry (docs/decisions/0087-day-view.md): pure, so the drawing is tested without a browser.

/** One hour is 72 px: a 30-minute appointment (the shortest) is 36 px, room for its time and pet. */
export const HOUR_HEIGHT = 72;
const PX_PER_MINUTE = HOUR_HEIGHT / 60;
const DAY_MINUTES = 24 * 60;
/** A closed day with nothing booked still shows a working day's hours. */
const FALLBACK = { open: '09:00', close: '17:00' };
export const UNASSIGNED_COLUMN = 'unassigned';

/** "09:30" -> 570. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The hours drawn, in minutes from midnight: whole hours around the business hours and every appointment. */
export interface DayWindow {
  start: number;
  end: number;
}

export function weekdayOf(date: string): Weekday {
  const days: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  return days[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
}

/** Bookings drawn on the day: every status but cancelled, which frees its time (the List still shows them). */
export const drawnBookings = (bookings: readonly CompanyBooking[]): CompanyBooking[] =>
  bookings.filter((booking) => booking.status !== 'cancelled');

/** The minutes an appointment takes of its member's time: the appointment and its buffer. */
export const endOf = (booking: Pick<CompanyBooking, 'time' | 'duration' | 'bufferMinutes'>): number =>
  minutesOf(booking.time) + booking.duration + (booking.bufferMinutes ?? 0);

export function dayWindow(
  date: string,
  businessHours: BusinessHours | undefined,
  bookings: readonly CompanyBooking[],
): DayWindow {
  const day = businessHours?.[weekdayOf(date)];
  const hours = day && !day.closed ? day : FALLBACK;
  const starts = [minutesOf(hours.open), ...bookings.map((booking) => minutesOf(booking.time))];
  const ends = [minutesOf(hours.close), ...bookings.map(endOf)];
  const start = Math.max(0, Math.floor(Math.min(...starts) / 60) * 60);
  const end = Math.min(DAY_MINUTES, Math.ceil(Math.max(...ends) / 60) * 60);
  return { start, end: Math.max(end, start + 60) };
}

/** The hours of the gutter: 540, 600, ... for 9:00, 10:00, ... up to the window's last full hour. */
export function gutterHours(window: DayWindow): number[] {
  return Array.from({ length: (window.end - window.start) / 60 }, (_, index) => window.start + index * 60);
}

export const windowHeight = (window: DayWindow): number => (window.end - window.start) * PX_PER_MINUTE;

/** How far down the window a time of day (in minutes from midnight) is drawn. */
export const minuteOffset = (minutes: number, window: DayWindow): number => (minutes - window.start) * PX_PER_MINUTE;

/** A block's top and the heights of the appointment and of its buffer (drawn lighter), cut at the window's end. */
export function blockGeometry(
  booking: Pick<CompanyBooking, 'time' | 'duration' | 'bufferMinutes'>,
  window: DayWindow,
): { top: number; height: number; bufferHeight: number } {
  const start = minutesOf(booking.time);
  const appointmentEnd = Math.min(start + booking.duration, window.end);
  const bufferEnd = Math.min(endOf(booking), window.end);
  return {
    top: (start - window.start) * PX_PER_MINUTE,
    height: (appointmentEnd - start) * PX_PER_MINUTE,
    bufferHeight: (bufferEnd - appointmentEnd) * PX_PER_MINUTE,
  };
}

/** Where the current time line is drawn, or null when now is outside the window. */
export function nowOffset(time: string, window: DayWindow): number | null {
  const minutes = minutesOf(time);
  if (minutes < window.start || minutes > window.end) return null;
  return (minutes - window.start) * PX_PER_MINUTE;
}

export interface PlacedBooking {
  booking: CompanyBooking;
  /** Which of `lanes` side-by-side lanes the block sits in (0 first). */
  lane: number;
  lanes: number;
}

/**
 * Overlapping appointments of one column (older data, made before the holds of issue 21) sit side by side, never on
 * top of each other: each takes the first lane free at its start, and every block of a group of overlapping blocks
 * shares the group's number of lanes.
 */
export function sideBySide(bookings: readonly CompanyBooking[]): PlacedBooking[] {
  const sorted = [...bookings].sort(
    (a, b) => minutesOf(a.time) - minutesOf(b.time) || endOf(b) - endOf(a) || a.id.localeCompare(b.id),
  );
  const placed: PlacedBooking[] = [];
  let group: PlacedBooking[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const entry of group) entry.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const booking of sorted) {
    const start = minutesOf(booking.time);
    if (start >= groupEnd) {
      closeGroup();
      groupEnd = start;
    }
    let lane = laneEnds.findIndex((end) => end <= start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = endOf(booking);
    groupEnd = Math.max(groupEnd, endOf(booking));
    const entry = { booking, lane, lanes: 1 };
    group.push(entry);
    placed.push(entry);
  }
  closeGroup();
  return placed;
}

export interface DayColumn {
  /** The employee id, or UNASSIGNED_COLUMN. */
  id: string;
  name: string;
  /** The position, or why the column is there ("Not active"). */
  detail: string;
  bookings: CompanyBooking[];
}

/**
 * One column per active team member in name order; a member who is not active (or no longer on the team) only when
 * he still has an appointment that day; Unassigned when the company has no active member (it works as one person)
 * or when an appointment of the day has nobody, so nothing is hidden.
 */
export function dayColumns(employees: readonly Employee[], bookings: readonly CompanyBooking[]): DayColumn[] {
  const byMember = new Map<string, CompanyBooking[]>();
  for (const booking of bookings) {
    const key = booking.employeeId ?? UNASSIGNED_COLUMN;
    byMember.set(key, [...(byMember.get(key) ?? []), booking]);
  }
  const known = new Set(employees.map((employee) => employee.id));
  const active = employees.filter((employee) => employee.status === 'active');
  const columns: DayColumn[] = [
    ...employees
      .filter((employee) => employee.status === 'active' || byMember.has(employee.id))
      .map((employee) => ({
        id: employee.id,
        name: employee.name,
        detail: employee.status === 'active' ? employee.position : 'Not active',
        bookings: byMember.get(employee.id) ?? [],
      })),
    ...[...byMember.entries()]
      .filter(([id]) => id !== UNASSIGNED_COLUMN && !known.has(id))
      .map(([id, list]) => ({
        id,
        name: list[0]?.employeeName ?? 'Former member',
        detail: 'Not on the team',
        bookings: list,
      })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  if (active.length === 0 || byMember.has(UNASSIGNED_COLUMN)) {
    columns.push({
      id: UNASSIGNED_COLUMN,
      name: 'Unassigned',
      detail: active.length === 0 ? 'Your company' : 'Needs a team member',
      bookings: byMember.get(UNASSIGNED_COLUMN) ?? [],
    });
  }
  return columns;
}
