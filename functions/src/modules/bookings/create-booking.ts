import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { stayMessages, type OwnerBooking } from '../../contracts/bookings';
import type { BusinessHours } from '../../contracts/company';
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
import { servicesRepository, type StoredService } from '../../data/services';
import { usersRepository } from '../../data/users';
import { holdFor } from './booking-hold';
import { notifyBookingRequested } from './booking-notifications';
import { bookingSearchTokens } from '../../data/booking-search';
import { occupiedBlocks, slotRefusal, slotStart } from './booking-rules';
import {
  appointmentBlocks,
  clashIn,
  companyAsOnePerson,
  employeePerformer,
  freePerformers,
  isQualified,
  performersOf,
  pickPerformer,
  worksThrough,
  type Appointment,
  type Performer,
  type Schedule,
} from './team-availability';
import type { Employee } from '../../contracts/employees';
import { employeesRepository } from '../../data/employees';
import { isCompanyListable } from '../../data/service-listing';
import { bookingsRepository, holdIds, type BookingDoc, type BookingHold } from '../../data/bookings';
import { toOwnerBooking } from './owner-booking-view';
import { storedBookingMode } from '../../contracts/services';
import type { BookingMode } from '../../contracts/service-vocabulary';
import { assertPlaces, checkInRefusal, placeTerms, type PlaceTerms } from './stay-booking';
import { placeDates } from './stay-rules';

export interface BookingRequest {
  companyId: string;
  serviceId: string;
  petId: string;
  date: string;
  time: string;
  notes: string;
  specialRequirements: string;
  employeeId?: string;
  /** A stay's check-out date (docs/product.md#stays-and-day-care). */
  endDate?: string;
}

const slotMessages = {
  closed: 'The provider is closed at that time. Please choose another day or time.',
  unavailable: 'This service is not offered at that time. Please choose another time.',
} as const;
const slotTaken = () => new AppError('SLOT_TAKEN', 409, 'This time slot was just booked. Please choose another time.');
const memberBusy = (name: string) =>
  new AppError('EMPLOYEE_BUSY', 409, `${name} already has an appointment at that time. Please choose another time.`);

/**
 * docs/product.md#bookings, in one transaction: one batch reads the pet, service, company, plan, the documents
 * concurrent bookings contend for (the pet's schedule, the customer record) and the employee documents and schedules
 * of the candidates (docs/decisions/0073-availability-per-team-member.md); a plan that limits bookings adds a read of
 * the month's count. The chosen team member's schedule takes the appointment's blocks in the same commit, so two
 * requests for the last free person collide: Firestore lets one commit; the other is retried, finds nobody free,
 * and gets a 409.
 */
export async function createBooking(owner: AuthUser, request: BookingRequest, clock: Clock): Promise<OwnerBooking> {
  const now = clock.now();
  const ref = bookingsRepository.newRef();
  const candidates = await candidatesFor(request);
  const doc = await retryOnContention(
    () => db().runTransaction((tx) => book(tx, ref, owner, request, now, candidates)),
    async () => {
      // A stay or day booking that lost learns whether a night filled up meanwhile.
      if (candidates.places) {
        const taken = await bookingsRepository.takenOn(candidates.places.ids);
        const { terms, capacity, timeZone } = candidates.places;
        assertPlaces(terms, (date) => taken.get(candidates.places!.idOf(date)) ?? 0, capacity, timeZone);
        return;
      }
      // A loser learns cheaply whether anyone is left: every candidate's schedule already holds the appointment.
      if (!candidates.blocks) return;
      const schedules = await bookingsRepository.blocksOf(candidates.scheduleIds);
      if (candidates.scheduleIds.every((id) => clashIn(schedules.get(id) ?? {}, candidates.blocks!)))
        throw request.employeeId ? memberBusy(candidates.requestedName ?? 'That team member') : slotTaken();
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
  candidates: Candidates,
): Promise<BookingDoc> {
  const [
    petSnapshot,
    serviceSnapshot,
    companySnapshot,
    accountSnapshot,
    userSnapshot,
    settingsSnapshot,
    customerSnapshot,
    scheduleSnapshot,
    openSnapshot,
    ...teamSnapshots
  ] = await tx.getAll(
    petsRepository.ref(owner.uid, request.petId),
    servicesRepository.ref(request.companyId, request.serviceId),
    companiesRepository.ref(request.companyId),
    companiesRepository.accountRef(request.companyId),
    usersRepository.ref(owner.uid),
    platformSettingsRepository.ref(),
    customersRepository.ref(request.companyId, owner.uid),
    bookingsRepository.petScheduleRef(holdIds.petSchedule(owner.uid, request.petId)),
    bookingsRepository.openBookingsRef(holdIds.openBookings(request.companyId, owner.uid)),
    ...candidates.employeeIds.map((id) => employeesRepository.ref(request.companyId, id)),
    ...candidates.scheduleIds.map((id) => bookingsRepository.employeeScheduleRef(id)),
    ...(candidates.places?.ids ?? []).map((id) => bookingsRepository.capacityNightRef(id)),
  );
  const pet = petsRepository.fromSnapshot(petSnapshot);
  const service = servicesRepository.fromSnapshot(serviceSnapshot);
  const company = companiesRepository.companyFromSnapshot(companySnapshot);
  const account = companiesRepository.accountFromSnapshot(accountSnapshot);
  if (!pet) throw notFound('Pet not found');
  if (!service || !service.listed || !company || !account || !isCompanyListable(company, account, now))
    throw notFound('This service is not available for booking.');
  const mode = storedBookingMode(service);
  const terms = placeTerms(mode, request);
  // The mode decided which documents the batch read; a service switched in between is read again on a retry.
  if (mode !== candidates.mode) throw new AppError('CONFLICT', 409, 'This service just changed. Please try again.');
  const placed = terms
    ? placeHold(
        terms,
        request,
        owner,
        { service, timeZone: company.timezone, businessHours: company.businessHours, now, petName: pet.name },
        bookingsRepository.petBlocksFromSnapshot(scheduleSnapshot),
        teamSnapshots.slice(candidates.employeeIds.length + candidates.scheduleIds.length),
      )
    : undefined;

  const { startAt, performer, hold } =
    placed ??
    appointmentHold(service, company, request, owner, now, pet.name, scheduleSnapshot, teamSnapshots, candidates);

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
    employeeId: performer.employeeId,
    employeeName: performer.name,
    date: request.date,
    time: request.time,
    timeZone: company.timezone,
    startAt,
    duration: service.duration,
    bufferMinutes: service.bufferMinutes ?? 0,
    ...(terms
      ? { bookingMode: terms.bookingMode, ...(terms.endDate ? { endDate: terms.endDate, nights: terms.units } : {}) }
      : {}),
    status: 'pending',
    servicePrice: service.price,
    // A stay is priced per night, a day booking per day (one); cents kept exact.
    totalAmount: Math.round(service.price * (terms?.units ?? 1) * 100) / 100,
    notes: request.notes,
    specialRequirements: request.specialRequirements,
    review: null,
    hold,
    searchTokens: bookingSearchTokens({
      ownerName,
      petName: pet.name,
      serviceName: service.name,
      employeeName: performer.name,
    }),
    statusHistory: [{ status: 'pending', at: now, by: owner.uid, role: owner.role, note: 'Booked' }],
    createdAt: now,
    updatedAt: now,
  };
  bookingsRepository.createInTransaction(tx, ref, doc);
  notifyBookingRequested(tx, { ...doc, id: ref.id }, now);
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
    { bookings: 1, bookedValue: doc.totalAmount },
    doc.serviceId,
    doc.category,
  );
  return doc;
}

/** An appointment's start, team member and hold (docs/decisions/0073-availability-per-team-member.md). */
function appointmentHold(
  service: StoredService,
  company: { businessHours: BusinessHours; timezone: string },
  request: BookingRequest,
  owner: AuthUser,
  now: Date,
  petName: string,
  scheduleSnapshot: DocumentSnapshot,
  teamSnapshots: DocumentSnapshot[],
  candidates: Candidates,
): { startAt: Date; performer: Pick<Performer, 'employeeId' | 'name'>; hold: BookingHold } {
  const minutes = service.duration + (service.bufferMinutes ?? 0);
  const refusal = slotRefusal(request.date, request.time, {
    businessHours: company.businessHours,
    availability: service.availability,
    timeZone: company.timezone,
    now,
    minutes,
  });
  if (refusal === 'past' || refusal === 'beyond') {
    const message = refusal === 'past' ? bookingMessages.future : bookingMessages.horizon;
    throw new AppError('VALIDATION_FAILED', 400, message, { date: message });
  }
  if (refusal) throw new AppError('SLOT_UNAVAILABLE', 409, slotMessages[refusal]);
  const startAt = slotStart(request.date, request.time, company.timezone);
  const petBusy = bookingsRepository.petBlocksFromSnapshot(scheduleSnapshot);
  const petBlocks = occupiedBlocks(startAt, service.duration).map(holdIds.petBlock);
  if (petBlocks.some((block) => petBusy[block])) throw new AppError('SLOT_TAKEN', 409, petBusyMessage(petName));
  const appointment = { date: request.date, time: request.time, timeZone: company.timezone, minutes };
  const team = candidates.employeeIds.length;
  const performer = choosePerformer(
    service,
    appointment,
    request.employeeId,
    teamSnapshots.slice(0, team).flatMap((snapshot) => employeesRepository.fromSnapshot(snapshot) ?? []),
    new Map(
      teamSnapshots
        .slice(team)
        .map((snapshot) => [snapshot.id, bookingsRepository.petBlocksFromSnapshot(snapshot)] as const),
    ),
  );
  const hold = holdFor({
    ...request,
    ownerId: owner.uid,
    startAt,
    duration: service.duration,
    bufferMinutes: service.bufferMinutes ?? 0,
    employeeId: performer.employeeId,
  });

  return { startAt, performer, hold };
}

/**
 * A stay's or day booking's check-in, pet nights and places (docs/decisions/0086-stays-by-the-night.md): the
 * check-in is checked like an appointment's start; the pet may not be in another stay or day booking on those
 * dates; every night (or the day) must have a place left among the counters read in this transaction's batch.
 */
function placeHold(
  terms: PlaceTerms,
  request: BookingRequest,
  owner: AuthUser,
  context: { service: StoredService; timeZone: string; businessHours: BusinessHours; now: Date; petName: string },
  petBusy: Record<string, string>,
  placeSnapshots: DocumentSnapshot[],
): { startAt: Date; performer: Pick<Performer, 'employeeId' | 'name'>; hold: BookingHold } {
  const { service, timeZone, now } = context;
  const refusal = checkInRefusal(request, {
    businessHours: context.businessHours,
    availability: service.availability,
    timeZone,
    now,
  });
  if (refusal === 'past' || refusal === 'beyond') {
    const message = refusal === 'past' ? bookingMessages.future : bookingMessages.horizon;
    throw new AppError('VALIDATION_FAILED', 400, message, { date: message });
  }
  if (refusal) throw new AppError('SLOT_UNAVAILABLE', 409, slotMessages[refusal]);
  const hold = holdFor({
    ...request,
    ownerId: owner.uid,
    startAt: slotStart(request.date, request.time, timeZone),
    duration: service.duration,
    bookingMode: terms.bookingMode,
    endDate: terms.endDate,
  });
  if (hold.petBlocks.some((night) => petBusy[night]))
    throw new AppError('SLOT_TAKEN', 409, stayMessages.petBusy(context.petName));
  const taken = new Map(
    placeSnapshots.map((snapshot) => [snapshot.id, bookingsRepository.capacityTakenFromSnapshot(snapshot)]),
  );
  const idOf = (date: string) => holdIds.capacityNight(service.companyId, service.id, date);
  assertPlaces(terms, (date) => taken.get(idOf(date)) ?? 0, service.capacity ?? 0, timeZone);
  return {
    startAt: slotStart(request.date, request.time, timeZone),
    performer: { employeeId: null, name: null },
    hold,
  };
}

/** The documents of whoever might take the appointment: their employee documents and schedules. */
interface Candidates {
  employeeIds: string[];
  scheduleIds: string[];
  /** The appointment's blocks with its buffer, when the service and company were found. */
  blocks?: string[];
  requestedName?: string;
  /** How the service was booked when read before the transaction. */
  mode: BookingMode;
  /** Stays and day bookings: the place counters of their nights, read in the transaction's batch. */
  places?: { ids: string[]; idOf: (date: string) => string; terms: PlaceTerms; capacity: number; timeZone: string };
}

/**
 * Who might take the appointment, read before the transaction so that the transaction reads everything in one batch
 * (contending bookings then hold their locks briefly); the transaction reads each candidate again and decides.
 */
async function candidatesFor(request: BookingRequest): Promise<Candidates> {
  const [service, company, employees] = await Promise.all([
    servicesRepository.get(request.companyId, request.serviceId),
    companiesRepository.get(request.companyId),
    employeesRepository.list(request.companyId),
  ]);
  const mode = service ? storedBookingMode(service) : 'appointment';
  if (mode !== 'appointment') {
    // A stay or day booking holds no team member's time; the dates come from the request, checked in the transaction.
    const idOf = (date: string) => holdIds.capacityNight(request.companyId, request.serviceId, date);
    const dates = placeDates({ bookingMode: mode, date: request.date, endDate: request.endDate }).slice(0, 31);
    return {
      employeeIds: [],
      scheduleIds: [],
      mode,
      places: {
        ids: dates.map(idOf),
        idOf,
        terms: { bookingMode: mode as PlaceTerms['bookingMode'], dates, units: dates.length },
        capacity: service?.capacity ?? 0,
        timeZone: company?.timezone ?? 'UTC',
      },
    };
  }
  const performers = request.employeeId
    ? employees
        .filter((employee) => employee.id === request.employeeId)
        .map((employee) => employeePerformer(request.companyId, employee))
    : performersOf(request.companyId, service ?? {}, employees);
  return {
    employeeIds: performers.flatMap((performer) => performer.employeeId ?? []),
    scheduleIds: performers.map((performer) => performer.scheduleId),
    blocks:
      service && company
        ? appointmentBlocks({
            date: request.date,
            time: request.time,
            timeZone: company.timezone,
            minutes: service.duration + (service.bufferMinutes ?? 0),
          })
        : undefined,
    requestedName: performers[0]?.name ?? undefined,
    mode,
  };
}

/**
 * Who takes the appointment, from the candidates as the transaction read them: the requested team member when he
 * performs the service, works then and is free (409 saying which is not so), otherwise the free performer with the
 * fewest appointments that day, then by name; 409 SLOT_TAKEN when nobody is free.
 */
function choosePerformer(
  service: StoredService,
  appointment: Appointment,
  employeeId: string | undefined,
  employees: Employee[],
  schedules: ReadonlyMap<string, Schedule>,
): Performer {
  let performers: Performer[];
  if (employeeId) {
    const employee = employees.find((candidate) => candidate.id === employeeId);
    if (!employee) throw notFound('That team member is not part of this company.');
    if (employee.status !== 'active')
      throw new AppError('EMPLOYEE_UNAVAILABLE', 409, `${employee.name} is not taking appointments at the moment.`);
    if (!isQualified(service, employee.id))
      throw new AppError('EMPLOYEE_UNAVAILABLE', 409, `${employee.name} does not perform ${service.name}.`);
    performers = [employeePerformer(service.companyId, employee)];
    if (!worksThrough(performers[0], appointment))
      throw new AppError('EMPLOYEE_UNAVAILABLE', 409, `${employee.name} is not working at that time.`);
  } else {
    // No candidate employee (read before the transaction) means the company works as one person.
    performers = schedules.has(holdIds.companySchedule(service.companyId))
      ? [companyAsOnePerson(service.companyId)]
      : employees
          .filter((employee) => employee.status === 'active' && isQualified(service, employee.id))
          .map((employee) => employeePerformer(service.companyId, employee));
  }
  const free = freePerformers(performers, schedules, appointment);
  const chosen = pickPerformer(free, schedules, appointment.date, appointment.timeZone);
  if (chosen) return chosen;
  if (employeeId) throw memberBusy(performers[0].name ?? 'That team member');
  throw slotTaken();
}
