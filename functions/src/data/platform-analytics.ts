import { AggregateField, FieldPath, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import type { BillingPeriod, PlanId } from '../contracts/plans';
import { db } from '../core/firebase';
import { dateOf } from './converter';
import { DOCUMENT_ID, type QueryShape } from './query-shape';

/**
 * The platform-wide reads of the superadmin analytics, each an aggregation or a small indexed query, so a request
 * costs the same on ten companies or ten thousand. Their indexes are in firestore.indexes.json (bookings
 * status+updatedAt, auditLog action+at, the private subscription fields; collection-group overrides for
 * totals.revenue, shards.month and invoices.createdAt).
 */
const users = () => db().collection('users');
const companies = () => db().collection('companies');
const bookings = () => db().collection('bookings');
const auditLog = () => db().collection('auditLog');
/** companies/{cid}/private/account documents: the only `private` documents with a `subscription`. */
const accounts = () => db().collectionGroup('private');

const count = async (query: Query) => (await query.count().get()).data().count;

export interface DateRange {
  start: Date;
  end: Date;
}

export interface AllTimeTotals {
  customers: number;
  repeatCustomers: number;
  revenue: number;
  reviews: number;
  ratingSum: number;
}

export interface RecentUser {
  id: string;
  name: string;
  role: string | null;
  createdAt: Date;
}
export interface RecentBooking {
  id: string;
  ownerName: string;
  companyName: string;
  serviceName: string;
  totalAmount: number;
  updatedAt: Date;
}
export interface RecentInvoice {
  id: string;
  companyId: string;
  plan: string;
  amount: number;
  createdAt: Date;
}
export interface RecentVerification {
  id: string;
  companyId: string;
  actorEmail: string;
  verified: boolean;
  at: Date;
}
export interface CompanyRow {
  id: string;
  name: string;
  email: string;
  city: string;
  status: string;
  verified: boolean;
  rating: { sum: number; count: number };
  createdAt: Date;
}
export interface UserRow {
  id: string;
  email: string;
  displayName: string;
  role: string | null;
  disabled: boolean;
  createdAt: Date;
}

function toCompanyRow(doc: DocumentSnapshot): CompanyRow {
  return {
    id: doc.id,
    name: (doc.get('name') as string | undefined) ?? '',
    email: (doc.get('email') as string | undefined) ?? '',
    city: (doc.get('city') as string | undefined) ?? '',
    status: (doc.get('status') as string | undefined) ?? '',
    verified: doc.get('verified') === true,
    rating: (doc.get('rating') as { sum: number; count: number } | undefined) ?? { sum: 0, count: 0 },
    createdAt: dateOf(doc.get('createdAt')),
  };
}

/** A page-through of a whole collection in document order, stopping at `limit` rows (the exports' bound). */
async function pagedRows<T>(
  query: Query,
  limit: number,
  map: (doc: DocumentSnapshot) => T,
): Promise<{ rows: T[]; cut: boolean }> {
  const PAGE = 500;
  const rows: T[] = [];
  let last: DocumentSnapshot | undefined;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(Math.min(PAGE, limit + 1 - rows.length));
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    rows.push(...snapshot.docs.map(map));
    if (rows.length > limit) return { rows: rows.slice(0, limit), cut: true };
    if (snapshot.size < PAGE) return { rows, cut: false };
    last = snapshot.docs[snapshot.size - 1];
  }
}

/** Every query shape below, for firestore-indexes.test.ts (each combination of the optional filters). */
export const platformAnalyticsQueryShapes: QueryShape[] = [
  { query: 'userCounts(users)', collection: 'users', scope: 'collection' },
  { query: 'userCounts(petOwners)', collection: 'users', scope: 'collection', equality: ['role'] },
  { query: 'userCounts(companies)', collection: 'companies', scope: 'collection' },
  { query: 'createdIn(petOwners)', collection: 'users', scope: 'collection', equality: ['role'], range: ['createdAt'] },
  { query: 'createdIn(companies)', collection: 'companies', scope: 'collection', range: ['createdAt'] },
  {
    query: 'activeSubscriptions',
    collection: 'private',
    scope: 'collection-group',
    equality: ['subscription.status', 'subscription.plan', 'subscription.billingPeriod'],
  },
  {
    query: 'endedSubscriptions',
    collection: 'private',
    scope: 'collection-group',
    equality: ['subscription.status'],
    range: ['subscription.currentPeriodEnd'],
  },
  { query: 'allTimeTotals', collection: 'totals', scope: 'collection-group' },
  { query: 'topCompanyIds', collection: 'totals', scope: 'collection-group', orderBy: [['revenue', 'desc']] },
  { query: 'newestUsers', collection: 'users', scope: 'collection', orderBy: [['createdAt', 'desc']] },
  {
    query: 'newestCompletedBookings',
    collection: 'bookings',
    scope: 'collection',
    equality: ['status'],
    orderBy: [['updatedAt', 'desc']],
  },
  { query: 'newestInvoices', collection: 'invoices', scope: 'collection-group', orderBy: [['createdAt', 'desc']] },
  {
    query: 'newestVerifications',
    collection: 'auditLog',
    scope: 'collection',
    equality: ['action'],
    orderBy: [['at', 'desc']],
  },
  { query: 'userRows', collection: 'users', scope: 'collection', orderBy: [[DOCUMENT_ID, 'asc']] },
  { query: 'companyRows', collection: 'companies', scope: 'collection', orderBy: [[DOCUMENT_ID, 'asc']] },
];

export const platformAnalyticsRepository = {
  async userCounts(): Promise<{ users: number; petOwners: number; companies: number }> {
    const [all, petOwners, companyCount] = await Promise.all([
      count(users()),
      count(users().where('role', '==', 'pet_owner')),
      count(companies()),
    ]);
    return { users: all, petOwners, companies: companyCount };
  },
  /** Pet owners and companies created in the range: two aggregation counts. */
  async createdIn(range: DateRange): Promise<{ petOwners: number; companies: number }> {
    const within = (query: Query) => query.where('createdAt', '>=', range.start).where('createdAt', '<', range.end);
    const [petOwners, companyCount] = await Promise.all([
      count(within(users().where('role', '==', 'pet_owner'))),
      count(within(companies())),
    ]);
    return { petOwners, companies: companyCount };
  },
  /** Running paid subscriptions per plan and billing period: one aggregation count each. */
  async activeSubscriptions(
    planIds: readonly PlanId[],
    periods: readonly BillingPeriod[],
  ): Promise<{ plan: PlanId; billingPeriod: BillingPeriod; count: number }[]> {
    const pairs = planIds.flatMap((plan) => periods.map((billingPeriod) => ({ plan, billingPeriod })));
    return Promise.all(
      pairs.map(async (pair) => ({
        ...pair,
        count: await count(
          accounts()
            .where('subscription.status', '==', 'active')
            .where('subscription.plan', '==', pair.plan)
            .where('subscription.billingPeriod', '==', pair.billingPeriod),
        ),
      })),
    );
  },
  /** Paid subscriptions whose period ended in the range without renewal (expired or cancelled). */
  async endedSubscriptions(range: DateRange): Promise<number> {
    return count(
      accounts()
        .where('subscription.status', 'in', ['expired', 'cancelled'])
        .where('subscription.currentPeriodEnd', '>=', range.start)
        .where('subscription.currentPeriodEnd', '<', range.end),
    );
  },
  /**
   * The companies' all-time counters summed (decision 0085) in one aggregation: customer records (company x owner),
   * those with two bookings or more (`returningCustomers`, the repeat customers of contracts/metrics.ts), revenue
   * and the reviews (the platform's all-time rating).
   */
  async allTimeTotals(): Promise<AllTimeTotals> {
    // One sum per aggregation: several sums in one request have answered 0 for some of them.
    const sumOf = async (field: string) =>
      (
        await db()
          .collectionGroup('totals')
          .aggregate({ sum: AggregateField.sum(field) })
          .get()
      ).data().sum ?? 0;
    const [customers, repeatCustomers, revenue, reviews, ratingSum] = await Promise.all(
      ['customers', 'returningCustomers', 'revenue', 'reviews', 'ratingSum'].map(sumOf),
    );
    return { customers, repeatCustomers, revenue, reviews, ratingSum };
  },
  /** The `limit` companies with the most revenue, from their all-time totals (collection group `totals`). */
  async topCompanyIds(limit: number): Promise<string[]> {
    const snapshot = await db().collectionGroup('totals').orderBy('revenue', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => doc.ref.parent.parent!.id);
  },
  async companiesByIds(ids: string[]): Promise<Map<string, CompanyRow>> {
    if (ids.length === 0) return new Map();
    const snapshots = await db().getAll(...ids.map((id) => companies().doc(id)));
    return new Map(snapshots.filter((doc) => doc.exists).map((doc) => [doc.id, toCompanyRow(doc)]));
  },
  async newestUsers(limit: number): Promise<RecentUser[]> {
    const snapshot = await users().orderBy('createdAt', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => ({
      id: doc.id,
      name: (doc.get('displayName') as string | undefined) || (doc.get('email') as string | undefined) || doc.id,
      role: (doc.get('role') as string | undefined) ?? null,
      createdAt: dateOf(doc.get('createdAt')),
    }));
  },
  async newestCompletedBookings(limit: number): Promise<RecentBooking[]> {
    const snapshot = await bookings()
      .where('status', '==', 'completed')
      .orderBy('updatedAt', 'desc')
      .limit(limit)
      .get();
    return snapshot.docs.map((doc) => ({
      id: doc.id,
      ownerName: doc.get('ownerName') as string,
      companyName: doc.get('companyName') as string,
      serviceName: doc.get('serviceName') as string,
      totalAmount: (doc.get('totalAmount') as number | undefined) ?? 0,
      updatedAt: dateOf(doc.get('updatedAt')),
    }));
  },
  /** companies/{cid}/invoices: the subscription payments of the built-in billing provider. */
  async newestInvoices(limit: number): Promise<RecentInvoice[]> {
    const snapshot = await db().collectionGroup('invoices').orderBy('createdAt', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => ({
      id: doc.id,
      companyId: doc.ref.parent.parent!.id,
      plan: doc.get('plan') as string,
      amount: (doc.get('amount') as number | undefined) ?? 0,
      createdAt: dateOf(doc.get('createdAt')),
    }));
  },
  /** The superadmins' verification changes (audit log 'company.verify'), newest first. */
  async newestVerifications(limit: number): Promise<RecentVerification[]> {
    const snapshot = await auditLog().where('action', '==', 'company.verify').orderBy('at', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => {
      const after = doc.get('after') as { verified?: boolean } | boolean | null;
      return {
        id: doc.id,
        companyId: doc.get('targetId') as string,
        actorEmail: doc.get('actorEmail') as string,
        verified: after === true || (typeof after === 'object' && after?.verified === true),
        at: dateOf(doc.get('at')),
      };
    });
  },
  /** Every user, `limit` at most, in document order (the exports). */
  async userRows(limit: number): Promise<{ rows: UserRow[]; cut: boolean }> {
    return pagedRows(users(), limit, (doc) => ({
      id: doc.id,
      email: (doc.get('email') as string | undefined) ?? '',
      displayName: (doc.get('displayName') as string | undefined) ?? '',
      role: (doc.get('role') as string | undefined) ?? null,
      disabled: doc.get('disabled') === true,
      createdAt: dateOf(doc.get('createdAt')),
    }));
  },
  async companyRows(limit: number): Promise<{ rows: CompanyRow[]; cut: boolean }> {
    return pagedRows(companies(), limit, toCompanyRow);
  },
};
