import { FieldValue, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import type { CustomerNote, CustomerSort, CustomerStatus, CustomerSummary } from '../contracts/customers';
import { db } from '../core/firebase';
import { converter } from './converter';
import { shapeCombinations, type QueryShape } from './query-shape';
import { searchTokens } from './service-listing';
import { customerNameKey } from './customer-name-key';
import { customerCounters, countersRepository } from './counters';
import type { CounterMoves } from './counter-moves';

/** companies/{cid}/customers/{ownerUid}: upserted from bookings. */
export interface CustomerDoc {
  ownerId: string;
  name: string;
  /** `customerNameKey(name)`, written with the name: the field the name sort orders by. */
  nameKey: string;
  email: string;
  phone: string;
  status: CustomerStatus;
  totalBookings: number;
  totalSpent: number;
  lastBooking: Date;
  joinDate: Date;
  /** Names and ids of the pets booked with this company. */
  pets: string[];
  petIds: string[];
  /** Words and prefixes of the name, the email's name part and the pets, for the company's search. */
  searchTokens: string[];
  updatedAt: Date;
}

/** companies/{cid}/customers/{ownerUid}/notes/{noteId}: each note with its time and author. */
export interface CustomerNoteDoc {
  text: string;
  authorId: string;
  authorName: string;
  createdAt: Date;
}

const customersOf = (companyId: string) =>
  db().collection('companies').doc(companyId).collection('customers').withConverter(converter<CustomerDoc>());
const customerRef = (companyId: string, ownerId: string) => customersOf(companyId).doc(ownerId);
const notesOf = (companyId: string, ownerId: string) =>
  customerRef(companyId, ownerId).collection('notes').withConverter(converter<CustomerNoteDoc>());

const customerTokens = (name: string, email: string, pets: string[]) =>
  searchTokens(name, email.split('@')[0] ?? '', ...pets);

function toSummary(id: string, doc: CustomerDoc): CustomerSummary {
  return {
    id,
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    status: doc.status,
    totalBookings: doc.totalBookings ?? 0,
    totalSpent: Math.round((doc.totalSpent ?? 0) * 100) / 100,
    lastBooking: doc.lastBooking?.toISOString() ?? null,
    joinDate: doc.joinDate.toISOString(),
    petNames: doc.pets ?? [],
  };
}

export interface CustomerState {
  exists: boolean;
  lastBooking: Date | null;
  pets: string[];
  totalBookings: number;
}

export interface CustomerFilter {
  status?: CustomerStatus;
  token?: string;
  sortBy: CustomerSort;
  sortOrder: 'asc' | 'desc';
}

/** The stored field each sort orders by: names by their case-insensitive key. */
const sortField: Record<CustomerSort, keyof CustomerDoc> = {
  name: 'nameKey',
  joinDate: 'joinDate',
  lastBooking: 'lastBooking',
  totalSpent: 'totalSpent',
};

/** Every query shape below, for firestore-indexes.test.ts (each combination of the optional filters). */
export const customerQueryShapes: QueryShape[] = [
  ...shapeCombinations({ query: 'page', collection: 'customers', scope: 'collection' }, [
    [undefined, { equality: ['status'] }],
    [undefined, { arrayContains: 'searchTokens' }],
    [
      undefined,
      ...Object.values(sortField).flatMap((field) =>
        (['asc', 'desc'] as const).map((direction) => ({ orderBy: [[field, direction]] as const })),
      ),
    ],
  ]).map((shape) => (shape.orderBy?.length ? shape : { ...shape, query: 'page(count)' })),
  { query: 'notes', collection: 'notes', scope: 'collection', orderBy: [['createdAt', 'desc']] },
];

export const customersRepository = {
  ref: customerRef,
  stateFromSnapshot(snapshot: DocumentSnapshot): CustomerState {
    if (!snapshot.exists) return { exists: false, lastBooking: null, pets: [], totalBookings: 0 };
    return {
      exists: true,
      lastBooking: snapshot.get('lastBooking')?.toDate() ?? null,
      pets: (snapshot.get('pets') as string[] | undefined) ?? [],
      totalBookings: (snapshot.get('totalBookings') as number | undefined) ?? 0,
    };
  },
  /**
   * Counts a customer's new bookings (one, or a repeat series' several), creating the record on the first, and moves
   * the customer counters (data/counters.ts) into `counters`; `monthOf` gives the company's month (YYYY-MM) of an
   * instant and `bookedFor` is the latest of the new appointments.
   */
  recordBookingInTransaction(
    tx: Transaction,
    counters: CounterMoves,
    companyId: string,
    existing: CustomerState,
    customer: {
      ownerId: string;
      name: string;
      email: string;
      phone: string;
      petId: string;
      petName: string;
      bookedFor: Date;
      /** How many bookings the request made (absent: one). */
      bookings?: number;
      now: Date;
    },
    monthOf: (at: Date) => string,
  ): void {
    const added = customer.bookings ?? 1;
    const ref = customerRef(companyId, customer.ownerId);
    const lastBooking =
      existing.lastBooking && existing.lastBooking > customer.bookedFor ? existing.lastBooking : customer.bookedFor;
    customerCounters.apply(counters, companyId, customer.ownerId, {
      bookingsBefore: existing.exists ? Math.max(1, existing.totalBookings) : 0,
      added,
      joinMonth: monthOf(customer.now),
      previousLastMonth: existing.lastBooking ? monthOf(existing.lastBooking) : null,
      lastMonth: monthOf(lastBooking),
    });
    const pets = [...new Set([...existing.pets, customer.petName])];
    const tokens = customerTokens(customer.name, customer.email, pets);
    if (!existing.exists) {
      const doc: CustomerDoc = {
        ownerId: customer.ownerId,
        name: customer.name,
        nameKey: customerNameKey(customer.name),
        email: customer.email,
        phone: customer.phone,
        status: 'active',
        totalBookings: added,
        totalSpent: 0,
        lastBooking,
        joinDate: customer.now,
        pets,
        petIds: [customer.petId],
        searchTokens: tokens,
        updatedAt: customer.now,
      };
      tx.create(ref, doc);
      return;
    }
    tx.update(ref, {
      name: customer.name,
      nameKey: customerNameKey(customer.name),
      email: customer.email,
      phone: customer.phone,
      status: 'active',
      totalBookings: FieldValue.increment(added),
      lastBooking,
      pets,
      petIds: FieldValue.arrayUnion(customer.petId),
      searchTokens: tokens,
      updatedAt: customer.now,
    });
  },
  addSpentInTransaction(tx: Transaction, companyId: string, ownerId: string, amount: number, now: Date): void {
    tx.update(customerRef(companyId, ownerId), { totalSpent: FieldValue.increment(amount), updatedAt: now });
  },
  /** Account deletion: the company keeps the record of its bookings, without the person. */
  anonymiseInTransaction(tx: Transaction, companyId: string, ownerId: string, now: Date): void {
    const name = 'Deleted user';
    tx.update(customerRef(companyId, ownerId), {
      name,
      nameKey: customerNameKey(name),
      email: '',
      phone: '',
      pets: [],
      petIds: [],
      searchTokens: [],
      status: 'inactive',
      updatedAt: now,
    });
  },
  /**
   * One page by offset, with the total from the company's customer counter, or a count aggregation of the filtered
   * query's matches when a status or search narrows it: Firestore bills the documents an offset skips, so the page
   * number is capped by the contract.
   */
  async page(
    companyId: string,
    filter: CustomerFilter,
    page: number,
    limit: number,
  ): Promise<{ customers: CustomerSummary[]; total: number }> {
    let query: Query<CustomerDoc> = customersOf(companyId);
    if (filter.status) query = query.where('status', '==', filter.status);
    if (filter.token) query = query.where('searchTokens', 'array-contains', filter.token);
    const [snapshot, count] = await Promise.all([
      query
        .orderBy(sortField[filter.sortBy], filter.sortOrder)
        .offset((page - 1) * limit)
        .limit(limit)
        .get(),
      filter.status || filter.token
        ? query
            .count()
            .get()
            .then((counted) => counted.data().count)
        : countersRepository.company(companyId).then((counts) => counts.customers),
    ]);
    return { customers: snapshot.docs.map((doc) => toSummary(doc.id, doc.data())), total: count };
  },
  async get(companyId: string, ownerId: string): Promise<(CustomerSummary & { petIds: string[] }) | undefined> {
    const snapshot = await customerRef(companyId, ownerId).get();
    return snapshot.exists
      ? { ...toSummary(snapshot.id, snapshot.data()!), petIds: (snapshot.get('petIds') as string[] | undefined) ?? [] }
      : undefined;
  },
  async exists(tx: Transaction, companyId: string, ownerId: string): Promise<boolean> {
    return (await tx.get(customerRef(companyId, ownerId))).exists;
  },
  addNoteInTransaction(tx: Transaction, companyId: string, ownerId: string, note: CustomerNoteDoc): void {
    tx.create(notesOf(companyId, ownerId).doc(), note);
  },
  /** The newest notes first. */
  async notes(companyId: string, ownerId: string, limit: number): Promise<CustomerNote[]> {
    const snapshot = await notesOf(companyId, ownerId).orderBy('createdAt', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => {
      const note = doc.data();
      return {
        id: doc.id,
        text: note.text,
        authorId: note.authorId,
        authorName: note.authorName,
        createdAt: note.createdAt.toISOString(),
      };
    });
  },
};
