import type { Transaction } from 'firebase-admin/firestore';
import { activeBookingStatuses, type BookingStatus } from '../../contracts/bookings';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { monthKey } from '../../core/time-zones';
import { rollupsRepository, type MonthDelta } from '../analytics/rollups.repository';
import { customersRepository } from '../customers/customers.repository';
import { holdFor } from './booking-hold';
import { bookingsRepository, type BookingHold, type StoredBooking } from './bookings.repository';

/**
 * A company sets any status (document 2 shows no restriction); every change is recorded with who and when.
 * Leaving the active statuses frees the slot; coming back to one takes it again if it is still free. Completing
 * counts the revenue and the customer's spending.
 */
export async function updateBookingStatus(actor: AuthUser, companyId: string, bookingId: string, status: BookingStatus, note: string, clock: Clock): Promise<StoredBooking> {
  const now = clock.now();
  return db().runTransaction(async (tx) => {
    const booking = await bookingsRepository.getInTransaction(tx, bookingId);
    if (!booking || (booking.companyId !== companyId && actor.role !== 'superadmin')) throw notFound('Booking not found');
    if (booking.status === status) return booking;
    const statusHistory = [...booking.statusHistory, { status, at: now, by: actor.uid, role: actor.role, note }];
    const hold = await nextHold(tx, booking, activeBookingStatuses.includes(status));
    if (booking.hold && !hold) bookingsRepository.releaseInTransaction(tx, booking.hold);
    if (!booking.hold && hold) bookingsRepository.holdInTransaction(tx, bookingId, hold, now);
    bookingsRepository.updateInTransaction(tx, bookingId, { status, statusHistory, hold, updatedAt: now });

    const delta = statusDelta(booking.status, status, booking.totalAmount);
    rollupsRepository.moveInTransaction(tx, booking.companyId, monthKey(booking.startAt, booking.timeZone), delta);
    if (delta.revenue) customersRepository.addSpentInTransaction(tx, booking.companyId, booking.ownerId, delta.revenue, now);
    return { ...booking, status, statusHistory, hold, updatedAt: now };
  });
}

async function nextHold(tx: Transaction, booking: StoredBooking, active: boolean): Promise<BookingHold | null> {
  if (!active) return null;
  if (booking.hold) return booking.hold;
  const hold = holdFor(booking);
  const [slot, schedule] = await tx.getAll(bookingsRepository.slotRef(hold.slotId), bookingsRepository.petScheduleRef(hold.petScheduleId));
  const busy = bookingsRepository.petBlocksFromSnapshot(schedule);
  if (slot.exists || hold.petBlocks.some((block) => busy[block])) {
    throw new AppError('SLOT_TAKEN', 409, 'That time has been booked since; the booking cannot be reopened.');
  }
  return hold;
}

/** How the monthly rollup moves when a booking goes from one status to another. */
export function statusDelta(from: BookingStatus, to: BookingStatus, amount: number): MonthDelta {
  const count = (status: BookingStatus, target: BookingStatus) => (status === target ? 1 : 0);
  const completed = count(to, 'completed') - count(from, 'completed');
  return { completed, revenue: completed * amount, cancelled: count(to, 'cancelled') - count(from, 'cancelled') };
}
