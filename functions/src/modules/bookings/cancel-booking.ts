import type { Transaction } from 'firebase-admin/firestore';
import type { OwnerBooking } from '../../contracts/bookings';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { rollupsRepository } from '../../data/rollups';
import { ownerMayCancel } from './booking-rules';
import { bookingCounters } from '../../data/counters';
import { moveCounters, type CounterMoves } from '../../data/counter-moves';
import { bookingsRepository, type BookingDoc, type StoredBooking } from '../../data/bookings';
import { toOwnerBooking } from './owner-booking-view';
import { companyRecipientsInTransaction, tellOwnerCancelled } from './booking-notifier';

/** Which bookings one cancel request ends: the one named, or it and the later ones of its repeat series. */
export type CancelScope = 'this' | 'following';

const isOpen = (booking: StoredBooking) => booking.status === 'pending' || booking.status === 'confirmed';

/**
 * An owner cancels his own pending or confirmed booking more than 24 hours ahead; its slots are freed. With scope
 * `following` the later open bookings of its series go too, in the same transaction (each more than 24 hours ahead,
 * since it starts after the first).
 */
export async function cancelOwnBooking(
  owner: AuthUser,
  bookingId: string,
  clock: Clock,
  scope: CancelScope = 'this',
): Promise<OwnerBooking> {
  const now = clock.now();
  const cancelled = await db().runTransaction(async (tx) => {
    const booking = await bookingsRepository.getInTransaction(tx, bookingId);
    if (!booking || booking.ownerId !== owner.uid) throw notFound('Booking not found');
    if (!isOpen(booking)) {
      throw new AppError('CANCELLATION_CLOSED', 409, 'Only pending or confirmed bookings can be cancelled.');
    }
    if (!ownerMayCancel(booking.status, booking.startAt, now)) {
      throw new AppError(
        'CANCELLATION_CLOSED',
        409,
        'Bookings can only be cancelled more than 24 hours before the appointment.',
      );
    }
    const following =
      scope === 'following' && booking.seriesId
        ? (await bookingsRepository.seriesOfOwnerInTransaction(tx, owner.uid, booking.seriesId)).filter(
            (later) => later.id !== booking.id && later.startAt > booking.startAt && isOpen(later),
          )
        : [];
    const recipients = await companyRecipientsInTransaction(tx, [booking.companyId]);
    const ended = await moveCounters(tx, (counters) =>
      [booking, ...following].map((one) => cancelInTransaction(tx, counters, one, owner, now)),
    );
    // One event for the company however many bookings of the series went, as the request was one event.
    await tellOwnerCancelled(tx, ended, recipients.get(booking.companyId)!, now);
    return ended[0]!;
  });
  return toOwnerBooking(cancelled, now);
}

function cancelInTransaction(
  tx: Transaction,
  counters: CounterMoves,
  booking: StoredBooking,
  owner: AuthUser,
  now: Date,
): StoredBooking {
  const statusHistory = cancelStep(tx, counters, booking, owner, 'Cancelled by the pet owner', now);
  countCancelled(counters, booking);
  return { ...booking, status: 'cancelled', statusHistory, hold: null, updatedAt: now };
}

/**
 * The writes every cancellation makes, whoever asks (the owner, a deleted service, a deleted account): the status
 * with who and why, the slots freed and the counters moved. `also` joins other fields to the same update. Returns
 * the new status history, for the notices the caller sends.
 */
export function cancelStep(
  tx: Transaction,
  counters: CounterMoves,
  booking: StoredBooking,
  actor: AuthUser,
  note: string,
  now: Date,
  also: Partial<BookingDoc> = {},
): StoredBooking['statusHistory'] {
  const statusHistory = [
    ...booking.statusHistory,
    { status: 'cancelled' as const, at: now, by: actor.uid, role: actor.role, note },
  ];
  bookingsRepository.updateInTransaction(tx, booking.id, {
    ...also,
    status: 'cancelled',
    statusHistory,
    hold: null,
    updatedAt: now,
  });
  bookingsRepository.releaseInTransaction(tx, booking.hold);
  bookingCounters.apply(counters, booking, { ...booking, status: 'cancelled' });
  return statusHistory;
}

/** One more cancellation in the company's month rollup (a deleted service moves its own, wider deltas). */
export function countCancelled(counters: CounterMoves, booking: StoredBooking): void {
  rollupsRepository.move(
    counters,
    booking.companyId,
    booking.date,
    { cancelled: 1 },
    booking.serviceId,
    booking.category,
  );
}
