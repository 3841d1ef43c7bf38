import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { BookingStatus } from '../../contracts/bookings';
import type { Role } from '../../contracts/roles';
import { db } from '../../core/firebase';

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
  date: string;
  time: string;
  timeZone: string;
  startAt: Date;
  duration: number;
  status: BookingStatus;
  servicePrice: number;
  totalAmount: number;
  notes: string;
  specialRequirements: string;
  review: { rating: number; review: string; createdAt: Date } | null;
  /** What the booking holds while it is active (pending, confirmed, in progress); null once released. */
  hold: BookingHold | null;
  statusHistory: StatusChange[];
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A slot document per service, date and time (its id says what it holds, so two bookings can never create the
 * same one), and the half-hour blocks of the pet in the pet's schedule document.
 */
export interface BookingHold {
  slotId: string;
  petScheduleId: string;
  petBlocks: string[];
}

export interface StoredBooking extends BookingDoc {
  id: string;
}

const bookings = () => db().collection('bookings');
const slots = () => db().collection('slots');
const petSchedules = () => db().collection('petSchedules');

const asDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : (value as Date));

function toBooking(id: string, data: DocumentData): StoredBooking {
  return {
    ...(data as BookingDoc),
    id,
    startAt: asDate(data.startAt),
    createdAt: asDate(data.createdAt),
    updatedAt: asDate(data.updatedAt),
    review: data.review ? { ...data.review, createdAt: asDate(data.review.createdAt) } : null,
    statusHistory: (data.statusHistory ?? []).map((change: StatusChange) => ({ ...change, at: asDate(change.at) })),
  };
}

export const holdIds = {
  slot: (companyId: string, serviceId: string, date: string, time: string) => `${companyId}_${serviceId}_${date}_${time.replace(':', '')}`,
  petSchedule: (ownerId: string, petId: string) => `${ownerId}_${petId}`,
  /** A half-hour block as a map key: 20261123T1400Z. */
  petBlock: (block: Date) => `${block.toISOString().slice(0, 16).replace(/[-:]/g, '')}Z`,
};

export const bookingsRepository = {
  slotRef(id: string) {
    return slots().doc(id);
  },
  petScheduleRef(id: string) {
    return petSchedules().doc(id);
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
  createInTransaction(tx: Transaction, ref: DocumentReference, booking: BookingDoc): void {
    tx.create(ref, booking);
    if (booking.hold) this.holdInTransaction(tx, ref.id, booking.hold, booking.createdAt);
  },
  holdInTransaction(tx: Transaction, bookingId: string, hold: BookingHold, now: Date): void {
    tx.create(slots().doc(hold.slotId), { bookingId, createdAt: now });
    tx.set(petSchedules().doc(hold.petScheduleId), { blocks: Object.fromEntries(hold.petBlocks.map((block) => [block, bookingId])) }, { merge: true });
  },
  releaseInTransaction(tx: Transaction, hold: BookingHold | null): void {
    if (!hold) return;
    tx.delete(slots().doc(hold.slotId));
    tx.set(petSchedules().doc(hold.petScheduleId), { blocks: Object.fromEntries(hold.petBlocks.map((block) => [block, FieldValue.delete()])) }, { merge: true });
  },
  updateInTransaction(tx: Transaction, bookingId: string, patch: Partial<BookingDoc>): void {
    tx.update(bookings().doc(bookingId), patch);
  },
  async heldSlots(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const snapshots = await db().getAll(...ids.map((id) => slots().doc(id)));
    return new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id));
  },
  async listForOwner(ownerId: string, limit: number): Promise<StoredBooking[]> {
    const snapshot = await bookings().where('ownerId', '==', ownerId).orderBy('startAt', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  async upcomingForOwner(ownerId: string, now: Date, limit: number): Promise<StoredBooking[]> {
    const snapshot = await bookings().where('ownerId', '==', ownerId).where('status', 'in', ['pending', 'confirmed'])
      .where('startAt', '>', now).orderBy('startAt').limit(limit).get();
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  async countForOwner(ownerId: string, filter?: { upcomingFrom: Date }): Promise<number> {
    let query = bookings().where('ownerId', '==', ownerId);
    if (filter) query = query.where('status', 'in', ['pending', 'confirmed']).where('startAt', '>', filter.upcomingFrom);
    return (await query.count().get()).data().count;
  },
  async recentlyUpdatedForOwner(ownerId: string, limit: number): Promise<StoredBooking[]> {
    const snapshot = await bookings().where('ownerId', '==', ownerId).orderBy('updatedAt', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => toBooking(doc.id, doc.data()));
  },
  async countForCompany(companyId: string): Promise<number> {
    return (await bookings().where('companyId', '==', companyId).count().get()).data().count;
  },
  async companyHasBookingFrom(companyId: string, ownerId: string): Promise<boolean> {
    const snapshot = await bookings().where('companyId', '==', companyId).where('ownerId', '==', ownerId).limit(1).get();
    return !snapshot.empty;
  },
  async idsForOwner(ownerId: string): Promise<string[]> {
    const snapshot = await bookings().where('ownerId', '==', ownerId).select().get();
    return snapshot.docs.map((doc) => doc.id);
  },
};
