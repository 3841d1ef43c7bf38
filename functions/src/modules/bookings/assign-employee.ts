import type { Transaction } from 'firebase-admin/firestore';
import { assignableBookingStatuses } from '../../contracts/company-bookings';
import type { Employee } from '../../contracts/employees';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { employeesRepository } from '../../data/employees';
import { holdFor } from './booking-hold';
import { bookingSearchTokens } from '../../data/booking-search';
import { bookingsRepository, holdIds, type StoredBooking } from '../../data/bookings';

/**
 * docs/product.md#booking-statuses: assign one of the company's active employees to a pending or confirmed booking, or null
 * for Unassigned. The employee's schedule document holds the booking's half-hour blocks and is read and written in
 * this transaction, so two overlapping assignments of one employee can never both win: the second gets a 409.
 */
export async function assignEmployee(
  companyId: string,
  bookingId: string,
  employeeId: string | null,
  clock: Clock,
): Promise<StoredBooking> {
  const now = clock.now();
  return db().runTransaction(async (tx) => {
    const booking = await bookingsRepository.getInTransaction(tx, bookingId);
    if (!booking || booking.companyId !== companyId) throw notFound('Booking not found');
    if (!assignableBookingStatuses.includes(booking.status)) {
      throw new AppError('CONFLICT', 409, 'Employees can only be assigned to pending or confirmed bookings.');
    }
    if (booking.employeeId === employeeId) return booking;
    const employee = employeeId ? await availableEmployee(tx, booking, employeeId) : null;

    const hold = booking.hold ?? holdFor(booking);
    if (hold.employeeScheduleId)
      bookingsRepository.releaseEmployeeInTransaction(tx, hold.employeeScheduleId, hold.petBlocks);
    const employeeScheduleId = employee ? holdIds.employeeSchedule(companyId, employee.id) : null;
    if (employeeScheduleId)
      bookingsRepository.holdEmployeeInTransaction(tx, bookingId, employeeScheduleId, hold.petBlocks);
    const patch = {
      employeeId: employee?.id ?? null,
      employeeName: employee?.name ?? null,
      hold: { ...hold, employeeScheduleId },
      searchTokens: bookingSearchTokens({ ...booking, employeeName: employee?.name ?? null }),
      updatedAt: now,
    };
    bookingsRepository.updateInTransaction(tx, bookingId, patch);
    return { ...booking, ...patch };
  });
}

/** The company's employee, active, and free for every half hour of the booking. */
async function availableEmployee(tx: Transaction, booking: StoredBooking, employeeId: string): Promise<Employee> {
  const scheduleRef = bookingsRepository.employeeScheduleRef(holdIds.employeeSchedule(booking.companyId, employeeId));
  const [employeeSnapshot, scheduleSnapshot] = await tx.getAll(
    employeesRepository.ref(booking.companyId, employeeId),
    scheduleRef,
  );
  const employee = employeesRepository.fromSnapshot(employeeSnapshot);
  if (!employee) throw notFound('Employee not found');
  if (employee.status !== 'active')
    throw new AppError('CONFLICT', 409, `${employee.name} is not active and cannot be assigned.`);
  const busy = bookingsRepository.petBlocksFromSnapshot(scheduleSnapshot);
  const blocks = (booking.hold ?? holdFor(booking)).petBlocks;
  if (blocks.some((block) => busy[block] && busy[block] !== booking.id)) {
    throw new AppError('CONFLICT', 409, `${employee.name} is already assigned to another booking at that time.`);
  }
  return employee;
}
