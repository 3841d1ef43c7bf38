import { Timestamp, type DocumentData, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
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
  /** The slot documents this booking holds while it is active. */
  slotIds: string[];
  statusHistory: StatusChange[];
  createdAt: Date;
  updatedAt: Date;
}

export interface StoredBooking extends BookingDoc {
  id: string;
}

const bookings = () => db().collection('bookings');
const slots = () => db().collection('slots');

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

/** One document per held slot; its id says what it holds, so two bookings can never hold the same one. */
export const slotIds = {
  service: (companyId: string, serviceId: string, date: string, time: string) => `svc_${companyId}_${serviceId}_${date}_${time.replace(':', '')}`,
  pet: (ownerId: string, petId: string, block: Date) => `pet_${ownerId}_${petId}_${block.toISOString().slice(0, 16).replace(/[-:]/g, '')}`,
};

export const bookingsRepository = {
  slotRef(id: string) {
    return slots().doc(id);
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
    for (const id of booking.slotIds) tx.create(slots().doc(id), { bookingId: ref.id, createdAt: booking.createdAt });
  },
  updateInTransaction(tx: Transaction, bookingId: string, patch: Partial<BookingDoc>): void {
    tx.update(bookings().doc(bookingId), patch);
  },
  releaseSlotsInTransaction(tx: Transaction, ids: string[]): void {
    for (const id of ids) tx.delete(slots().doc(id));
  },
  /** Which of these slots are held; read in the transaction, so a concurrent holder makes it retry or fail. */
  async heldSlotsInTransaction(tx: Transaction, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const snapshots = await tx.getAll(...ids.map((id) => slots().doc(id)));
    return new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id));
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
