import type { Transaction } from 'firebase-admin/firestore';
import { assignableBookingStatuses } from '../../contracts/booking-vocabulary';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { employeesRepository } from '../../data/employees';
import { servicesRepository } from '../../data/services';
import { holdFor } from './booking-hold';
import { tellAssigned, type TeamRecipient } from './booking-notifier';
import { usersRepository } from '../../data/users';
import { bookingSearchTokens } from '../../data/booking-search';
import { bookingsRepository, teamTimeOf, type StoredBooking } from '../../data/bookings';
import { activeBookingStatuses } from '../../contracts/booking-vocabulary';
import {
  clashIn,
  companyAsOnePerson,
  employeePerformer,
  isQualified,
  performersOf,
  pickPerformer,
  worksThrough,
  type Performer,
} from './team-availability';

/**
 * docs/product.md#booking-statuses: move a pending or confirmed booking to a team member who performs its service,
 * works through the whole appointment and is free for it (409 EMPLOYEE_BUSY naming the clash otherwise). A company
 * with active employees keeps every appointment on one of them; a company without keeps Unassigned (its own
 * schedule). The schedules are read and written in this transaction, so two overlapping moves can never both win.
 */
export async function assignEmployee(
  companyId: string,
  bookingId: string,
  employeeId: string | null,
  clock: Clock,
): Promise<StoredBooking> {
  const now = clock.now();
  return db().runTransaction(async (tx) => {
    const booking = await movableAppointmentInTransaction(tx, companyId, bookingId, {
      status: 'Employees can only be assigned to pending or confirmed bookings.',
      placeBooking:
        'Stays and day bookings take a place, not a team member’s time: they are not assigned to employees.',
    });
    if (booking.employeeId === employeeId && isHeldWhereItBelongs(booking)) return booking;
    const performer = await availablePerformer(tx, booking, employeeId);
    const told = performer.employeeId ? await teamRecipientInTransaction(tx, booking, performer.employeeId) : null;
    const moved = moveInTransaction(tx, booking, performer, now);
    if (told) await tellAssigned(tx, moved, told.member, told.companyTakesEmail, now);
    return moved;
  });
}

/**
 * The company's pending or confirmed appointment, read in the transaction of a change to it (404 for another
 * company's); 409 with `refusals.status` for another status, with `refusals.placeBooking` for a stay or day booking.
 */
export async function movableAppointmentInTransaction(
  tx: Transaction,
  companyId: string,
  bookingId: string,
  refusals: { status: string; placeBooking: string },
): Promise<StoredBooking> {
  const booking = await bookingsRepository.getInTransaction(tx, bookingId);
  if (!booking || booking.companyId !== companyId) throw notFound('Booking not found');
  if (!assignableBookingStatuses.includes(booking.status)) throw new AppError('CONFLICT', 409, refusals.status);
  if (booking.bookingMode === 'stay' || booking.bookingMode === 'day')
    throw new AppError('CONFLICT', 409, refusals.placeBooking);
  return booking;
}

/** The assigned member as a mail recipient (none without an address) and the company's email choice, read first. */
export async function teamRecipientInTransaction(
  tx: Transaction,
  booking: StoredBooking,
  employeeId: string,
): Promise<{ member: TeamRecipient; companyTakesEmail: boolean } | null> {
  const [employee, takingEmail] = await Promise.all([
    employeesRepository.getInTransaction(tx, booking.companyId, employeeId),
    usersRepository.takingEmailInTransaction(tx, [booking.companyId]),
  ]);
  if (!employee?.email) return null;
  return {
    member: { employeeId, name: employee.name, email: employee.email },
    companyTakesEmail: takingEmail.has(booking.companyId),
  };
}

const appointmentOf = (booking: StoredBooking) => ({
  date: booking.date,
  time: booking.time,
  timeZone: booking.timeZone,
  minutes: booking.duration + (booking.bufferMinutes ?? 0),
});

/**
 * Whether the booking's blocks are held by its team member (or the company) in its day's document; a hold made before
 * Nov 29, 2026 keeps them in the member's own schedule document (docs/decisions/0114-team-days.md).
 */
const isHeldWhereItBelongs = (booking: StoredBooking) =>
  Boolean(booking.hold?.employeeScheduleId) && booking.hold?.teamDayId === holdFor(booking).teamDayId;

/** The booking's team member's time moves to `performer`'s schedule, in the caller's transaction. */
function moveInTransaction(tx: Transaction, booking: StoredBooking, performer: Performer, now: Date): StoredBooking {
  const current = booking.hold ?? holdFor(booking);
  const { employeeBlocks: blocks, teamDayId } = holdFor(booking);
  const held = teamTimeOf(current);
  if (held) bookingsRepository.releaseEmployeeInTransaction(tx, held, current.employeeBlocks ?? current.petBlocks);
  bookingsRepository.holdEmployeeInTransaction(
    tx,
    booking.id,
    { scheduleId: performer.scheduleId, teamDayId },
    blocks!,
  );
  const patch = {
    employeeId: performer.employeeId,
    employeeName: performer.name,
    hold: { ...current, employeeScheduleId: performer.scheduleId, employeeBlocks: blocks, teamDayId },
    searchTokens: bookingSearchTokens({ ...booking, employeeName: performer.name }),
    updatedAt: now,
  };
  bookingsRepository.updateInTransaction(tx, booking.id, patch);
  return { ...booking, ...patch };
}

export type Placement = 'kept' | 'placed' | 'unplaceable';

/**
 * `npm run admin -- assign-open-bookings`: an active booking that holds no team member's time (made before issue 21,
 * or whose member was removed) gets the free qualified member with the fewest appointments that day, or the
 * company's own schedule when it has no active employees; 'unplaceable' when nobody is free. A booking held in its
 * member's own schedule document (before Nov 29, 2026) moves into its day's document, with that member while he
 * is free. Idempotent: a booking already held by its member in its day's document is kept.
 */
export async function placeOpenBooking(bookingId: string, clock: Clock): Promise<Placement> {
  const now = clock.now();
  return db().runTransaction(async (tx) => {
    const booking = await bookingsRepository.getInTransaction(tx, bookingId);
    // Stays and day bookings hold places, never a team member's time (docs/decisions/0086-stays-by-the-night.md).
    if (!booking || !activeBookingStatuses.includes(booking.status) || booking.bookingMode) return 'kept';
    const [employees, service] = await Promise.all([
      employeesRepository.listInTransaction(tx, booking.companyId),
      servicesRepository.getInTransaction(tx, booking.companyId, booking.serviceId),
    ]);
    const hasTeam = employees.some((employee) => employee.status === 'active');
    const held =
      booking.hold?.employeeScheduleId === holdFor(booking).employeeScheduleId && isHeldWhereItBelongs(booking);
    if (held && (booking.employeeId || !hasTeam)) return 'kept';
    const performers = performersOf(booking.companyId, service ?? {}, employees);
    const schedules = await bookingsRepository.teamBlocksOn(booking.companyId, [booking.date], tx);
    const blocks = holdFor(booking).employeeBlocks!;
    const free = performers.filter(
      (performer) =>
        worksThrough(performer, appointmentOf(booking)) &&
        !clashIn(schedules.get(performer.scheduleId) ?? {}, blocks, booking.id),
    );
    // A booking whose hold only moves into its day's document keeps its team member when he is still free.
    const chosen =
      free.find((performer) => performer.scheduleId === booking.hold?.employeeScheduleId) ??
      pickPerformer(free, schedules, booking.date, booking.timeZone);
    if (!chosen) return 'unplaceable';
    moveInTransaction(tx, booking, chosen, now);
    return 'placed';
  });
}

/** Who may take the booking over: the named active, qualified, working and free team member, or the company itself. */
export async function availablePerformer(
  tx: Transaction,
  booking: StoredBooking,
  employeeId: string | null,
): Promise<Performer> {
  const [employees, service] = await Promise.all([
    employeesRepository.listInTransaction(tx, booking.companyId),
    servicesRepository.getInTransaction(tx, booking.companyId, booking.serviceId),
  ]);
  const hasTeam = employees.some((employee) => employee.status === 'active');
  let performer: Performer;
  if (employeeId === null) {
    if (hasTeam)
      throw new AppError(
        'CONFLICT',
        409,
        'Every appointment needs a team member while your company has active employees. Choose who does it.',
      );
    performer = companyAsOnePerson(booking.companyId);
  } else {
    const employee = employees.find((candidate) => candidate.id === employeeId);
    if (!employee) throw notFound('Employee not found');
    performer = employeePerformer(booking.companyId, employee);
    if (employee.status !== 'active')
      throw new AppError('EMPLOYEE_UNAVAILABLE', 409, `${employee.name} is not active and cannot be assigned.`);
    if (service && !isQualified(service, employee.id))
      throw new AppError('EMPLOYEE_UNAVAILABLE', 409, `${employee.name} does not perform ${booking.serviceName}.`);
    if (!worksThrough(performer, appointmentOf(booking)))
      throw new AppError('EMPLOYEE_UNAVAILABLE', 409, `${employee.name} is not working at that time.`);
  }
  const schedules = await bookingsRepository.teamBlocksOn(booking.companyId, [booking.date], tx);
  const schedule = schedules.get(performer.scheduleId) ?? {};
  const clash = clashIn(schedule, holdFor(booking).employeeBlocks!, booking.id);
  if (clash) {
    const other = await bookingsRepository.getInTransaction(tx, clash);
    const what = other ? `${other.serviceName} for ${other.petName} at ${other.time}` : 'another appointment then';
    throw new AppError(
      'EMPLOYEE_BUSY',
      409,
      `${performer.name ?? 'Your company'} already has ${what}, which overlaps this appointment.`,
      { bookingId: clash },
    );
  }
  return performer;
}
