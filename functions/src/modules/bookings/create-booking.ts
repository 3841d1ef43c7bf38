import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  type createBookingInputSchema,
  repeatMessages,
  stayMessages,
  type BookingPreview,
  type OccurrenceRefusal,
  type OwnerBooking,
} from '../../contracts/bookings';
import type { BusinessHours } from '../../contracts/company';
import { bookingMessages, MAX_OPEN_BOOKINGS_PER_COMPANY, petBusyMessage } from '../../contracts/booking-vocabulary';
import { effectiveLimit } from '../../contracts/plan-access';
import { UNLIMITED } from '../../contracts/plans';
import type { AuthUser } from '../../core/auth';
import type { Clock } from '../../core/clock';
import { retryOnContention } from '../../core/contention';
import type { Lanes } from '../../core/lanes';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { monthKey } from '../../core/time-zones';
import { rollupsRepository } from '../../data/rollups';
import { bookingCounters } from '../../data/counters';
import { moveCounters } from '../../data/counter-moves';
import { companiesRepository } from '../../data/companies';
import { customersRepository } from '../../data/customers';
import { petsRepository } from '../../data/pets';
import { platformSettingsRepository } from '../../data/platform-settings';
import { servicesRepository, type StoredService } from '../../data/services';
import { takesEmail, usersRepository } from '../../data/users';
import { holdFor } from './booking-hold';
import { tellBookingRequested, type TeamRecipient } from './booking-notifier';
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
import { teamMemberOf, type Employee, type TeamMember } from '../../contracts/employees';
import { employeesRepository } from '../../data/employees';
import { isCompanyListable } from '../../data/service-listing';
import { bookingsRepository, holdIds, type BookingDoc, type BookingHold } from '../../data/bookings';
import { toOwnerBooking } from './owner-booking-view';
import { storedBookingMode } from '../../contracts/services';
import type { BookingMode } from '../../contracts/service-vocabulary';
import { assertPlaces, checkInRefusal, placeTerms, type PlaceTerms } from './stay-booking';
import { datesFrom, nightsBetween, placeDates } from './stay-rules';
import { datesOverMonthlyLimit, seriesDates } from './series-rules';

/** A booking request as the route parses it (defaults filled in). */
export type BookingRequest = z.output<typeof createBookingInputSchema>;

const slotMessages = {
  closed: 'The provider is closed at that time. Please choose another day or time.',
  unavailable: 'This service is not offered at that time. Please choose another time.',
} as const;
const slotTaken = () => new AppError('SLOT_TAKEN', 409, 'This time slot was just booked. Please choose another time.');
const memberBusy = (name: string) =>
  new AppError('EMPLOYEE_BUSY', 409, `${name} already has an appointment at that time. Please choose another time.`);
const monthlyLimitReached = () =>
  new AppError(
    'LIMIT_REACHED',
    409,
    'This provider cannot take more bookings this month. Please choose another month or provider.',
  );
/** Bookings of one company queue in one instance (docs/decisions/0096-one-lane-per-company.md). */
const companyLane = (companyId: string) => `bookings/${companyId}`;
const openLimitReached = () => new AppError('LIMIT_REACHED', 409, bookingMessages.openLimit);

/** An error that refuses one date of a request, with the preview's word for it; other errors refuse the request. */
type Refusal = AppError & { reason: OccurrenceRefusal };
const refusal = (reason: OccurrenceRefusal, error: AppError): Refusal => Object.assign(error, { reason });
const isRefusal = (error: unknown): error is Refusal => error instanceof AppError && 'reason' in error;
const refusedAtSlot = (reason: 'past' | 'beyond' | 'closed' | 'unavailable'): Refusal => {
  if (reason === 'past' || reason === 'beyond') {
    const message = reason === 'past' ? bookingMessages.future : bookingMessages.horizon;
    return refusal(reason, new AppError('VALIDATION_FAILED', 400, message, { date: message }));
  }
  return refusal(reason, new AppError('SLOT_UNAVAILABLE', 409, slotMessages[reason]));
};

/**
 * docs/product.md#bookings, in one transaction: one batch reads the pet, service, company, plan, the documents
 * concurrent bookings contend for (the pet's schedule, the customer record), the team roster and the company's
 * documents of the request's days (docs/decisions/0073-availability-per-team-member.md,
 * docs/decisions/0114-team-days.md); a plan that limits bookings adds a read of the months' counts. The chosen team
 * member's blocks go into the day's document in the same commit, so two requests for the last free person collide:
 * Firestore lets one commit; the other is retried, finds nobody free, and gets a 409. A repeat series books every
 * date in that one transaction or none (docs/decisions/0091-repeat-series.md): 409 SERIES_CONFLICT names each date
 * that cannot be booked and why.
 * Within one instance the company's bookings take turns (core/lanes.ts), so only instances collide.
 */
export async function createBooking(
  owner: AuthUser,
  request: BookingRequest,
  clock: Clock,
  lanes: Lanes,
): Promise<OwnerBooking> {
  const now = clock.now();
  // Ids chosen once: a retried transaction writes the same bookings, never a second set.
  const refs = seriesDates(request.date, request.repeat).map(() => bookingsRepository.newRef());
  const attempt: { candidates?: Candidates } = {};
  const docs = await retryOnContention(
    () =>
      lanes.run([companyLane(request.companyId)], () =>
        db().runTransaction((tx) => book(tx, refs, owner, request, now, attempt)),
      ),
    async () => {
      // A series that lost learns what changed by running again; a single booking learns it cheaply here.
      const { candidates } = attempt;
      if (request.repeat || !candidates) return;
      // A stay or day booking that lost learns whether a night filled up meanwhile.
      if (candidates.places) {
        const taken = await bookingsRepository.takenOn(candidates.places.ids);
        const { terms, capacity, timeZone } = candidates.places;
        assertPlaces(terms, (date) => taken.get(candidates.places!.idOf(date)) ?? 0, capacity, timeZone);
        return;
      }
      // A loser learns cheaply whether anyone is left: every candidate's schedule already holds the appointment.
      if (!candidates.blocks) return;
      const schedules = await bookingsRepository.teamBlocksOn(request.companyId, [request.date]);
      if (candidates.scheduleIds.every((id) => clashIn(schedules.get(id) ?? {}, candidates.blocks!)))
        throw request.employeeId ? memberBusy(candidates.requestedName ?? 'That team member') : slotTaken();
    },
  );
  return toOwnerBooking({ ...docs[0], id: refs[0].id }, now);
}

/**
 * `POST /api/pet-owners/bookings/preview`: what the same request would book, date by date (who would take each, or
 * why not), from the same reads and rules as booking, outside a transaction and changing nothing.
 */
export async function previewBooking(owner: AuthUser, request: BookingRequest, clock: Clock): Promise<BookingPreview> {
  const now = clock.now();
  const reader: BookingReader = {
    getAll: (...refs) => db().getAll(...refs),
    employees: (companyId) => employeesRepository.list(companyId),
  };
  const state = await readBooking(reader, owner, request, now);
  const occurrences = planOccurrences(state, owner, request, now);
  const overLimit = await datesOverLimit(reader, state, request, occurrences);
  const openFull = state.openCount >= MAX_OPEN_BOOKINGS_PER_COMPANY;
  return {
    occurrences: occurrences.map((occurrence) => {
      const refused =
        'error' in occurrence
          ? occurrence.error
          : openFull
            ? refusal('limit_reached', openLimitReached())
            : overLimit.has(occurrence.date)
              ? refusal('limit_reached', monthlyLimitReached())
              : undefined;
      const performer = refused || 'error' in occurrence ? undefined : occurrence.performer;
      return {
        date: occurrence.date,
        time: request.time,
        available: !refused,
        reason: refused?.reason ?? null,
        message: refused?.message ?? null,
        employeeId: performer?.employeeId ?? null,
        employeeName: performer?.name ?? null,
      };
    }),
  };
}

/** What one transaction (or a preview) reads of a request, checked for what refuses it whole. */
interface BookingState {
  pet: NonNullable<ReturnType<typeof petsRepository.fromSnapshot>>;
  service: StoredService;
  company: NonNullable<ReturnType<typeof companiesRepository.companyFromSnapshot>>;
  account: NonNullable<ReturnType<typeof companiesRepository.accountFromSnapshot>>;
  userSnapshot: DocumentSnapshot;
  /** The company's account, for its email choice (docs/decisions/0092-booking-emails.md). */
  companyUserSnapshot: DocumentSnapshot;
  settingsSnapshot: DocumentSnapshot;
  customerSnapshot: DocumentSnapshot;
  scheduleSnapshot: DocumentSnapshot;
  openCount: number;
  /** The company's team as its roster holds it (docs/decisions/0110-team-roster.md). */
  team: TeamMember[];
  /** The team read from the employee documents when the roster was not complete: the booking completes it. */
  teamToComplete?: TeamMember[];
  candidates: Candidates;
  /** The candidates' schedules, by id. */
  schedules: Map<string, Schedule>;
  /** The places taken on each of a stay's nights (or its day), by counter id. */
  placesTaken: Map<string, number>;
  terms: PlaceTerms | undefined;
}

/** A transaction, or the database itself for a preview: both read a batch of documents and a company's employees. */
interface BookingReader {
  getAll: (...refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;
  employees: (companyId: string) => Promise<Employee[]>;
}

/**
 * Everything the request depends on, read in one batch: the pet, service, company, plan, the documents concurrent
 * bookings contend for, the team roster, the company's documents of the request's days (every team member's time:
 * docs/decisions/0114-team-days.md) and the place counters a stay or day booking of these dates would take. Only a
 * day-care request sent with an `endDate` on or before its day reads its counter in a second batch: the guess took it
 * for a stay of no nights.
 */
async function readBooking(
  reader: BookingReader,
  owner: AuthUser,
  request: BookingRequest,
  now: Date,
): Promise<BookingState> {
  const dates = seriesDates(request.date, request.repeat);
  // The service's mode is known only once read: the request's own dates name the counters a stay (with a check-out)
  // or a day booking would take, one small read an appointment does not need.
  const guessedPlaces = placesOf(request, request.endDate ? 'stay' : 'day').ids;
  const [
    petSnapshot,
    serviceSnapshot,
    companySnapshot,
    accountSnapshot,
    userSnapshot,
    companyUserSnapshot,
    settingsSnapshot,
    customerSnapshot,
    scheduleSnapshot,
    openSnapshot,
    rosterSnapshot,
    ...expectedSnapshots
  ] = await reader.getAll(
    petsRepository.ref(owner.uid, request.petId),
    servicesRepository.ref(request.companyId, request.serviceId),
    companiesRepository.ref(request.companyId),
    companiesRepository.accountRef(request.companyId),
    usersRepository.ref(owner.uid),
    usersRepository.ref(request.companyId),
    platformSettingsRepository.ref(),
    customersRepository.ref(request.companyId, owner.uid),
    bookingsRepository.petScheduleRef(holdIds.petSchedule(owner.uid, request.petId)),
    bookingsRepository.openBookingsRef(holdIds.openBookings(request.companyId, owner.uid)),
    employeesRepository.rosterRef(request.companyId),
    ...dates.map((date) => bookingsRepository.teamDayRef(request.companyId, date)),
    ...guessedPlaces.map((id) => bookingsRepository.capacityNightRef(id)),
  );
  const teamDaySnapshots = expectedSnapshots.slice(0, dates.length);
  const pet = petsRepository.fromSnapshot(petSnapshot);
  const service = servicesRepository.fromSnapshot(serviceSnapshot);
  const company = companiesRepository.companyFromSnapshot(companySnapshot);
  const account = companiesRepository.accountFromSnapshot(accountSnapshot);
  if (!pet) throw notFound('Pet not found');
  if (!service || !service.listed || !company || !account || !isCompanyListable(company, account, now))
    throw notFound('This service is not available for booking.');
  const mode = storedBookingMode(service);
  if (request.repeat && mode !== 'appointment')
    throw new AppError('VALIDATION_FAILED', 400, repeatMessages.notForPlaces, { repeat: repeatMessages.notForPlaces });
  const rosterTeam = employeesRepository.teamFromSnapshot(rosterSnapshot);
  const listed = rosterTeam ? undefined : (await reader.employees(request.companyId)).map(teamMemberOf);
  const team = rosterTeam ?? listed ?? [];
  const candidates = candidatesOf(request, service, company, team);
  const read = new Map(expectedSnapshots.slice(dates.length).map((snapshot) => [snapshot.ref.path, snapshot]));
  const needed = (candidates.places?.ids ?? []).map((id) => bookingsRepository.capacityNightRef(id));
  const missing = needed.filter((ref) => !read.has(ref.path));
  if (missing.length > 0) for (const snapshot of await reader.getAll(...missing)) read.set(snapshot.ref.path, snapshot);
  const snapshotOf = (ref: DocumentReference) => read.get(ref.path)!;
  const teamBlocks = bookingsRepository.teamBlocksFromSnapshots(teamDaySnapshots);
  return {
    pet,
    service,
    company,
    account,
    userSnapshot,
    companyUserSnapshot,
    settingsSnapshot,
    customerSnapshot,
    scheduleSnapshot,
    openCount: bookingsRepository.openBookingsFromSnapshot(openSnapshot),
    team,
    teamToComplete: listed && employeesRepository.isWholeTeam(listed) ? listed : undefined,
    candidates,
    schedules: new Map(candidates.scheduleIds.map((id) => [id, teamBlocks.get(id) ?? {}])),
    placesTaken: new Map(
      (candidates.places?.ids ?? []).map((id) => [
        id,
        bookingsRepository.capacityTakenFromSnapshot(snapshotOf(bookingsRepository.capacityNightRef(id))),
      ]),
    ),
    terms: placeTerms(mode, request),
  };
}

type Placed = { date: string; startAt: Date; performer: Pick<Performer, 'employeeId' | 'name'>; hold: BookingHold };
type Occurrence = Placed | { date: string; error: Refusal };

/** Each date of the request placed by the rules, or refused with the reason; a refusal of the whole is thrown. */
function planOccurrences(state: BookingState, owner: AuthUser, request: BookingRequest, now: Date): Occurrence[] {
  return seriesDates(request.date, request.repeat).map((date) => {
    const dated = { ...request, date };
    try {
      const placed = state.terms
        ? placeHold(
            state.terms,
            dated,
            owner,
            {
              service: state.service,
              timeZone: state.company.timezone,
              businessHours: state.company.businessHours,
              now,
              petName: state.pet.name,
            },
            bookingsRepository.petBlocksFromSnapshot(state.scheduleSnapshot),
            state.placesTaken,
          )
        : appointmentHold(state, dated, owner, now);
      return { date, ...placed };
    } catch (error) {
      if (isRefusal(error)) return { date, error };
      throw error;
    }
  });
}

/** The dates a plan's monthly booking limit leaves out, reading the months' counts only when the plan has one. */
async function datesOverLimit(
  reader: BookingReader,
  state: BookingState,
  request: BookingRequest,
  occurrences: readonly Occurrence[],
): Promise<Set<string>> {
  const limit = effectiveLimit(
    state.account.subscription.plan,
    'maxBookingsPerMonth',
    platformSettingsRepository.fromSnapshot(state.settingsSnapshot).general.subscriptionEnforcement,
  );
  if (limit === UNLIMITED) return new Set();
  const dates = occurrences.map((occurrence) => occurrence.date);
  const months = [...new Set(dates.map((date) => date.slice(0, 7)))]; // the company's local months
  const snapshots = await reader.getAll(
    ...months.map((month) => rollupsRepository.companyMonthRef(request.companyId, month)),
  );
  const booked = new Map(
    snapshots.map((snapshot, index) => [months[index], rollupsRepository.cappedBookingsFromSnapshot(snapshot)]),
  );
  return datesOverMonthlyLimit(dates, (month) => booked.get(month) ?? 0, limit);
}

async function book(
  tx: Transaction,
  refs: DocumentReference[],
  owner: AuthUser,
  request: BookingRequest,
  now: Date,
  attempt: { candidates?: Candidates },
): Promise<BookingDoc[]> {
  const reader: BookingReader = {
    getAll: (...refs) => tx.getAll(...refs),
    employees: (companyId) => employeesRepository.listInTransaction(tx, companyId),
  };
  const state = await readBooking(reader, owner, request, now);
  attempt.candidates = state.candidates;
  const occurrences = planOccurrences(state, owner, request, now);
  const refused = occurrences.flatMap((occurrence) => ('error' in occurrence ? [occurrence] : []));
  // A single booking answers its own refusal, as before series existed.
  if (!request.repeat && refused.length > 0) throw refused[0].error;

  // Race-safe: the counter is read here and moved by the holds below, so concurrent bookings of this owner with this
  // company conflict and retry, and the retry counts the winner's booking. A series is one request: it may start
  // below the limit and end above it.
  if (state.openCount >= MAX_OPEN_BOOKINGS_PER_COMPANY) throw openLimitReached();

  const overLimit = await datesOverLimit(reader, state, request, occurrences);
  if (!request.repeat && overLimit.size > 0) throw monthlyLimitReached();
  if (refused.length > 0 || overLimit.size > 0) {
    const details = Object.fromEntries([
      ...[...overLimit].map((date) => [date, monthlyLimitReached().message]),
      ...refused.map((occurrence) => [occurrence.date, occurrence.error.message]),
    ]);
    throw new AppError('SERIES_CONFLICT', 409, repeatMessages.conflict, details);
  }

  const { pet, service, company } = state;
  if (state.teamToComplete)
    employeesRepository.writeTeamInTransaction(tx, request.companyId, state.teamToComplete, now);
  const placed = occurrences as Placed[];
  const ownerDoc = usersRepository.fromSnapshot(state.userSnapshot);
  const ownerName = ownerDoc?.displayName || owner.displayName || owner.email || 'Pet owner';
  const seriesId = request.repeat ? refs[0].id : undefined;
  const docs = placed.map(({ date, startAt, performer, hold }): BookingDoc => ({
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
    ...(seriesId ? { seriesId } : {}),
    date,
    time: request.time,
    timeZone: company.timezone,
    startAt,
    duration: service.duration,
    bufferMinutes: service.bufferMinutes ?? 0,
    ...(state.terms
      ? {
          bookingMode: state.terms.bookingMode,
          ...(state.terms.endDate ? { endDate: state.terms.endDate, nights: state.terms.units } : {}),
        }
      : {}),
    status: 'pending',
    servicePrice: service.price,
    // A stay is priced per night, a day booking per day (one); cents kept exact.
    totalAmount: Math.round(service.price * (state.terms?.units ?? 1) * 100) / 100,
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
  }));
  docs.forEach((doc, index) => bookingsRepository.createInTransaction(tx, refs[index], doc));
  await tellBookingRequested(
    tx,
    docs.map((doc, index) => ({ ...doc, id: refs[index].id })),
    { address: company.email, takesEmail: takesEmail(usersRepository.fromSnapshot(state.companyUserSnapshot)) },
    teamRecipients(state, placed),
    platformSettingsRepository.fromSnapshot(state.settingsSnapshot).notifications,
    now,
  );
  await moveCounters(tx, (counters) => {
    for (const doc of docs) {
      bookingCounters.apply(counters, null, doc);
      rollupsRepository.move(
        counters,
        doc.companyId,
        doc.date,
        { bookings: 1, bookedValue: doc.totalAmount },
        doc.serviceId,
        doc.category,
      );
    }
    customersRepository.recordBookingInTransaction(
      tx,
      counters,
      request.companyId,
      customersRepository.stateFromSnapshot(state.customerSnapshot),
      {
        ownerId: owner.uid,
        name: ownerName,
        email: owner.email ?? '',
        phone: ownerDoc?.phone ?? '',
        petId: pet.id,
        petName: pet.name,
        bookedFor: docs[docs.length - 1].startAt,
        bookings: docs.length,
        now,
      },
      (at) => monthKey(at, company.timezone),
    );
  });
  return docs;
}

/** The team members who take the request's dates and have an email address, from the roster read. */
function teamRecipients(state: BookingState, placed: readonly Placed[]): TeamRecipient[] {
  const employees = new Map(state.team.map((member) => [member.id, member] as const));
  const taking = new Set(placed.flatMap(({ performer }) => performer.employeeId ?? []));
  return [...taking].flatMap((employeeId) => {
    const employee = employees.get(employeeId);
    return employee?.email ? [{ employeeId, name: employee.name, email: employee.email }] : [];
  });
}

/** An appointment's start, team member and hold (docs/decisions/0073-availability-per-team-member.md). */
function appointmentHold(
  state: BookingState,
  request: BookingRequest,
  owner: AuthUser,
  now: Date,
): Omit<Placed, 'date'> {
  const { service, company } = state;
  const minutes = service.duration + (service.bufferMinutes ?? 0);
  const refused = slotRefusal(request.date, request.time, {
    businessHours: company.businessHours,
    availability: service.availability,
    timeZone: company.timezone,
    now,
    minutes,
  });
  if (refused) throw refusedAtSlot(refused);
  const startAt = slotStart(request.date, request.time, company.timezone);
  const petBusy = bookingsRepository.petBlocksFromSnapshot(state.scheduleSnapshot);
  const petBlocks = occupiedBlocks(startAt, service.duration).map(holdIds.petBlock);
  if (petBlocks.some((block) => petBusy[block]))
    throw refusal('pet_busy', new AppError('SLOT_TAKEN', 409, petBusyMessage(state.pet.name)));
  const appointment = { date: request.date, time: request.time, timeZone: company.timezone, minutes };
  const performer = choosePerformer(service, appointment, request.employeeId, state.team, state.schedules);
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
  placesTaken: ReadonlyMap<string, number>,
): { startAt: Date; performer: Pick<Performer, 'employeeId' | 'name'>; hold: BookingHold } {
  const { service, timeZone, now } = context;
  const refused = checkInRefusal(request, {
    businessHours: context.businessHours,
    availability: service.availability,
    timeZone,
    now,
  });
  if (refused) throw refusedAtSlot(refused);
  const hold = holdFor({
    ...request,
    ownerId: owner.uid,
    startAt: slotStart(request.date, request.time, timeZone),
    duration: service.duration,
    bookingMode: terms.bookingMode,
    endDate: terms.endDate,
  });
  if (hold.petBlocks.some((night) => petBusy[night]))
    throw refusal('pet_busy', new AppError('SLOT_TAKEN', 409, stayMessages.petBusy(context.petName)));
  const idOf = (date: string) => holdIds.capacityNight(service.companyId, service.id, date);
  try {
    assertPlaces(terms, (date) => placesTaken.get(idOf(date)) ?? 0, service.capacity ?? 0, timeZone);
  } catch (error) {
    throw error instanceof AppError ? refusal('taken', error) : error;
  }
  return {
    startAt: slotStart(request.date, request.time, timeZone),
    performer: { employeeId: null, name: null },
    hold,
  };
}

/** The documents of whoever might take the appointment: their schedules, or a stay's place counters. */
interface Candidates {
  scheduleIds: string[];
  /** The appointment's blocks with its buffer. */
  blocks?: string[];
  requestedName?: string;
  /** Stays and day bookings: the place counters of their nights. */
  places?: { ids: string[]; idOf: (date: string) => string; terms: PlaceTerms; capacity: number; timeZone: string };
}

/**
 * A stay's or day booking's dates and the place counters of each: at most 31, as a longer stay is refused, and a
 * check-out years away must not cost a date per day before it is.
 */
function placesOf(request: BookingRequest, mode: BookingMode) {
  const idOf = (date: string) => holdIds.capacityNight(request.companyId, request.serviceId, date);
  const nights = request.endDate ? Math.min(nightsBetween(request.date, request.endDate), 31) : 0;
  const dates = placeDates({
    bookingMode: mode,
    date: request.date,
    endDate: datesFrom(request.date, nights + 1).at(-1),
  });
  return { ids: dates.map(idOf), idOf, dates };
}

/** Who might take the request, from the service, the company and the team as one read found them. */
function candidatesOf(
  request: BookingRequest,
  service: StoredService,
  company: { timezone: string },
  team: readonly TeamMember[],
): Candidates {
  const mode = storedBookingMode(service);
  if (mode !== 'appointment') {
    // A stay or day booking holds no team member's time; the dates come from the request, checked in placeHold.
    const { ids, idOf, dates } = placesOf(request, mode);
    return {
      scheduleIds: [],
      places: {
        ids,
        idOf,
        terms: { bookingMode: mode as PlaceTerms['bookingMode'], dates, units: dates.length },
        capacity: service.capacity ?? 0,
        timeZone: company.timezone,
      },
    };
  }
  const performers = request.employeeId
    ? team
        .filter((member) => member.id === request.employeeId)
        .map((member) => employeePerformer(request.companyId, member))
    : performersOf(request.companyId, service, team);
  return {
    scheduleIds: performers.map((performer) => performer.scheduleId),
    blocks: appointmentBlocks({
      date: request.date,
      time: request.time,
      timeZone: company.timezone,
      minutes: service.duration + (service.bufferMinutes ?? 0),
    }),
    requestedName: performers[0]?.name ?? undefined,
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
  employees: readonly TeamMember[],
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
      throw refusal(
        'employee_unavailable',
        new AppError('EMPLOYEE_UNAVAILABLE', 409, `${employee.name} is not working at that time.`),
      );
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
  if (employeeId) throw refusal('employee_busy', memberBusy(performers[0].name ?? 'That team member'));
  throw refusal('taken', slotTaken());
}
