import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { type OwnerBooking } from '../../contracts/bookings';
import { bookingMessages, MAX_OPEN_BOOKINGS_PER_COMPANY, petBusyMessage } from '../../contracts/booking-vocabulary';
import { effectiveLimit } from '../../contracts/plan-access';
import { isUnderLimit, UNLIMITED } from '../../contracts/plans';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { retryOnContention } from '../../core/contention';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { monthKey } from '../../core/time-zones';
import { rollupsRepository } from '../../data/rollups';
import { bookingCounters } from '../../data/counters';
import { companiesRepository } from '../../data/companies';
import { customersRepository } from '../../data/customers';
import { petsRepository } from '../../data/pets';
import { platformSettingsRepository } from '../../data/platform-settings';
import { servicesRepository } from '../../data/services';
import { usersRepository } from '../../data/users';
import { holdFor } from './booking-hold';
import { bookingSearchTokens } from '../../data/booking-search';
import { slotRefusal, slotStart } from './booking-rules';
import { bookingsRepository, holdIds, type BookingDoc } from '../../data/bookings';
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
 * docs/product.md#bookings, in one transaction: one batch reads the pet, service, company, plan and the documents
 * concurrent bookings contend for (the slot document, the pet's schedule, the customer record); a plan that limits
 * bookings adds a read of the month's count. Two requests for one slot both try to create the same slot document:
 * Firestore lets one commit; the other is retried, finds the slot held, and gets a 409.
 */
export async function createBooking(owner: AuthUser, request: BookingRequest, clock: Clock): Promise<OwnerBooking> {
  const now = clock.now();
  const ref = bookingsRepository.newRef();
  const slotId = holdIds.slot(request.companyId, request.serviceId, request.date, request.time);
  const doc = await retryOnContention(
    () => db().runTransaction((tx) => book(tx, ref, owner, request, now)),
    async () => {
      if ((await bookingsRepository.heldSlots([slotId])).size > 0) throw slotTaken();
    },
  );
  return toOwnerBooking({ ...doc, id: ref.id }, now);
}

async function book(
  tx: Transaction,
  ref: DocumentReference,
  owner: AuthUser,
  request: BookingRequest,
  now: Date,
): Promise<BookingDoc> {
  const slotId = holdIds.slot(request.companyId, request.serviceId, request.date, request.time);
  const [
    petSnapshot,
    serviceSnapshot,
    companySnapshot,
    accountSnapshot,
    userSnapshot,
    settingsSnapshot,
    customerSnapshot,
    slotSnapshot,
    scheduleSnapshot,
    openSnapshot,
  ] = await tx.getAll(
    petsRepository.ref(owner.uid, request.petId),
    servicesRepository.ref(request.companyId, request.serviceId),
    companiesRepository.ref(request.companyId),
    companiesRepository.accountRef(request.companyId),
    usersRepository.ref(owner.uid),
    platformSettingsRepository.ref(),
    customersRepository.ref(request.companyId, owner.uid),
    bookingsRepository.slotRef(slotId),
    bookingsRepository.petScheduleRef(holdIds.petSchedule(owner.uid, request.petId)),
    bookingsRepository.openBookingsRef(holdIds.openBookings(request.companyId, owner.uid)),
  );
  const pet = petsRepository.fromSnapshot(petSnapshot);
  const service = servicesRepository.fromSnapshot(serviceSnapshot);
  const company = companiesRepository.companyFromSnapshot(companySnapshot);
  const account = companiesRepository.accountFromSnapshot(accountSnapshot);
  if (!pet) throw notFound('Pet not found');
  if (!service || !service.listed || !company || !account) throw notFound('This service is not available for booking.');

  const refusal = slotRefusal(request.date, request.time, {
    businessHours: company.businessHours,
    availability: service.availability,
    timeZone: company.timezone,
    now,
  });
  if (refusal === 'past' || refusal === 'beyond') {
    const message = refusal === 'past' ? bookingMessages.future : bookingMessages.horizon;
    throw new AppError('VALIDATION_FAILED', 400, message, { date: message });
  }
  if (refusal) throw new AppError('SLOT_UNAVAILABLE', 409, slotMessages[refusal]);
  if (slotSnapshot.exists) throw slotTaken();
  const startAt = slotStart(request.date, request.time, company.timezone);
  const hold = holdFor({ ...request, ownerId: owner.uid, startAt, duration: service.duration });
  const busy = bookingsRepository.petBlocksFromSnapshot(scheduleSnapshot);
  if (hold.petBlocks.some((block) => busy[block])) throw new AppError('SLOT_TAKEN', 409, petBusyMessage(pet.name));

  // Race-safe: the counter is read here and moved by the hold below, so concurrent bookings of this owner with this
  // company conflict and retry, and the retry counts the winner's booking.
  if (bookingsRepository.openBookingsFromSnapshot(openSnapshot) >= MAX_OPEN_BOOKINGS_PER_COMPANY) {
    throw new AppError('LIMIT_REACHED', 409, bookingMessages.openLimit);
  }

  const month = request.date.slice(0, 7); // the company's local date
  const settings = platformSettingsRepository.fromSnapshot(settingsSnapshot);
  const monthlyLimit = effectiveLimit(
    account.subscription.plan,
    'maxBookingsPerMonth',
    settings.general.subscriptionEnforcement,
  );
  if (monthlyLimit !== UNLIMITED) {
    const booked = rollupsRepository.cappedBookingsFromSnapshot(
      await tx.get(rollupsRepository.companyMonthRef(request.companyId, month)),
    );
    if (!isUnderLimit(booked, monthlyLimit)) {
      throw new AppError(
        'LIMIT_REACHED',
        409,
        'This provider cannot take more bookings this month. Please choose another month or provider.',
      );
    }
  }

  const ownerDoc = usersRepository.fromSnapshot(userSnapshot);
  const ownerName = ownerDoc?.displayName || owner.displayName || owner.email || 'Pet owner';
  const doc: BookingDoc = {
    ownerId: owner.uid,
    ownerName,
    ownerEmail: owner.email ?? '',
    ownerPhone: ownerDoc?.phone ?? '',
    companyId: request.companyId,
    companyName: company.name,
    companyPhone: company.phone,
    serviceId: service.id,
    serviceName: service.name,
    category: service.category,
    petId: pet.id,
    petName: pet.name,
    petType: pet.type,
    petBreed: pet.breed,
    petAge: pet.age,
    employeeId: null,
    employeeName: null,
    date: request.date,
    time: request.time,
    timeZone: company.timezone,
    startAt,
    duration: service.duration,
    status: 'pending',
    servicePrice: service.price,
    totalAmount: service.price,
    notes: request.notes,
    specialRequirements: request.specialRequirements,
    review: null,
    hold,
    searchTokens: bookingSearchTokens({ ownerName, petName: pet.name, serviceName: service.name, employeeName: null }),
    statusHistory: [{ status: 'pending', at: now, by: owner.uid, role: owner.role, note: 'Booked' }],
    createdAt: now,
    updatedAt: now,
  };
  bookingsRepository.createInTransaction(tx, ref, doc);
  customersRepository.recordBookingInTransaction(
    tx,
    doc.companyId,
    customersRepository.stateFromSnapshot(customerSnapshot),
    {
      ownerId: owner.uid,
      name: ownerName,
      email: doc.ownerEmail,
      phone: doc.ownerPhone,
      petId: pet.id,
      petName: pet.name,
      bookedFor: startAt,
      now,
    },
    (at) => monthKey(at, company.timezone),
  );
  bookingCounters.apply(tx, null, doc);
  rollupsRepository.moveInTransaction(
    tx,
    doc.companyId,
    month,
    { bookings: 1, bookedValue: doc.servicePrice },
    doc.serviceId,
    doc.category,
  );
  return doc;
}
