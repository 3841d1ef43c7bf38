import type { Transaction } from 'firebase-admin/firestore';
import type { DeletedService } from '../../contracts/services';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { firstResponseDelta } from '../analytics';
import { rollupsRepository } from '../../data/rollups';
import { moveCounters, type CounterMoves } from '../../data/counter-moves';
import { bookingsRepository, type StoredBooking } from '../../data/bookings';
import { cancelStep, statusDelta, tellStatusSet } from '../bookings';
import { companiesRepository } from '../../data/companies';
import { removeCompanyImages } from '../../data/company-media';
import { servicesRepository, type StoredService } from '../../data/services';
import { usersRepository } from '../../data/users';

/** Each booking costs about six writes; this keeps a transaction small and quick. */
const CANCELS_PER_TRANSACTION = 50;

/**
 * The service form's warning (docs/product.md#bookings): deleting "will cancel existing bookings for the service". Its future pending and confirmed
 * bookings are cancelled (slots freed, the change recorded with who and why, rollups moved, the owner told in the
 * app and by email), in transactions of at most 50 bookings; the service is switched off in the first one, so
 * nobody books it meanwhile, and deleted, with the usage counted down, in the one that finds no more bookings.
 */
export async function deleteService(
  actor: AuthUser,
  companyId: string,
  serviceId: string,
  clock: Clock,
): Promise<DeletedService> {
  let cancelledBookings = 0;
  for (;;) {
    const step = await db().runTransaction((tx) => deleteStep(tx, actor, companyId, serviceId, clock.now()));
    cancelledBookings += step.cancelled;
    if (step.deleted) {
      await removeCompanyImages(step.deleted.images);
      return { id: serviceId, cancelledBookings };
    }
  }
}

async function deleteStep(tx: Transaction, actor: AuthUser, companyId: string, serviceId: string, now: Date) {
  const service = await servicesRepository.getInTransaction(tx, companyId, serviceId);
  if (!service) throw notFound('Service not found');
  const open = await bookingsRepository.futureOpenForServiceInTransaction(
    tx,
    companyId,
    serviceId,
    now,
    CANCELS_PER_TRANSACTION,
  );
  const takers = await usersRepository.takingEmailInTransaction(
    tx,
    open.map((booking) => booking.ownerId),
  );
  await moveCounters(tx, async (counters) => {
    for (const booking of open) {
      await cancelForDeletedService(tx, counters, actor, booking, service, takers.has(booking.ownerId), now);
      // The cancellation is the provider's answer to a request it never answered, as in updateBookingStatus.
      const delta = {
        ...statusDelta(booking.status, 'cancelled', booking.totalAmount),
        ...firstResponseDelta(booking.statusHistory, actor.role, booking.createdAt, now),
      };
      rollupsRepository.move(counters, companyId, booking.date, delta, serviceId, service.category);
    }
  });
  if (open.length === CANCELS_PER_TRANSACTION) {
    servicesRepository.updateInTransaction(tx, companyId, serviceId, {
      isActive: false,
      listed: false,
      updatedAt: now,
    });
    return { cancelled: open.length, deleted: null };
  }
  servicesRepository.deleteInTransaction(tx, companyId, serviceId);
  companiesRepository.incrementServicesInTransaction(tx, companyId, -1, now);
  return { cancelled: open.length, deleted: service };
}

async function cancelForDeletedService(
  tx: Transaction,
  counters: CounterMoves,
  actor: AuthUser,
  booking: StoredBooking,
  service: StoredService,
  ownerTakesEmail: boolean,
  now: Date,
): Promise<void> {
  const note = `The service "${service.name}" was deleted by the provider`;
  const statusHistory = cancelStep(tx, counters, booking, actor, note, now);
  await tellStatusSet(
    tx,
    { ...booking, statusHistory },
    { status: 'cancelled', note, cause: 'service_deleted' },
    { address: booking.ownerEmail, takesEmail: ownerTakesEmail },
    now,
  );
}
