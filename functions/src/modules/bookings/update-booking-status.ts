import type { Transaction } from 'firebase-admin/firestore';
import { activeBookingStatuses, type BookingStatus } from '../../contracts/booking-vocabulary';
import { formatDate } from '../../contracts/format';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { firstResponseDelta } from '../analytics';
import { rollupsRepository, type MonthDelta } from '../../data/rollups';
import { customersRepository } from '../../data/customers';
import { employeesRepository } from '../../data/employees';
import { holdFor } from './booking-hold';
import { ownerHearsOf, tellStatusSet } from './booking-notifier';
import { clashIn } from './team-availability';
import { bookingCounters } from '../../data/counters';
import { moveCounters } from '../../data/counter-moves';
import { bookingsRepository, holdIds, type BookingHold, type StoredBooking } from '../../data/bookings';
import { servicesRepository } from '../../data/services';
import { usersRepository } from '../../data/users';
import { stayMessages } from '../../contracts/bookings';
import { slotStart } from './booking-rules';
import { fullDate, placeDates } from './stay-rules';

export interface StatusUpdateOptions {
  /**
   * docs/product.md#booking-statuses: the modal's notify-customer checkbox; the owner hears of a status other than
   * confirmed, cancelled or completed (in the app and by email) only when it is ticked.
   */
  notifyCustomer?: boolean;
}

/**
 * A company sets any status (the spec shows no restriction; docs/product.md#booking-statuses); every change is recorded with who and when.
 * Leaving the active statuses frees the slot (and the assigned employee's time); coming back to one takes it again
 * if it is still free. Completing counts the revenue, the customer's spending and the employee's appointments.
 */
export async function updateBookingStatus(
  actor: AuthUser,
  companyId: string,
  bookingId: string,
  status: BookingStatus,
  note: string,
  clock: Clock,
  options: StatusUpdateOptions = {},
): Promise<StoredBooking> {
  const now = clock.now();
  return db().runTransaction(async (tx) => {
    const booking = await bookingsRepository.getInTransaction(tx, bookingId);
    if (!booking || (booking.companyId !== companyId && actor.role !== 'superadmin'))
      throw notFound('Booking not found');
    if (booking.status === status) return booking;
    const statusHistory = [...booking.statusHistory, { status, at: now, by: actor.uid, role: actor.role, note }];
    const told = ownerHearsOf(status, Boolean(options.notifyCustomer));
    const ownerContact = told ? await usersRepository.contactInTransaction(tx, booking.ownerId) : null;
    const hold = await nextHold(tx, booking, activeBookingStatuses.includes(status));
    const delta = {
      ...statusDelta(booking.status, status, booking.totalAmount),
      ...firstResponseDelta(booking.statusHistory, actor.role, booking.createdAt, now),
    };
    const employeeExists = Boolean(
      delta.completed &&
      booking.employeeId &&
      (await tx.get(employeesRepository.ref(booking.companyId, booking.employeeId))).exists,
    );

    if (booking.hold && !hold) bookingsRepository.releaseInTransaction(tx, booking.hold);
    if (!booking.hold && hold) bookingsRepository.holdInTransaction(tx, bookingId, hold);
    bookingsRepository.updateInTransaction(tx, bookingId, { status, statusHistory, hold, updatedAt: now });
    await moveCounters(tx, (counters) => {
      bookingCounters.apply(counters, booking, { ...booking, status });
      rollupsRepository.move(counters, booking.companyId, booking.date, delta, booking.serviceId, booking.category);
    });
    if (delta.revenue)
      customersRepository.addSpentInTransaction(tx, booking.companyId, booking.ownerId, delta.revenue, now);
    if (employeeExists && delta.completed)
      employeesRepository.addCompletedInTransaction(tx, booking.companyId, booking.employeeId!, delta.completed, now);
    if (ownerContact)
      await tellStatusSet(
        tx,
        { ...booking, statusHistory },
        { status, note },
        { address: booking.ownerEmail, ...ownerContact },
        now,
      );
    return { ...booking, status, statusHistory, hold, updatedAt: now };
  });
}

/** Coming back to an active status takes the pet's and the team member's time again, if both are still free. */
async function nextHold(tx: Transaction, booking: StoredBooking, active: boolean): Promise<BookingHold | null> {
  if (!active) return null;
  if (booking.hold) return booking.hold;
  const hold = holdFor(booking);
  if (hold.capacityNightIds) return reopenedPlaces(tx, booking, hold);
  const [schedule, teamDay] = await tx.getAll(
    bookingsRepository.petScheduleRef(hold.petScheduleId),
    bookingsRepository.teamDayRef(booking.companyId, booking.date),
  );
  const busy = bookingsRepository.petBlocksFromSnapshot(schedule);
  if (hold.petBlocks.some((block) => busy[block])) {
    throw new AppError('SLOT_TAKEN', 409, 'That time has been booked since; the booking cannot be reopened.');
  }
  const teamBlocks = bookingsRepository.teamBlocksFromSnapshots([teamDay]).get(hold.employeeScheduleId!) ?? {};
  if (clashIn(teamBlocks, hold.employeeBlocks ?? hold.petBlocks)) {
    throw new AppError(
      'EMPLOYEE_BUSY',
      409,
      `${booking.employeeName ?? 'The company'} has another appointment at that time; the booking cannot be reopened.`,
    );
  }
  return hold;
}

/**
 * A stay or day booking comes back only while its pet is free on those dates and every night (or the day) still has
 * a place of the service's capacity (docs/decisions/0086-stays-by-the-night.md).
 */
async function reopenedPlaces(tx: Transaction, booking: StoredBooking, hold: BookingHold): Promise<BookingHold> {
  const [schedule, serviceSnapshot, ...nights] = await tx.getAll(
    bookingsRepository.petScheduleRef(hold.petScheduleId),
    servicesRepository.ref(booking.companyId, booking.serviceId),
    ...hold.capacityNightIds!.map((id) => bookingsRepository.capacityNightRef(id)),
  );
  const busy = bookingsRepository.petBlocksFromSnapshot(schedule);
  if (hold.petBlocks.some((night) => busy[night]))
    throw new AppError('SLOT_TAKEN', 409, `${stayMessages.petBusy(booking.petName)} The booking cannot be reopened.`);
  const service = servicesRepository.fromSnapshot(serviceSnapshot);
  const taken = new Map(nights.map((night) => [night.id, bookingsRepository.capacityTakenFromSnapshot(night)]));
  const full = fullDate(
    placeDates(booking),
    (date) => taken.get(holdIds.capacityNight(booking.companyId, booking.serviceId, date)) ?? 0,
    service?.capacity ?? 0,
  );
  if (full)
    throw new AppError(
      'FULLY_BOOKED',
      409,
      `No place is left on ${formatDate(slotStart(full, '12:00', booking.timeZone), booking.timeZone)} since; the booking cannot be reopened.`,
      { date: full },
    );
  return hold;
}

/** How the monthly rollup moves when a booking goes from one status to another. */
export function statusDelta(from: BookingStatus, to: BookingStatus, amount: number): MonthDelta {
  const count = (status: BookingStatus, target: BookingStatus) => (status === target ? 1 : 0);
  const completed = count(to, 'completed') - count(from, 'completed');
  return { completed, revenue: completed * amount, cancelled: count(to, 'cancelled') - count(from, 'cancelled') };
}
