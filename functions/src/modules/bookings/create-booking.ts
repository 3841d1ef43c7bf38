import type { Transaction } from 'firebase-admin/firestore';
import { bookingMessages, type OwnerBooking } from '../../contracts/bookings';
import { findPlan, isUnderLimit, UNLIMITED } from '../../contracts/plans';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { retryOnContention } from '../../core/contention';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { rollupsRepository } from '../analytics/rollups.repository';
import { companiesRepository } from '../companies/companies.repository';
import { customersRepository } from '../customers/customers.repository';
import { petsRepository } from '../pets/pets.repository';
import { platformSettingsRepository } from '../platform/platform-settings.repository';
import { servicesRepository } from '../services/services.repository';
import { usersRepository } from '../users/users.repository';
import { occupiedBlocks, slotRefusal, slotStart } from './booking-rules';
import { bookingsRepository, slotIds, type BookingDoc } from './bookings.repository';
import { toOwnerBooking } from './owner-booking-view';

export interface BookingRequest {
  companyId: string;
  serviceId: string;
  petId: string;
  date: string;
  time: string;
  notes: string;
  specialRequirements: string;
}

const slotMessages = {
  closed: 'The provider is closed at that time. Please choose another day or time.',
  unavailable: 'This service is not offered at that time. Please choose another time.',
} as const;
const slotTaken = () => new AppError('SLOT_TAKEN', 409, 'This time slot was just booked. Please choose another time.');

/**
 * ARCHITECTURE.md section 8. The pet, service and company are read first, in one batch; the transaction then
 * reads, in one batch, only what must be exclusive: the slot documents (two requests for one slot collide there
 * and only one can create them), the month's booking count when the plan limits it, and the customer record.
 */
export async function createBooking(owner: AuthUser, request: BookingRequest, clock: Clock): Promise<OwnerBooking> {
  const now = clock.now();
  const snapshots = await db().getAll(
    petsRepository.ref(owner.uid, request.petId),
    servicesRepository.ref(request.companyId, request.serviceId),
    companiesRepository.ref(request.companyId),
    companiesRepository.accountRef(request.companyId),
    usersRepository.ref(owner.uid),
    platformSettingsRepository.ref(),
  );
  const pet = petsRepository.fromSnapshot(snapshots[0]);
  const service = servicesRepository.fromSnapshot(snapshots[1]);
  const company = companiesRepository.companyFromSnapshot(snapshots[2]);
  const account = companiesRepository.accountFromSnapshot(snapshots[3]);
  const ownerDoc = usersRepository.fromSnapshot(snapshots[4]);
  const settings = platformSettingsRepository.fromSnapshot(snapshots[5]);
  if (!pet) throw notFound('Pet not found');
  if (!service || !service.listed || !company || !account) throw notFound('This service is not available for booking.');

  const timeZone = company.timezone;
  const refusal = slotRefusal(request.date, request.time, { businessHours: company.businessHours, availability: service.availability, timeZone, now });
  if (refusal === 'past') throw new AppError('VALIDATION_FAILED', 400, bookingMessages.future, { date: bookingMessages.future });
  if (refusal) throw new AppError('SLOT_UNAVAILABLE', 409, slotMessages[refusal]);

  const startAt = slotStart(request.date, request.time, timeZone);
  const month = request.date.slice(0, 7); // the date is the company's local date
  const monthlyLimit = settings.subscriptionEnforcement ? findPlan(account.subscription.plan ?? '')?.maxBookingsPerMonth ?? 0 : UNLIMITED;
  const serviceSlot = slotIds.service(request.companyId, request.serviceId, request.date, request.time);
  const petSlots = occupiedBlocks(startAt, service.duration).map((block) => slotIds.pet(owner.uid, pet.id, block));
  const ownerName = ownerDoc?.displayName || owner.displayName || owner.email || 'Pet owner';
  const doc: BookingDoc = {
    ownerId: owner.uid, ownerName, ownerEmail: owner.email ?? '', ownerPhone: ownerDoc?.phone ?? '',
    companyId: request.companyId, companyName: company.name, companyPhone: company.phone,
    serviceId: service.id, serviceName: service.name, category: service.category,
    petId: pet.id, petName: pet.name, petType: pet.type, petBreed: pet.breed, petAge: pet.age,
    employeeId: null, employeeName: null,
    date: request.date, time: request.time, timeZone, startAt, duration: service.duration,
    status: 'pending', servicePrice: service.price, totalAmount: service.price,
    notes: request.notes, specialRequirements: request.specialRequirements, review: null,
    slotIds: [serviceSlot, ...petSlots],
    statusHistory: [{ status: 'pending', at: now, by: owner.uid, role: owner.role, note: 'Booked' }],
    createdAt: now, updatedAt: now,
  };
  const ref = bookingsRepository.newRef();

  const commit = (tx: Transaction) => commitBooking(tx, ref, doc, { monthlyLimit, month, petName: pet.name, now });
  await retryOnContention(() => db().runTransaction(commit), async () => {
    if ((await bookingsRepository.heldSlots([serviceSlot])).size > 0) throw slotTaken();
  });
  return toOwnerBooking({ ...doc, id: ref.id }, now);
}

async function commitBooking(
  tx: Transaction,
  ref: ReturnType<typeof bookingsRepository.newRef>,
  doc: BookingDoc,
  { monthlyLimit, month, petName, now }: { monthlyLimit: number; month: string; petName: string; now: Date },
): Promise<void> {
  const limited = monthlyLimit !== UNLIMITED;
  const [customerSnapshot, ...rest] = await tx.getAll(
    customersRepository.ref(doc.companyId, doc.ownerId),
    ...doc.slotIds.map((id) => bookingsRepository.slotRef(id)),
    ...(limited ? [rollupsRepository.companyMonthRef(doc.companyId, month)] : []),
  );
  const slotSnapshots = rest.slice(0, doc.slotIds.length);
  if (slotSnapshots[0].exists) throw slotTaken();
  if (slotSnapshots.some((snapshot) => snapshot.exists)) throw new AppError('SLOT_TAKEN', 409, `${petName} already has a booking at that time. Please choose another time.`);
  if (limited && !isUnderLimit(rollupsRepository.bookingsFromSnapshot(rest[doc.slotIds.length]), monthlyLimit)) {
    throw new AppError('LIMIT_REACHED', 409, 'This provider cannot take more bookings this month. Please choose another month or provider.');
  }
  bookingsRepository.createInTransaction(tx, ref, doc);
  customersRepository.recordBookingInTransaction(tx, doc.companyId, customersRepository.stateFromSnapshot(customerSnapshot), {
    ownerId: doc.ownerId, name: doc.ownerName, email: doc.ownerEmail, phone: doc.ownerPhone, petName, bookedFor: doc.startAt, now,
  });
  rollupsRepository.moveInTransaction(tx, doc.companyId, month, { bookings: 1, bookedValue: doc.servicePrice });
}
