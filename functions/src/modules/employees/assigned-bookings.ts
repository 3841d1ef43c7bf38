import type { Transaction } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors';
import { bookingSearchTokens } from '../../data/booking-search';
import { bookingsRepository, type StoredBooking } from '../../data/bookings';

/** A transaction writes at most 500 documents; an employee's active bookings stay well below that. */
const MAX_REWRITTEN_BOOKINGS = 400;

/** The employee's bookings that still hold time, bounded so one transaction can rewrite them all. */
export async function activeAssignedBookings(
  tx: Transaction,
  companyId: string,
  employeeId: string,
): Promise<StoredBooking[]> {
  const bookings = await bookingsRepository.activeForEmployeeInTransaction(
    tx,
    companyId,
    employeeId,
    MAX_REWRITTEN_BOOKINGS + 1,
  );
  if (bookings.length > MAX_REWRITTEN_BOOKINGS) {
    throw new AppError(
      'CONFLICT',
      409,
      'This employee has too many open bookings to change at once. Reassign some of them first.',
    );
  }
  return bookings;
}

/** Writes the employee's name (or no employee) into an active booking, with its search words. */
export function renameAssigneeInTransaction(
  tx: Transaction,
  booking: StoredBooking,
  employee: { id: string; name: string } | null,
  now: Date,
): void {
  bookingsRepository.updateInTransaction(tx, booking.id, {
    employeeId: employee?.id ?? null,
    employeeName: employee?.name ?? null,
    ...(booking.hold && !employee ? { hold: { ...booking.hold, employeeScheduleId: null } } : {}),
    searchTokens: bookingSearchTokens({ ...booking, employeeName: employee?.name ?? null }),
    updatedAt: now,
  });
}
