import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  activeBookingStatuses,
  bookingStatuses,
  MAX_REPEAT_COUNT,
  type BookingStatus,
} from '../contracts/booking-vocabulary';
import type { Role } from '../contracts/roles';
import type { BookingMode } from '../contracts/service-vocabulary';
import { db } from '../core/firebase';
import { converter } from './converter';
import { DOCUMENT_ID, shapeCombinations, type Direction, type QueryShape } from './query-shape';

export interface StatusChange {
  status: BookingStatus;
  at: Date;
  by: string;
  role: Role;
  note: string;
}

/** bookings/{bookingId}: top level, with the names it shows denormalised and the price as it was booked. */
export interface BookingDoc {
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  ownerPhone: string;
  companyId: string;
  companyName: string;
  companyPhone: string;
  serviceId: string;
  serviceName: string;
  category: string;
  petId: string;
  petName: string;
  petType: string;
  petBreed: string;
  petAge: string;
  employeeId: string | null;
  employeeName: string | null;
  /** Shared by the bookings of one repeat series (docs/decisions/0091-repeat-series.md); absent: a single booking. */
  seriesId?: string;
  date: string;
  time: string;
  timeZone: string;
  startAt: Date;
  duration: number;
  /** The service's clean-up minutes when booked: the team member's time runs that much past the end. Absent: 0. */
  bufferMinutes?: number;
  /** stay or day (docs/decisions/0086-stays-by-the-night.md); absent: an appointment. */
  bookingMode?: BookingMode;
  /** A stay's check-out date (company-local); its nights run from `date` to the night before. */
  endDate?: string;
  /** A stay's nights (totalAmount is servicePrice x nights). */
  nights?: number;
  status: BookingStatus;
  servicePrice: number;
  totalAmount: number;
  notes: string;
  specialRequirements: string;
  /** Words and prefixes of the customer, pet, service and employee names, for the company's search. */
  searchTokens: string[];
  review: { rating: number; review: string; createdAt: Date } | null;
  /** What the booking holds while it is active (pending, confirmed, in progress); null once released. */
  hold: BookingHold | null;
  statusHistory: StatusChange[];
  /** The start the owner was last reminded of (docs/decisions/0097-reminders-and-jobs.md); absent: never. */
  remindedFor?: Date;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The half-hour blocks of the pet in the pet's schedule document, and those of the team member doing the work in
 * the company's document of that day (docs/decisions/0073-availability-per-team-member.md,
 * docs/decisions/0114-team-days.md).
 */
export interface BookingHold {
  /** Holds made before issue 21 also held a slot document per service, date and time; new holds have none. */
  slotId?: string;
  petScheduleId: string;
  petBlocks: string[];
  /**
   * The schedule of whoever does the work: the assigned employee's, or the company's own when it has no active
   * employees (it works as one person). Null (or absent) only on holds made before issue 21 without an employee.
   */
  employeeScheduleId?: string | null;
  /** The blocks of that schedule: the appointment and its buffer. Absent on older holds: the pet's blocks. */
  employeeBlocks?: string[];
  /**
   * The company's document of the appointment's day (teamDays/{companyId}_{date}) that holds `employeeBlocks` under
   * `employeeScheduleId`. Absent on holds made before Nov 29, 2026: their blocks are in
   * employeeSchedules/{employeeScheduleId} until `npm run admin -- assign-open-bookings` moves them.
   */
  teamDayId?: string;
  /**
   * The owner's open-bookings counter with the company (openBookings/{companyId}_{ownerId}): an active booking holds
   * one place of the per-owner cap. Absent on holds made before the cap.
   */
  openBookingsId?: string;
  /**
   * Stays and day bookings: the service's place counters (capacityNights/{companyId}_{serviceId}_{date}) of each
   * night or day, one place each (docs/decisions/0086-stays-by-the-night.md). Absent on appointments.
   */
  capacityNightIds?: string[];
}

export interface StoredBooking extends BookingDoc {
  id: string;
}

/** How every view says a booking is held: bookings stored before stays are appointments, with no check-out. */
export function placeTermsOf(booking: Pick<BookingDoc, 'bookingMode' | 'endDate' | 'nights'>): {
  bookingMode: BookingMode;
  endDate: string | null;
  nights: number | null;
} {
  return {
    bookingMode: booking.bookingMode ?? 'appointment',
    endDate: booking.endDate ?? null,
    nights: booking.nights ?? null,
  };
}

/** Whose bookings a calendar feed shows: an owner's, or a company's (one team member's with `employeeId`). */
export type BookingParty = { ownerId: string } | { companyId: string; employeeId?: string };

export interface CompanyBookingsFilter {
  status?: BookingStatus;
  token?: string;
  from?: string;
  to?: string;
  /** By appointment date and time; latest first unless `asc`. */
  order?: Direction;
}

const bookingConverter = converter<BookingDoc>();
const bookings = () => db().collection('bookings').withConverter(bookingConverter);
const slots = () => db().collection('slots');
const petSchedules = () => db().collection('petSchedules');
const employeeSchedules = () => db().collection('employeeSchedules');
const teamDays = () => db().collection('teamDays');
const openBookings = () => db().collection('openBookings');
const capacityNights = () => db().collection('capacityNights');

function reviewedBookings(companyId: string, serviceId: string | undefined) {
  let query = bookings().where('companyId', '==', companyId);
  if (serviceId) query = query.where('serviceId', '==', serviceId);
  return query.orderBy('review.createdAt', 'desc');
}

function bookingsOf(party: BookingParty) {
  if ('ownerId' in party) return bookings().where('ownerId', '==', party.ownerId);
  const ofCompany = bookings().where('companyId', '==', party.companyId);
  return party.employeeId ? ofCompany.where('employeeId', '==', party.employeeId) : ofCompany;
}

function toBooking(id: string, data: BookingDoc): StoredBooking {
  return { ...data, id, review: data.review ?? null, statusHistory: data.statusHistory ?? [] };
}

/** Where a page of reviews starts: after the review written at `at` on booking `id`. */
export interface ReviewCursor {
  at: Date;
  id: string;
}

export const holdIds = {
  petSchedule: (ownerId: string, petId: string) => `${ownerId}_${petId}`,
  employeeSchedule: (companyId: string, employeeId: string) => `${companyId}_${employeeId}`,
  /** The schedule of a company without active employees: its appointments never overlap each other. */
  companySchedule: (companyId: string) => `${companyId}__company`,
  /** Every team member's blocks on one company-local day (2026-11-23): an appointment never crosses midnight. */
  teamDay: (companyId: string, date: string) => `${companyId}_${date}`,
  openBookings: (companyId: string, ownerId: string) => `${companyId}_${ownerId}`,
  /** A half-hour block as a map key: 20261123T1400Z. */
  petBlock: (block: Date) => `${block.toISOString().slice(0, 16).replace(/[-:]/g, '')}Z`,
  /**
   * A night of a stay or a day of day care in the pet's schedule (the company-local date, 2026-11-23): it never
   * equals a block key, so stays collide only with the pet's other stays and day bookings.
   */
  petNight: (date: string) => date,
  /** One night (stay) or day (day care) of a service's places. */
  capacityNight: (companyId: string, serviceId: string, date: string) => `${companyId}_${serviceId}_${date}`,
};

/** Where one appointment's blocks of a team member are kept: his entry in the company's day document. */
export interface TeamTime {
  scheduleId: string;
  /** Absent on holds made before Nov 29, 2026: the schedule's own employeeSchedules document. */
  teamDayId?: string;
}

export const teamTimeOf = (hold: BookingHold): TeamTime | undefined =>
  hold.employeeScheduleId ? { scheduleId: hold.employeeScheduleId, teamDayId: hold.teamDayId } : undefined;

function writeTeamTime(tx: Transaction, time: TeamTime, blocks: Record<string, unknown>): void {
  if (time.teamDayId)
    tx.set(teamDays().doc(time.teamDayId), { members: { [time.scheduleId]: blocks } }, { merge: true });
  else tx.set(employeeSchedules().doc(time.scheduleId), { blocks }, { merge: true });
}

const bookingsShape = { collection: 'bookings', scope: 'collection' } as const;

/** Every query shape below, for firestore-indexes.test.ts (each combination of the optional filters). */
export const bookingQueryShapes: QueryShape[] = [
  { ...bookingsShape, query: 'listForOwner', equality: ['ownerId'], orderBy: [['startAt', 'desc']] },
  {
    ...bookingsShape,
    query: 'upcomingForOwner',
    equality: ['ownerId', 'status'],
    range: ['startAt'],
    orderBy: [['startAt', 'asc']],
  },
  { ...bookingsShape, query: 'countUpcomingForOwner', equality: ['ownerId', 'status'], range: ['startAt'] },
  { ...bookingsShape, query: 'recentlyUpdatedForOwner', equality: ['ownerId'], orderBy: [['updatedAt', 'desc']] },
  ...shapeCombinations({ ...bookingsShape, query: 'pageForCompany', equality: ['companyId'] }, [
    [undefined, { equality: ['status'] }],
    [undefined, { arrayContains: 'searchTokens' }],
    // from and to filter `date`, the field the page is ordered by first.
    [undefined, { range: ['date'] }],
    (['desc', 'asc'] as const).map((direction) => ({
      orderBy: [
        ['date', direction],
        ['time', direction],
      ] as const,
    })),
  ]),
  {
    ...bookingsShape,
    query: 'upcomingForCompany',
    equality: ['companyId', 'status'],
    range: ['startAt'],
    orderBy: [['startAt', 'asc']],
  },
  { ...bookingsShape, query: 'activeForEmployeeInTransaction', equality: ['companyId', 'employeeId', 'status'] },
  { ...bookingsShape, query: 'recentForCompany', equality: ['companyId'], orderBy: [['createdAt', 'desc']] },
  {
    ...bookingsShape,
    query: 'futureOpenForServiceInTransaction',
    equality: ['companyId', 'serviceId', 'status'],
    range: ['startAt'],
    orderBy: [['startAt', 'asc']],
  },
  {
    ...bookingsShape,
    query: 'reviewsPage',
    equality: ['companyId'],
    orderBy: [
      ['review.createdAt', 'desc'],
      [DOCUMENT_ID, 'desc'],
    ],
  },
  {
    ...bookingsShape,
    query: 'reviewsPage(service)',
    equality: ['companyId', 'serviceId'],
    orderBy: [
      ['review.createdAt', 'desc'],
      [DOCUMENT_ID, 'desc'],
    ],
  },
  {
    ...bookingsShape,
    query: 'countReviews(service)',
    equality: ['companyId', 'serviceId'],
    orderBy: [['review.createdAt', 'desc']],
  },
  { ...bookingsShape, query: 'companyHasBookedPet', equality: ['companyId', 'ownerId', 'petId', 'status'] },
  { ...bookingsShape, query: 'idsForOwner', equality: ['ownerId'] },
  { ...bookingsShape, query: 'seriesOfOwnerInTransaction', equality: ['ownerId', 'seriesId'] },
  ...[['ownerId'], ['companyId'], ['companyId', 'employeeId']].map((equality): QueryShape => ({
    ...bookingsShape,
    query: `startingFrom(${equality.join(', ')})`,
    equality,
    range: ['startAt'],
    orderBy: [['startAt', 'asc']],
  })),
  ...[['ownerId'], ['companyId']].map((party): QueryShape => ({
    ...bookingsShape,
    query: `staysStartedBetween(${party.join(', ')})`,
    equality: [...party, 'bookingMode'],
    range: ['startAt'],
    orderBy: [['startAt', 'asc']],
  })),
  { ...bookingsShape, query: 'checkOutsForCompany', equality: ['companyId', 'bookingMode', 'endDate'] },
  {
    ...bookingsShape,
    query: 'activeCheckInsForService',
    equality: ['companyId', 'serviceId', 'status'],
    range: ['date'],
    orderBy: [['date', 'asc']],
  },
  { ...bookingsShape, query: 'activeIdsPage', equality: ['status'], orderBy: [[DOCUMENT_ID, 'asc']] },
  {
    ...bookingsShape,
    query: 'confirmedStartingBetween',
    equality: ['status'],
    range: ['startAt'],
    orderBy: [
      ['startAt', 'asc'],
      [DOCUMENT_ID, 'asc'],
    ],
  },
];

export const bookingsRepository = {
  /** The places taken on one night or day of a stay or day service. */
  capacityNightRef(id: string) {
    return capacityNights().doc(id);
  },
  capacityTakenFromSnapshot(snapshot: DocumentSnapshot): number {
    return (snapshot.get('taken') as number | undefined) ?? 0;
  },
  /** The places taken on the given nights, one batch read; a missing document is a night with nothing taken. */
  async takenOn(ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const snapshots = await db().getAll(...ids.map((id) => capacityNights().doc(id)));
    return new Map(snapshots.map((snapshot) => [snapshot.id, this.capacityTakenFromSnapshot(snapshot)]));
  },
  /** Open (pending, confirmed, in progress) bookings of one owner with one company, moved by every hold and release. */
  openBookingsRef(id: string) {
    return openBookings().doc(id);
  },
  openBookingsFromSnapshot(snapshot: DocumentSnapshot): number {
    return (snapshot.get('count') as number | undefined) ?? 0;
  },
  petScheduleRef(id: string) {
    return petSchedules().doc(id);
  },
  teamDayRef(companyId: string, date: string) {
    return teamDays().doc(holdIds.teamDay(companyId, date));
  },
  /** Each team member's blocks in the given day documents, days merged: schedule id -> block key -> booking id. */
  teamBlocksFromSnapshots(snapshots: readonly DocumentSnapshot[]): Map<string, Record<string, string>> {
    const schedules = new Map<string, Record<string, string>>();
    for (const snapshot of snapshots) {
      const members = (snapshot.get('members') as Record<string, Record<string, string>> | undefined) ?? {};
      for (const [scheduleId, blocks] of Object.entries(members))
        schedules.set(scheduleId, { ...schedules.get(scheduleId), ...blocks });
    }
    return schedules;
  },
  /** Each team member's blocks on the company's given days, one batch read (in `tx` when given). */
  async teamBlocksOn(
    companyId: string,
    dates: readonly string[],
    tx?: Transaction,
  ): Promise<Map<string, Record<string, string>>> {
    const refs = [...new Set(dates)].map((date) => this.teamDayRef(companyId, date));
    if (refs.length === 0) return new Map();
    return this.teamBlocksFromSnapshots(tx ? await tx.getAll(...refs) : await db().getAll(...refs));
  },
  /** The pet's blocks held by active bookings: block key -> booking id. */
  petBlocksFromSnapshot(snapshot: DocumentSnapshot): Record<string, string> {
    return (snapshot.get('blocks') as Record<string, string> | undefined) ?? {};
  },
  newRef() {
    return bookings().doc();
  },
  async getInTransaction(tx: Transaction, bookingId: string): Promise<StoredBooking | undefined> {
    const snapshot = await tx.get(bookings().doc(bookingId));
    return snapshot.exists ? toBooking(snapshot.id, snapshot.data()!) : undefined;
  },
  async get(bookingId: string): Promise<StoredBooking | undefined> {
    const snapshot = await bookings().doc(bookingId).get();
    return snapshot.exists ? toBooking(snapshot.id, snapshot.data()!) : undefined;
  },
  /** Several bookings by id in one batch read; unknown ids are left out. */
  async getMany(bookingIds: readonly string[]): Promise<StoredBooking[]> {
    if (bookingIds.length === 0) return [];
    const snapshots = await db().getAll(...bookingIds.map((id) => bookings().doc(id)));
    return snapshots.flatMap((snapshot) => {
      const booking = bookingConverter.read(snapshot);
      return booking ? [toBooking(snapshot.id, booking)] : [];
    });
  },
  createInTransaction(tx: Transaction, ref: DocumentReference, booking: BookingDoc): void {
    tx.create(ref, booking);
    if (booking.hold) this.holdInTransaction(tx, ref.id, booking.hold);
  },
  holdInTransaction(tx: Transaction, bookingId: string, hold: BookingHold): void {
    tx.set(
      petSchedules().doc(hold.petScheduleId),
      { blocks: Object.fromEntries(hold.petBlocks.map((block) => [block, bookingId])) },
      { merge: true },
    );
    const teamTime = teamTimeOf(hold);
    if (teamTime) this.holdEmployeeInTransaction(tx, bookingId, teamTime, hold.employeeBlocks ?? hold.petBlocks);
    if (hold.openBookingsId)
      tx.set(openBookings().doc(hold.openBookingsId), { count: FieldValue.increment(1) }, { merge: true });
    for (const id of hold.capacityNightIds ?? [])
      tx.set(capacityNights().doc(id), { taken: FieldValue.increment(1) }, { merge: true });
  },
  releaseInTransaction(tx: Transaction, hold: BookingHold | null): void {
    if (!hold) return;
    if (hold.slotId) tx.delete(slots().doc(hold.slotId));
    tx.set(
      petSchedules().doc(hold.petScheduleId),
      { blocks: Object.fromEntries(hold.petBlocks.map((block) => [block, FieldValue.delete()])) },
      { merge: true },
    );
    const teamTime = teamTimeOf(hold);
    if (teamTime) this.releaseEmployeeInTransaction(tx, teamTime, hold.employeeBlocks ?? hold.petBlocks);
    if (hold.openBookingsId)
      tx.set(openBookings().doc(hold.openBookingsId), { count: FieldValue.increment(-1) }, { merge: true });
    for (const id of hold.capacityNightIds ?? [])
      tx.set(capacityNights().doc(id), { taken: FieldValue.increment(-1) }, { merge: true });
  },
  /**
   * A booking moved to another time or team member: it leaves the blocks of `from` and takes those of `to`, in this
   * order (blocks of both stay held), and keeps its one place among the owner's open bookings.
   */
  moveHoldInTransaction(tx: Transaction, bookingId: string, from: BookingHold, to: BookingHold): void {
    this.releaseInTransaction(tx, { ...from, openBookingsId: undefined });
    this.holdInTransaction(tx, bookingId, { ...to, openBookingsId: undefined });
  },
  /** A team member's time holds the half-hour blocks of his active bookings, like a pet's. */
  holdEmployeeInTransaction(tx: Transaction, bookingId: string, time: TeamTime, blocks: string[]): void {
    writeTeamTime(tx, time, Object.fromEntries(blocks.map((block) => [block, bookingId])));
  },
  releaseEmployeeInTransaction(tx: Transaction, time: TeamTime, blocks: string[]): void {
    writeTeamTime(tx, time, Object.fromEntries(blocks.map((block) => [block, FieldValue.delete()])));
  },
  updateInTransaction(tx: Transaction, bookingId: string, patch: Partial<BookingDoc>): void {
    tx.update(bookings().doc(bookingId), patch);
  },
  async listForOwner(ownerId: string, limit: number): Promise<StoredBooking[]> {
    const snapshot = await bookings().where('ownerId', '==', ownerId).orderBy('startAt', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  async upcomingForOwner(ownerId: string, now: Date, limit: number): Promise<StoredBooking[]> {
    const snapshot = await bookings()
      .where('ownerId', '==', ownerId)
      .where('status', 'in', ['pending', 'confirmed'])
      .where('startAt', '>', now)
      .orderBy('startAt')
      .limit(limit)
      .get();
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  /**
   * The owner's pending and confirmed bookings still ahead: an aggregation over the owner's open appointments only,
   * which the open-booking limits keep few, never over the owner's history (the total is a counter).
   */
  async countUpcomingForOwner(ownerId: string, from: Date): Promise<number> {
    const query = bookings()
      .where('ownerId', '==', ownerId)
      .where('status', 'in', ['pending', 'confirmed'])
      .where('startAt', '>', from);
    return (await query.count().get()).data().count;
  },
  async recentlyUpdatedForOwner(ownerId: string, limit: number): Promise<StoredBooking[]> {
    const snapshot = await bookings().where('ownerId', '==', ownerId).orderBy('updatedAt', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  /**
   * One page of a company's bookings, latest first, from one indexed query (companyId, optional status and search
   * token, date range, ordered by date and time). `after` is the last booking of the previous page.
   */
  async pageForCompany(
    companyId: string,
    filter: CompanyBookingsFilter,
    after: DocumentSnapshot | undefined,
    limit: number,
  ): Promise<{ bookings: StoredBooking[]; more: boolean }> {
    let query = bookings().where('companyId', '==', companyId);
    if (filter.status) query = query.where('status', '==', filter.status);
    if (filter.token) query = query.where('searchTokens', 'array-contains', filter.token);
    if (filter.from) query = query.where('date', '>=', filter.from);
    if (filter.to) query = query.where('date', '<=', filter.to);
    const direction = filter.order ?? 'desc';
    query = query.orderBy('date', direction).orderBy('time', direction);
    if (after) query = query.startAfter(after);
    const snapshot = await query.limit(limit + 1).get();
    return {
      bookings: snapshot.docs.slice(0, limit).map((doc) => toBooking(doc.id, doc.data())),
      more: snapshot.size > limit,
    };
  },
  /** The bookings in `statuses` that start after `now`, soonest first. */
  async upcomingForCompany(
    companyId: string,
    statuses: readonly BookingStatus[],
    now: Date,
    limit: number,
  ): Promise<StoredBooking[]> {
    const snapshot = await bookings()
      .where('companyId', '==', companyId)
      .where('status', 'in', statuses)
      .where('startAt', '>', now)
      .orderBy('startAt')
      .limit(limit)
      .get();
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  /** The cursor's booking, when it is one of the company's. */
  async companyCursor(companyId: string, bookingId: string): Promise<DocumentSnapshot | undefined> {
    const snapshot = await bookings().doc(bookingId).get();
    return snapshot.exists && snapshot.get('companyId') === companyId ? snapshot : undefined;
  },
  /** The employee's bookings that still hold time (pending, confirmed, in progress), at most `limit`. */
  async activeForEmployeeInTransaction(
    tx: Transaction,
    companyId: string,
    employeeId: string,
    limit: number,
  ): Promise<StoredBooking[]> {
    const snapshot = await tx.get(
      bookings()
        .where('companyId', '==', companyId)
        .where('employeeId', '==', employeeId)
        .where('status', 'in', ['pending', 'confirmed', 'in_progress'])
        .limit(limit),
    );
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  /** Every booking of one of the owner's repeat series (at most 12: docs/decisions/0091-repeat-series.md). */
  async seriesOfOwnerInTransaction(tx: Transaction, ownerId: string, seriesId: string): Promise<StoredBooking[]> {
    const snapshot = await tx.get(
      bookings().where('ownerId', '==', ownerId).where('seriesId', '==', seriesId).limit(MAX_REPEAT_COUNT),
    );
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  /** The company's latest booking requests (the overview's recent bookings). */
  async recentForCompany(companyId: string, limit: number): Promise<StoredBooking[]> {
    const snapshot = await bookings()
      .where('companyId', '==', companyId)
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .get();
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  /** Pending and confirmed bookings of a service that start after `now`: those a deleted service cancels. */
  async futureOpenForServiceInTransaction(
    tx: Transaction,
    companyId: string,
    serviceId: string,
    now: Date,
    limit: number,
  ): Promise<StoredBooking[]> {
    const query = bookings()
      .where('companyId', '==', companyId)
      .where('serviceId', '==', serviceId)
      .where('status', 'in', ['pending', 'confirmed'])
      .where('startAt', '>', now)
      .orderBy('startAt')
      .limit(limit);
    return (await tx.get(query)).docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  /**
   * One page of reviews, newest first. Ordering by `review.createdAt` also keeps out unreviewed bookings (their
   * review is null), so the query has equality filters only: indexes (companyId, review.createdAt desc) and
   * (companyId, serviceId, review.createdAt desc).
   */
  async reviewsPage(
    companyId: string,
    serviceId: string | undefined,
    after: ReviewCursor | undefined,
    limit: number,
  ): Promise<{ bookings: StoredBooking[]; more: boolean }> {
    let query = reviewedBookings(companyId, serviceId).orderBy(FieldPath.documentId(), 'desc');
    if (after) query = query.startAfter(Timestamp.fromDate(after.at), after.id);
    const snapshot = await query.limit(limit + 1).get();
    return {
      bookings: snapshot.docs.slice(0, limit).map((doc) => toBooking(doc.id, doc.data())),
      more: snapshot.size > limit,
    };
  },
  /** The reviews of a service that no longer exists (a live one counts its own in `rating.count`). */
  async countReviews(companyId: string, serviceId: string): Promise<number> {
    return (await reviewedBookings(companyId, serviceId).count().get()).data().count;
  },
  /** Whether the pet has an active or past booking with the company; a cancelled one does not count. */
  async companyHasBookedPet(companyId: string, ownerId: string, petId: string): Promise<boolean> {
    const booked = bookingStatuses.filter((status) => status !== 'cancelled');
    const snapshot = await bookings()
      .where('companyId', '==', companyId)
      .where('ownerId', '==', ownerId)
      .where('petId', '==', petId)
      .where('status', 'in', booked)
      .select()
      .limit(1)
      .get();
    return !snapshot.empty;
  },
  /** The party's bookings, any status, that start at `from` or later, soonest first: a calendar feed's window. */
  async startingFrom(party: BookingParty, from: Date, limit: number): Promise<StoredBooking[]> {
    const snapshot = await bookingsOf(party).where('startAt', '>=', from).orderBy('startAt').limit(limit).get();
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  /** The party's stays that checked in from `from` to before `to`: those a window starting at `to` would miss. */
  async staysStartedBetween(
    party: { ownerId: string } | { companyId: string },
    from: Date,
    to: Date,
    limit: number,
  ): Promise<StoredBooking[]> {
    const snapshot = await bookingsOf(party)
      .where('bookingMode', '==', 'stay')
      .where('startAt', '>=', from)
      .where('startAt', '<', to)
      .orderBy('startAt')
      .limit(limit)
      .get();
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  /**
   * A stay or day service's active bookings that check in from `from` to `to` (company-local dates), earliest first:
   * every booking that can hold one of its places on the night or day `to`, when `from` is a longest stay before it.
   */
  async activeCheckInsForService(
    companyId: string,
    serviceId: string,
    { from, to }: { from: string; to: string },
    limit: number,
  ): Promise<StoredBooking[]> {
    const snapshot = await bookings()
      .where('companyId', '==', companyId)
      .where('serviceId', '==', serviceId)
      .where('status', 'in', activeBookingStatuses)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('date')
      .limit(limit)
      .get();
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  /** The company's stays that check out on one of `dates` (at most `limit`), whatever their status. */
  async checkOutsForCompany(companyId: string, dates: readonly string[], limit: number): Promise<StoredBooking[]> {
    const snapshot = await bookings()
      .where('companyId', '==', companyId)
      .where('bookingMode', '==', 'stay')
      .where('endDate', 'in', dates)
      .limit(limit)
      .get();
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  async idsForOwner(ownerId: string): Promise<string[]> {
    const snapshot = await bookings().where('ownerId', '==', ownerId).select().get();
    return snapshot.docs.map((doc) => doc.id);
  },
  /** One page of the ids of every active (pending, confirmed, in progress) booking, in id order (the admin command). */
  /**
   * Confirmed bookings starting after `from` and by `to`, soonest first, a page after `after` (the last page's last
   * booking): what the reminder job tells.
   */
  async confirmedStartingBetween(
    from: Date,
    to: Date,
    limit: number,
    after?: Pick<StoredBooking, 'id' | 'startAt'>,
  ): Promise<StoredBooking[]> {
    let query = bookings()
      .where('status', '==', 'confirmed')
      .where('startAt', '>', from)
      .where('startAt', '<=', to)
      .orderBy('startAt')
      .orderBy(FieldPath.documentId());
    if (after) query = query.startAfter(after.startAt, after.id);
    const snapshot = await query.limit(limit).get();
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  async activeIdsPage(after: string | undefined, limit: number): Promise<string[]> {
    let query = bookings()
      .where('status', 'in', ['pending', 'confirmed', 'in_progress'])
      .orderBy(FieldPath.documentId());
    if (after) query = query.startAfter(after);
    const snapshot = await query.select().limit(limit).get();
    return snapshot.docs.map((doc) => doc.id);
  },
};
