import { bookingMessages, type OwnerBooking } from '../../contracts/bookings';
import { findPlan, isUnderLimit, UNLIMITED } from '../../contracts/plans';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { monthKey } from '../../core/time-zones';
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

/**
 * ARCHITECTURE.md section 8: everything is checked and written in one transaction. The slot documents make two
 * concurrent requests for one slot collide: Firestore lets only one transaction create them.
 */
export async function createBooking(owner: AuthUser, request: BookingRequest, clock: Clock): Promise<OwnerBooking> {
  const now = clock.now();
  const { subscriptionEnforcement } = await platformSettingsRepository.get();
  const ref = bookingsRepository.newRef();
  const booking = await db().runTransaction(async (tx) => {
    const [pet, service, company, account, ownerDoc] = await Promise.all([
      petsRepository.getInTransaction(tx, owner.uid, request.petId),
      servicesRepository.getInTransaction(tx, request.companyId, request.serviceId),
      companiesRepository.getInTransaction(tx, request.companyId),
      companiesRepository.getAccountInTransaction(tx, request.companyId),
      usersRepository.getInTransaction(tx, owner.uid),
    ]);
    if (!pet) throw notFound('Pet not found');
    if (!service || !service.listed || !company || !account) throw notFound('This service is not available for booking.');

    const timeZone = company.timezone;
    const refusal = slotRefusal(request.date, request.time, { businessHours: company.businessHours, availability: service.availability, timeZone, now });
    if (refusal === 'past') throw new AppError('VALIDATION_FAILED', 400, bookingMessages.future, { date: bookingMessages.future });
    if (refusal) throw new AppError('SLOT_UNAVAILABLE', 409, slotMessages[refusal]);

    const startAt = slotStart(request.date, request.time, timeZone);
    const month = monthKey(startAt, timeZone);
    const limit = subscriptionEnforcement ? findPlan(account.subscription.plan ?? '')?.maxBookingsPerMonth ?? 0 : UNLIMITED;
    const [monthRollup, customer] = await Promise.all([
      rollupsRepository.companyMonthInTransaction(tx, request.companyId, month),
      customersRepository.existsInTransaction(tx, request.companyId, owner.uid),
    ]);
    if (!isUnderLimit(monthRollup.bookings, limit)) {
      throw new AppError('LIMIT_REACHED', 409, 'This provider cannot take more bookings this month. Please choose another month or provider.');
    }

    const serviceSlot = slotIds.service(request.companyId, request.serviceId, request.date, request.time);
    const petSlots = occupiedBlocks(startAt, service.duration).map((block) => slotIds.pet(owner.uid, pet.id, block));
    const held = await bookingsRepository.heldSlotsInTransaction(tx, [serviceSlot, ...petSlots]);
    if (held.has(serviceSlot)) throw new AppError('SLOT_TAKEN', 409, 'This time slot was just booked. Please choose another time.');
    if (held.size > 0) throw new AppError('SLOT_TAKEN', 409, `${pet.name} already has a booking at that time. Please choose another time.`);

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
    bookingsRepository.createInTransaction(tx, ref, doc);
    customersRepository.recordBookingInTransaction(tx, request.companyId, customer, {
      ownerId: owner.uid, name: ownerName, email: owner.email ?? '', phone: ownerDoc?.phone ?? '', petName: pet.name, bookedFor: startAt, now,
    });
    rollupsRepository.moveInTransaction(tx, request.companyId, month, { bookings: 1, bookedValue: service.price });
    companiesRepository.incrementBookingsInTransaction(tx, request.companyId, now);
    return doc;
  });
  return toOwnerBooking({ ...booking, id: ref.id }, now);
}
