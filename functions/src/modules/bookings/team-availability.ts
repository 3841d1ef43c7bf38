import type { Weekday } from '../../contracts/company';
import type { EmployeeDayHours, TeamMember } from '../../contracts/employees';
import { holdIds } from '../../data/bookings';
import { fitsWithin, occupiedBlocks, slotStart, weekdayOf } from './booking-rules';
import { shiftDate } from './stay-rules';

// Who can take an appointment (issue 21, docs/decisions/0073-availability-per-team-member.md): pure rules shared by
// the availability answer, booking creation and assignment, so the owner and the company see the same truth.

/** Whoever does the work: a team member, or the company itself when it has no active employees. */
export interface Performer {
  employeeId: string | null;
  name: string | null;
  /** The employeeSchedules document holding this performer's blocks. */
  scheduleId: string;
  /** The member's working hours; null for the company itself (its business hours are checked for every slot). */
  workingHours: Record<Weekday, EmployeeDayHours> | null;
}

/** A schedule: half-hour block key -> the booking holding it. */
export type Schedule = Record<string, string>;

/** The company as one person: every appointment of a company without active employees holds this schedule. */
export const companyAsOnePerson = (companyId: string): Performer => ({
  employeeId: null,
  name: null,
  scheduleId: holdIds.companySchedule(companyId),
  workingHours: null,
});

export const employeePerformer = (companyId: string, employee: TeamMember): Performer => ({
  employeeId: employee.id,
  name: employee.name,
  scheduleId: holdIds.employeeSchedule(companyId, employee.id),
  workingHours: employee.workingHours,
});

export const isQualified = (service: { employeeIds?: string[] }, employeeId: string): boolean =>
  !service.employeeIds?.length || service.employeeIds.includes(employeeId);

/**
 * Who performs a service: its named team members (every one when it names none) among the active employees, in name
 * order; the company itself when it has no active employee. Named members who all left leave nobody.
 */
export function performersOf(
  companyId: string,
  service: { employeeIds?: string[] },
  employees: readonly TeamMember[],
): Performer[] {
  const active = employees.filter((employee) => employee.status === 'active');
  if (active.length === 0) return [companyAsOnePerson(companyId)];
  return active
    .filter((employee) => isQualified(service, employee.id))
    .map((employee) => employeePerformer(companyId, employee));
}

/** An appointment to place: its company-local date and time, its time zone and its length with the buffer. */
export interface Appointment {
  date: string;
  time: string;
  timeZone: string;
  minutes: number;
}

/** The team member's blocks of an appointment: its length with the buffer. */
export const appointmentBlocks = (appointment: Appointment): string[] =>
  occupiedBlocks(slotStart(appointment.date, appointment.time, appointment.timeZone), appointment.minutes).map(
    holdIds.petBlock,
  );

/** Whether the performer works through the whole appointment on its weekday. */
export function worksThrough(performer: Performer, appointment: Appointment): boolean {
  if (!performer.workingHours) return true;
  const day = performer.workingHours[weekdayOf(appointment.date)];
  return Boolean(day?.available) && fitsWithin(appointment.time, appointment.minutes, day.start, day.end);
}

/** The booking that already holds one of `blocks`, other than `bookingId` itself. */
export function clashIn(schedule: Schedule, blocks: readonly string[], bookingId?: string): string | undefined {
  return blocks.map((block) => schedule[block]).find((holder) => holder && holder !== bookingId);
}

/** The performers who work through the appointment and hold none of its blocks yet. */
export function freePerformers(
  performers: readonly Performer[],
  schedules: ReadonlyMap<string, Schedule>,
  appointment: Appointment,
): Performer[] {
  const blocks = appointmentBlocks(appointment);
  return performers.filter(
    (performer) => worksThrough(performer, appointment) && !clashIn(schedules.get(performer.scheduleId) ?? {}, blocks),
  );
}

/** The block keys a company-local `date` spans: from its midnight (inclusive) to the next midnight (exclusive). */
function dayBlockRange(date: string, timeZone: string): { from: string; to: string } {
  return {
    from: holdIds.petBlock(slotStart(date, '00:00', timeZone)),
    to: holdIds.petBlock(slotStart(shiftDate(date, 1), '00:00', timeZone)),
  };
}

/** How many appointments the schedule holds between two block keys. */
function appointmentsWithin(schedule: Schedule, { from, to }: { from: string; to: string }): number {
  const bookings = new Set<string>();
  for (const [block, bookingId] of Object.entries(schedule)) if (block >= from && block < to) bookings.add(bookingId);
  return bookings.size;
}

/** The server's choice among free performers: fewest appointments that day first, then by name. */
export function pickPerformer(
  free: readonly Performer[],
  schedules: ReadonlyMap<string, Schedule>,
  date: string,
  timeZone: string,
): Performer | undefined {
  // Each performer's load is counted once, not on every comparison of the sort.
  const day = dayBlockRange(date, timeZone);
  const loads = new Map(
    free.map((performer) => [performer, appointmentsWithin(schedules.get(performer.scheduleId) ?? {}, day)]),
  );
  return [...free].sort(
    (a, b) =>
      loads.get(a)! - loads.get(b)! ||
      (a.name ?? '').localeCompare(b.name ?? '') ||
      a.scheduleId.localeCompare(b.scheduleId),
  )[0];
}

/** Whether a team member may take an appointment over, and if not the first reason `assign` would refuse with. */
export type AssignVerdict =
  { reason: 'free' } | { reason: 'busy'; clash: string } | { reason: 'not_qualified' | 'not_working' | 'inactive' };

/**
 * The assign dialog's answer for one member, checked in the order `assignEmployee` refuses (inactive, not
 * performing the service, not working through it, busy), so a member listed as free is one `assign` accepts.
 * `blocks` are the appointment's blocks with its buffer; the booking's own blocks never clash with itself.
 */
export function assignVerdict(
  companyId: string,
  employee: TeamMember,
  service: { employeeIds?: string[] } | undefined,
  appointment: Appointment,
  blocks: readonly string[],
  schedule: Schedule,
  bookingId: string,
): AssignVerdict {
  if (employee.status !== 'active') return { reason: 'inactive' };
  if (service && !isQualified(service, employee.id)) return { reason: 'not_qualified' };
  if (!worksThrough(employeePerformer(companyId, employee), appointment)) return { reason: 'not_working' };
  const clash = clashIn(schedule, blocks, bookingId);
  return clash ? { reason: 'busy', clash } : { reason: 'free' };
}
