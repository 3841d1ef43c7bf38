import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { bookingStatuses, type BookingStatus } from '../contracts/booking-vocabulary';
import { db } from '../core/firebase';
import type { CounterMoves, Moves } from './counter-moves';
import { rollupsRepository } from './rollups';

/**
 * The counters behind the totals the screens show (docs/decisions/0085-counters-not-counts.md), each moved in the
 * transaction of the change, so a screen reads one document where it used to count every booking or customer:
 * - companies/{cid}/totals/all: `statuses.{status}` (the company's bookings per status), `customers` (its customer
 *   records) and `returningCustomers` (those with two bookings or more); `bookings` is the rollups' own;
 * - companies/{cid}/months/{YYYY-MM}: `newCustomers` (records created that month) and `lastBookedCustomers`
 *   (customers whose latest appointment falls in that month), both in the company's time zone;
 * - users/{uid}.ownerCounts: the owner's `bookings`, the `companies` that count the owner as a customer, and the
 *   `favorites` he saved.
 * `npm run check-data` recounts each of them, `npm run admin -- recount-counters` rewrites them.
 */
export interface CountedBooking {
  companyId: string;
  ownerId: string;
  status: BookingStatus;
}

export type StatusCounts = Record<BookingStatus, number>;
export interface CompanyCounts {
  bookings: number;
  statuses: StatusCounts;
  customers: number;
  returningCustomers: number;
}
export interface OwnerCounts {
  bookings: number;
  companies: number;
  favorites: number;
}
const ownerRef = (ownerId: string) => db().collection('users').doc(ownerId);
const increment = (by: number) => FieldValue.increment(by);
const numberAt = (snapshot: DocumentSnapshot, field: string) => (snapshot.get(field) as number | undefined) ?? 0;

export function statusCountsOf(snapshot: DocumentSnapshot): StatusCounts {
  return Object.fromEntries(
    bookingStatuses.map((status) => [status, numberAt(snapshot, `statuses.${status}`)]),
  ) as StatusCounts;
}

export const bookingCounters = {
  /** A booking created (`before` null) or moved from one status to another. */
  apply(counters: CounterMoves, before: CountedBooking | null, after: CountedBooking): void {
    if (before?.status === after.status) return;
    const statuses: Moves = { [after.status]: 1 };
    if (before) statuses[before.status] = -1;
    counters.move(rollupsRepository.companyTotalsRef(after.companyId), { companyId: after.companyId, statuses });
    if (!before) counters.move(ownerRef(after.ownerId), { ownerCounts: { bookings: 1 } });
  },
};

/** The owner's saved companies, moved in the transaction that saves or removes one (data/favorites.ts). */
export const favoriteCounters = {
  async readInTransaction(tx: Transaction, ownerId: string): Promise<number> {
    return numberAt(await tx.get(ownerRef(ownerId)), 'ownerCounts.favorites');
  },
  move(tx: Transaction, ownerId: string, by: 1 | -1): void {
    tx.set(ownerRef(ownerId), { ownerCounts: { favorites: increment(by) } }, { merge: true });
  },
};

export const customerCounters = {
  /**
   * A booking recorded for a customer: a new record counts a customer (and a company of the owner) and a new
   * customer of `joinMonth`; reaching a second booking (`added` at once, a series' several) makes the customer
   * returning; the latest appointment's month moves
   * from `previousLastMonth` to `lastMonth` (months in the company's time zone).
   */
  apply(
    counters: CounterMoves,
    companyId: string,
    ownerId: string,
    change: {
      bookingsBefore: number;
      added: number;
      joinMonth: string;
      previousLastMonth: string | null;
      lastMonth: string;
    },
  ): void {
    const created = change.bookingsBefore === 0;
    const totals: Moves = {};
    if (created) totals.customers = 1;
    if (change.bookingsBefore < 2 && change.bookingsBefore + change.added >= 2) totals.returningCustomers = 1;
    if (Object.keys(totals).length > 0)
      counters.move(rollupsRepository.companyTotalsRef(companyId), { companyId, ...totals });
    if (created) {
      counters.move(rollupsRepository.companyMonthRef(companyId, change.joinMonth), {
        month: change.joinMonth,
        newCustomers: 1,
      });
      counters.move(ownerRef(ownerId), { ownerCounts: { companies: 1 } });
    }
    if (change.previousLastMonth !== change.lastMonth) {
      if (change.previousLastMonth)
        counters.move(rollupsRepository.companyMonthRef(companyId, change.previousLastMonth), {
          month: change.previousLastMonth,
          lastBookedCustomers: -1,
        });
      counters.move(rollupsRepository.companyMonthRef(companyId, change.lastMonth), {
        month: change.lastMonth,
        lastBookedCustomers: 1,
      });
    }
  },
};

export const countersRepository = {
  /** The company's counters: one document read. */
  async company(companyId: string): Promise<CompanyCounts> {
    const snapshot = await rollupsRepository.companyTotalsRef(companyId).get();
    return {
      bookings: numberAt(snapshot, 'bookings'),
      statuses: statusCountsOf(snapshot),
      customers: numberAt(snapshot, 'customers'),
      returningCustomers: numberAt(snapshot, 'returningCustomers'),
    };
  },
  ownerFromSnapshot(snapshot: DocumentSnapshot): OwnerCounts {
    return {
      bookings: numberAt(snapshot, 'ownerCounts.bookings'),
      companies: numberAt(snapshot, 'ownerCounts.companies'),
      favorites: numberAt(snapshot, 'ownerCounts.favorites'),
    };
  },
  async owner(ownerId: string): Promise<OwnerCounts> {
    return countersRepository.ownerFromSnapshot(await ownerRef(ownerId).get());
  },
};
