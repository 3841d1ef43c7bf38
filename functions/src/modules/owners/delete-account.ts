import { activeBookingStatuses, DELETED_OWNER_NAME } from '../../contracts/booking-vocabulary';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { AppError } from '../../core/errors';
import { adminAuth, db } from '../../core/firebase';
import { bookingsRepository, type StoredBooking } from '../../data/bookings';
import { customersRepository } from '../../data/customers';
import { cancelStep, companyRecipientsInTransaction, countCancelled, tellOwnerCancelled } from '../bookings';
import { moveCounters } from '../../data/counter-moves';
import { removePhotos } from '../pets';
import { petsRepository } from '../../data/pets';
import { notificationsRepository } from '../../data/notifications';
import { favoritesRepository } from '../../data/favorites';
import { calendarFeedsRepository } from '../../data/calendar-feeds';
import { usersRepository } from '../../data/users';

const CHUNK = 100;

/**
 * Deletes a pet owner's account and personal data. Companies keep their booking records, anonymised; future
 * active bookings are cancelled so their slots are freed, and their companies are told as of any cancellation. Company and admin accounts are closed by support.
 */
export async function deleteOwnAccount(user: AuthUser, clock: Clock): Promise<void> {
  if (user.role !== 'pet_owner') {
    throw new AppError(
      'FORBIDDEN',
      403,
      'Company and administrator accounts are closed by Petnest support. Please contact us.',
    );
  }
  const now = clock.now();
  const bookingIds = await bookingsRepository.idsForOwner(user.uid);
  for (let start = 0; start < bookingIds.length; start += CHUNK) {
    await anonymiseBookings(user, bookingIds.slice(start, start + CHUNK), now);
  }
  const pets = await petsRepository.deleteAll(user.uid);
  await removePhotos(pets.flatMap((pet) => pet.photos));
  await notificationsRepository.deleteAll(user.uid);
  await favoritesRepository.deleteAll(user.uid);
  await calendarFeedsRepository.deleteFor({ kind: 'owner', ownerId: user.uid });
  await usersRepository.delete(user.uid);
  await adminAuth().deleteUser(user.uid);
}

async function anonymiseBookings(user: AuthUser, ids: string[], now: Date): Promise<void> {
  await db().runTransaction(async (tx) => {
    const bookings = (await Promise.all(ids.map((id) => bookingsRepository.getInTransaction(tx, id)))).filter(
      (booking) => booking !== undefined,
    );
    const ending = bookings.filter(
      (booking) => activeBookingStatuses.includes(booking.status) && booking.startAt > now,
    );
    // The companies that lose bookings hear of it as of any cancellation by an owner; a transaction reads first.
    const recipients = await companyRecipientsInTransaction(
      tx,
      ending.map((booking) => booking.companyId),
    );
    const anonymised = {
      ownerName: DELETED_OWNER_NAME,
      ownerEmail: '',
      ownerPhone: '',
      notes: '',
      specialRequirements: '',
      updatedAt: now,
    };
    const cancelled: StoredBooking[] = [];
    await moveCounters(tx, (counters) => {
      for (const booking of bookings) {
        if (ending.includes(booking)) {
          const statusHistory = cancelStep(tx, counters, booking, user, 'Account deleted', now, anonymised);
          countCancelled(counters, booking);
          cancelled.push({ ...booking, ...anonymised, status: 'cancelled', statusHistory, hold: null });
        } else {
          bookingsRepository.updateInTransaction(tx, booking.id, anonymised);
        }
      }
    });
    for (const companyId of new Set(bookings.map((booking) => booking.companyId))) {
      customersRepository.anonymiseInTransaction(tx, companyId, user.uid, now);
    }
    for (const told of byCompanyAndSeries(cancelled)) {
      await tellOwnerCancelled(tx, told, recipients.get(told[0]!.companyId)!, now);
    }
  });
}

/** One notice per company and repeat series (as an owner cancelling a series sends one), one per other booking. */
function byCompanyAndSeries(bookings: StoredBooking[]): StoredBooking[][] {
  const groups = new Map<string, StoredBooking[]>();
  for (const booking of [...bookings].sort((a, b) => a.startAt.getTime() - b.startAt.getTime())) {
    const key = booking.seriesId ? `${booking.companyId}/${booking.seriesId}` : booking.id;
    groups.set(key, [...(groups.get(key) ?? []), booking]);
  }
  return [...groups.values()];
}
