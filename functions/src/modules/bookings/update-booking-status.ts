import { activeBookingStatuses, type BookingStatus } from '../../contracts/bookings';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { monthKey } from '../../core/time-zones';
import { rollupsRepository, type MonthDelta } from '../analytics/rollups.repository';
import { customersRepository } from '../customers/customers.repository';
import { bookingsRepository, type StoredBooking } from './bookings.repository';

/**
 * A company sets any status (document 2 shows no restriction); every change is recorded with who and when.
 * Leaving the active statuses frees the slots; completing counts the revenue and the customer's spending.
 */
export async function updateBookingStatus(actor: AuthUser, companyId: string, bookingId: string, status: BookingStatus, note: string, clock: Clock): Promise<StoredBooking> {
  const now = clock.now();
  return db().runTransaction(async (tx) => {
    const booking = await bookingsRepository.getInTransaction(tx, bookingId);
    if (!booking || (booking.companyId !== companyId && actor.role !== 'superadmin')) throw notFound('Booking not found');
    if (booking.status === status) return booking;
    const statusHistory = [...booking.statusHistory, { status, at: now, by: actor.uid, role: actor.role, note }];
    const stillActive = activeBookingStatuses.includes(status);
    if (!stillActive) bookingsRepository.releaseSlotsInTransaction(tx, booking.slotIds);
    const slotIds = stillActive ? booking.slotIds : [];
    bookingsRepository.updateInTransaction(tx, bookingId, { status, statusHistory, slotIds, updatedAt: now });

    const delta = statusDelta(booking.status, status, booking.totalAmount);
    rollupsRepository.moveInTransaction(tx, booking.companyId, monthKey(booking.startAt, booking.timeZone), delta);
    if (delta.revenue) customersRepository.addSpentInTransaction(tx, booking.companyId, booking.ownerId, delta.revenue, now);
    return { ...booking, status, statusHistory, slotIds, updatedAt: now };
  });
}

/** How the monthly rollup moves when a booking goes from one status to another. */
export function statusDelta(from: BookingStatus, to: BookingStatus, amount: number): MonthDelta {
  const count = (status: BookingStatus, target: BookingStatus) => (status === target ? 1 : 0);
  const completed = count(to, 'completed') - count(from, 'completed');
  return { completed, revenue: completed * amount, cancelled: count(to, 'cancelled') - count(from, 'cancelled') };
}
