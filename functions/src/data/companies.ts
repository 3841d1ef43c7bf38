import { FieldPath, FieldValue, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import type { PlanId, BillingPeriod } from '../contracts/plans';
import type { BusinessHours, CompanyStatus, SubscriptionStatus } from '../contracts/company';
import { db } from '../core/firebase';
import { converter } from './converter';
import { employeesRepository } from './employees';
import { DOCUMENT_ID, shapeCombinations, type QueryShape } from './query-shape';
import { rollupsRepository } from './rollups';

/** companies/{companyId}, where companyId is the owner's uid: the public profile. */
export interface CompanyDoc {
  ownerId: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  description: string;
  logoUrl: string | null;
  images: string[];
  businessHours: BusinessHours;
  timezone: string;
  rating: { sum: number; count: number };
  counters: { services: number };
  status: CompanyStatus;
  verified: boolean;
  /** Set when a superadmin unverifies the company: saving a complete profile no longer verifies it. */
  verificationRevoked?: boolean;
  /**
   * Why a superadmin suspended or rejected the company, shown on its dashboard (docs/decisions/0088-moderation-with-reasons.md);
   * null once it is active or pending again.
   */
  standingReason?: string | null;
  /** companySearchTokens (new-company.ts), rewritten whenever the name, email or address changes. */
  searchTokens?: string[];
  /**
   * When the weekly summary is due next (summary-schedule.ts), moved on by the job in the transaction that writes it;
   * `summaryWeek` is the ISO week of the last one written. Absent on companies made before issue 22: the job's
   * backfill (`npm run admin -- schedule-summaries`) sets them.
   */
  nextSummaryAt?: Date;
  summaryWeek?: string;
  createdAt: Date;
  updatedAt: Date;
}

export type CompanyAddress = Pick<CompanyDoc, 'address' | 'city' | 'state' | 'zipCode'>;

/** companies/{cid}/private/account: never part of a public read. */
export interface CompanyAccountDoc {
  subscription: {
    plan: PlanId | null;
    status: SubscriptionStatus;
    billingPeriod: BillingPeriod | null;
    trialEndsAt: Date | null;
    currentPeriodEnd: Date | null;
  };
  usage: { services: number; employees: number };
  /**
   * The trial end the company was told is 3 days away (docs/decisions/0098-subscription-notices.md): the marker that
   * tells each trial's notice once. Not a change of the account: `updatedAt` (the purchase key's version) stays.
   */
  trialEndingToldFor?: Date | null;
  updatedAt: Date;
}

/** A trial the notice job may tell, and the cursor of its page. */
export interface EndingTrial {
  companyId: string;
  trialEndsAt: Date;
  trialEndingToldFor: Date | null;
  /** The account document's path: a collection group's cursor names the document by its full path. */
  path: string;
}

/** An invoice of the built-in billing provider: companies/{cid}/invoices/{id}. */
export interface InvoiceDoc {
  plan: PlanId;
  billingPeriod: BillingPeriod;
  amount: number;
  currency: 'USD';
  provider: string;
  externalId: string | null;
  periodStart: Date;
  periodEnd: Date;
  createdAt: Date;
}

const companyConverter = converter<CompanyDoc>();
const accountConverter = converter<CompanyAccountDoc>();
const companies = () => db().collection('companies').withConverter(companyConverter);
const accountRef = (companyId: string) =>
  companies().doc(companyId).collection('private').doc('account').withConverter(accountConverter);
const invoices = (companyId: string) =>
  companies().doc(companyId).collection('invoices').withConverter(converter<InvoiceDoc>());

/** Documents written before a field existed read with its default. */
const dateOr = <T>(value: unknown, fallback: T): Date | T => (value instanceof Date ? value : fallback);

function toCompany(data: CompanyDoc): CompanyDoc {
  return { ...data, createdAt: dateOr(data.createdAt, new Date(0)), updatedAt: dateOr(data.updatedAt, new Date(0)) };
}

function toAccount(data: CompanyAccountDoc): CompanyAccountDoc {
  const subscription: Partial<CompanyAccountDoc['subscription']> = data.subscription ?? {};
  return {
    subscription: {
      plan: subscription.plan ?? null,
      status: subscription.status ?? 'inactive',
      billingPeriod: subscription.billingPeriod ?? null,
      trialEndsAt: dateOr(subscription.trialEndsAt, null),
      currentPeriodEnd: dateOr(subscription.currentPeriodEnd, null),
    },
    usage: { services: data.usage?.services ?? 0, employees: data.usage?.employees ?? 0 },
    trialEndingToldFor: dateOr(data.trialEndingToldFor, null),
    updatedAt: dateOr(data.updatedAt, new Date(0)),
  };
}

/** The superadmin's company list filters (all equality or array-contains, ordered by createdAt: indexed). */
export interface AdminCompanyFilter {
  status?: CompanyStatus;
  verified?: boolean;
  /** One directorySearchToken. */
  token?: string;
}

function adminFiltered(filter: AdminCompanyFilter): Query<CompanyDoc> {
  let query: Query<CompanyDoc> = companies();
  if (filter.status) query = query.where('status', '==', filter.status);
  if (filter.verified !== undefined) query = query.where('verified', '==', filter.verified);
  if (filter.token) query = query.where('searchTokens', 'array-contains', filter.token);
  return query;
}

/** Every query shape below, for firestore-indexes.test.ts (each combination of the optional filters). */
export const companyQueryShapes: QueryShape[] = [
  { query: 'listInvoices', collection: 'invoices', scope: 'collection', orderBy: [['createdAt', 'desc']] },
  ...shapeCombinations({ query: 'adminPage', collection: 'companies', scope: 'collection' }, [
    [undefined, { equality: ['status'] }],
    [undefined, { equality: ['verified'] }],
    [undefined, { arrayContains: 'searchTokens' }],
    [undefined, { orderBy: [['createdAt', 'desc']] }],
  ]).map((shape) => (shape.orderBy?.length ? shape : { ...shape, query: 'adminCount' })),
  { query: 'schedulePage', collection: 'companies', scope: 'collection', orderBy: [[DOCUMENT_ID, 'asc']] },
  {
    query: 'summariesDue',
    collection: 'companies',
    scope: 'collection',
    range: ['nextSummaryAt'],
    orderBy: [
      ['nextSummaryAt', 'asc'],
      [DOCUMENT_ID, 'asc'],
    ],
  },
  {
    query: 'findLapsedAccounts(trials)',
    collection: 'private',
    scope: 'collection-group',
    equality: ['subscription.status'],
    range: ['subscription.trialEndsAt'],
  },
  {
    query: 'findLapsedAccounts(periods)',
    collection: 'private',
    scope: 'collection-group',
    equality: ['subscription.status'],
    range: ['subscription.currentPeriodEnd'],
  },
  {
    query: 'trialsEndingBetween',
    collection: 'private',
    scope: 'collection-group',
    equality: ['subscription.status'],
    range: ['subscription.trialEndsAt'],
    orderBy: [
      ['subscription.trialEndsAt', 'asc'],
      [DOCUMENT_ID, 'asc'],
    ],
  },
];

export const companiesRepository = {
  ref(companyId: string) {
    return companies().doc(companyId);
  },
  accountRef,
  companyFromSnapshot(snapshot: DocumentSnapshot): CompanyDoc | undefined {
    const company = companyConverter.read(snapshot);
    return company && toCompany(company);
  },
  accountFromSnapshot(snapshot: DocumentSnapshot): CompanyAccountDoc | undefined {
    const account = accountConverter.read(snapshot);
    return account && toAccount(account);
  },
  async getInTransaction(tx: Transaction, companyId: string): Promise<CompanyDoc | undefined> {
    const snapshot = await tx.get(companies().doc(companyId));
    return snapshot.exists ? toCompany(snapshot.data()!) : undefined;
  },
  /** Some companies in one batched read (an owner's saved companies); unknown ids are left out. */
  async getMany(companyIds: string[]): Promise<Map<string, CompanyDoc>> {
    if (companyIds.length === 0) return new Map();
    const snapshots = await db().getAll(...companyIds.map((id) => companies().doc(id)));
    return new Map(
      snapshots.flatMap((snapshot) => {
        const company = companyConverter.read(snapshot);
        return company ? [[snapshot.id, toCompany(company)] as const] : [];
      }),
    );
  },
  /** The names of some companies in one batched read (the audit log page's targets); unknown ids are left out. */
  async names(companyIds: string[]): Promise<Map<string, string>> {
    if (companyIds.length === 0) return new Map();
    const snapshots = await db().getAll(...companyIds.map((id) => companies().doc(id)), { fieldMask: ['name'] });
    return new Map(
      snapshots
        .filter((snapshot) => snapshot.exists)
        .map((snapshot) => [snapshot.id, String(snapshot.get('name') ?? '')]),
    );
  },
  /** The addresses of some companies in one batched read (an owner's calendar feed); unknown ids are left out. */
  async addresses(companyIds: string[]): Promise<Map<string, CompanyAddress>> {
    if (companyIds.length === 0) return new Map();
    const fields: (keyof CompanyAddress)[] = ['address', 'city', 'state', 'zipCode'];
    const snapshots = await db().getAll(...companyIds.map((id) => companies().doc(id)), { fieldMask: fields });
    return new Map(
      snapshots
        .filter((snapshot) => snapshot.exists)
        .map((snapshot) => [
          snapshot.id,
          Object.fromEntries(fields.map((field) => [field, String(snapshot.get(field) ?? '')])) as CompanyAddress,
        ]),
    );
  },
  /**
   * Companies whose weekly summary is due by `now`, the longest due first, a page after `after` (the last page's last
   * company): what the weekly summary job reads, whatever the number of companies.
   */
  async summariesDue(
    now: Date,
    limit: number,
    after?: { id: string; nextSummaryAt: Date },
  ): Promise<Array<CompanyDoc & { id: string }>> {
    let query = companies().where('nextSummaryAt', '<=', now).orderBy('nextSummaryAt').orderBy(FieldPath.documentId());
    if (after) query = query.startAfter(after.nextSummaryAt, after.id);
    const snapshot = await query.limit(limit).get();
    return snapshot.docs.map((doc) => ({ id: doc.id, ...toCompany(doc.data()) }));
  },
  /** One page of companies in id order, with what scheduling their summary needs (the backfill command). */
  async schedulePage(
    after: string | undefined,
    limit: number,
  ): Promise<Array<{ id: string; timezone: string; scheduled: boolean }>> {
    let query = companies().orderBy(FieldPath.documentId()).select('timezone', 'nextSummaryAt');
    if (after) query = query.startAfter(after);
    const snapshot = await query.limit(limit).get();
    return snapshot.docs.map((doc) => ({
      id: doc.id,
      timezone: String(doc.get('timezone') ?? ''),
      scheduled: doc.get('nextSummaryAt') !== undefined,
    }));
  },
  async get(companyId: string): Promise<CompanyDoc | undefined> {
    const snapshot = await companies().doc(companyId).get();
    return snapshot.exists ? toCompany(snapshot.data()!) : undefined;
  },
  incrementEmployeesInTransaction(tx: Transaction, companyId: string, now: Date, by = 1): void {
    tx.update(accountRef(companyId), { 'usage.employees': FieldValue.increment(by), updatedAt: now });
  },
  addRatingInTransaction(tx: Transaction, companyId: string, rating: number, now: Date): void {
    tx.update(companies().doc(companyId), {
      'rating.sum': FieldValue.increment(rating),
      'rating.count': FieldValue.increment(1),
      updatedAt: now,
    });
  },
  incrementServicesInTransaction(tx: Transaction, companyId: string, by: number, now: Date): void {
    tx.update(accountRef(companyId), { 'usage.services': FieldValue.increment(by), updatedAt: now });
    tx.update(companies().doc(companyId), { 'counters.services': FieldValue.increment(by), updatedAt: now });
  },
  /** A new company, its account and its empty team roster (docs/decisions/0110-team-roster.md). */
  createInTransaction(tx: Transaction, companyId: string, company: CompanyDoc, account: CompanyAccountDoc): void {
    tx.create(companies().doc(companyId), company);
    tx.create(accountRef(companyId), account);
    employeesRepository.newTeamInTransaction(tx, companyId, company.createdAt);
  },
  /** Role registration repairs what a failed attempt left out: each document given is one that does not exist. */
  createMissingInTransaction(
    tx: Transaction,
    companyId: string,
    missing: { company?: CompanyDoc; account?: CompanyAccountDoc },
  ): void {
    if (missing.company) {
      tx.create(companies().doc(companyId), missing.company);
      employeesRepository.newTeamInTransaction(tx, companyId, missing.company.createdAt);
    }
    if (missing.account) tx.create(accountRef(companyId), missing.account);
  },
  updateInTransaction(tx: Transaction, companyId: string, patch: Partial<CompanyDoc>): void {
    tx.update(companies().doc(companyId), patch);
  },
  async updateProfile(companyId: string, patch: Partial<CompanyDoc>): Promise<void> {
    await companies().doc(companyId).update(patch);
  },
  async getAccountInTransaction(tx: Transaction, companyId: string): Promise<CompanyAccountDoc | undefined> {
    const snapshot = await tx.get(accountRef(companyId));
    return snapshot.exists ? toAccount(snapshot.data()!) : undefined;
  },
  async getAccount(companyId: string): Promise<CompanyAccountDoc | undefined> {
    const snapshot = await accountRef(companyId).get();
    return snapshot.exists ? toAccount(snapshot.data()!) : undefined;
  },
  setSubscriptionInTransaction(
    tx: Transaction,
    companyId: string,
    subscription: CompanyAccountDoc['subscription'],
    now: Date,
  ): void {
    tx.update(accountRef(companyId), { subscription, updatedAt: now });
  },
  /** The invoice's id is the purchase's idempotency key, so one purchase is recorded once. */
  async hasInvoiceInTransaction(tx: Transaction, companyId: string, invoiceId: string): Promise<boolean> {
    return (await tx.get(invoices(companyId).doc(invoiceId))).exists;
  },
  addInvoiceInTransaction(tx: Transaction, companyId: string, invoiceId: string, invoice: InvoiceDoc): void {
    tx.create(invoices(companyId).doc(invoiceId), invoice);
  },
  /** The newest invoices first, a bounded list. */
  async listInvoices(companyId: string, limit: number): Promise<(InvoiceDoc & { id: string })[]> {
    const snapshot = await invoices(companyId).orderBy('createdAt', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => {
      const data = doc.data();
      return {
        ...data,
        id: doc.id,
        periodStart: dateOr(data.periodStart, new Date(0)),
        periodEnd: dateOr(data.periodEnd, new Date(0)),
        createdAt: dateOr(data.createdAt, new Date(0)),
      };
    });
  },
  /** Bookings of one month that count against the plan, from the company's monthly rollup (cancelled ones do not). */
  async bookingsInMonth(companyId: string, monthKey: string): Promise<number> {
    return rollupsRepository.cappedBookingsFromSnapshot(
      await rollupsRepository.companyMonthRef(companyId, monthKey).get(),
    );
  },
  /** The superadmin's page: newest first, after the document `after` or skipping `offset` documents. */
  async adminPage(
    filter: AdminCompanyFilter,
    limit: number,
    position: { after?: DocumentSnapshot; offset: number },
  ): Promise<{ id: string; company: CompanyDoc }[]> {
    let query = adminFiltered(filter).orderBy('createdAt', 'desc');
    query = position.after ? query.startAfter(position.after) : query.offset(position.offset);
    const snapshot = await query.limit(limit).get();
    return snapshot.docs.map((doc) => ({ id: doc.id, company: toCompany(doc.data()) }));
  },
  /** An aggregation count: no document is read. */
  async adminCount(filter: AdminCompanyFilter): Promise<number> {
    return (await adminFiltered(filter).count().get()).data().count;
  },
  async snapshot(companyId: string): Promise<DocumentSnapshot> {
    return companies().doc(companyId).get();
  },
  /** Accounts whose trial or paid period ended before `now` but are not marked expired yet. */
  async findLapsedAccounts(now: Date, limit: number): Promise<string[]> {
    const group = db().collectionGroup('private');
    const [trials, periods] = await Promise.all([
      group.where('subscription.status', '==', 'trial').where('subscription.trialEndsAt', '<=', now).limit(limit).get(),
      group
        .where('subscription.status', 'in', ['active', 'cancelled'])
        .where('subscription.currentPeriodEnd', '<=', now)
        .limit(limit)
        .get(),
    ]);
    return [...trials.docs, ...periods.docs].map((doc) => doc.ref.parent.parent!.id);
  },
  /** Running trials ending after `from` and by `to`, soonest first, a page after `after`: what the notice job tells. */
  async trialsEndingBetween(
    from: Date,
    to: Date,
    limit: number,
    after?: Pick<EndingTrial, 'trialEndsAt' | 'path'>,
  ): Promise<EndingTrial[]> {
    let query = db()
      .collectionGroup('private')
      .withConverter(accountConverter)
      .where('subscription.status', '==', 'trial')
      .where('subscription.trialEndsAt', '>', from)
      .where('subscription.trialEndsAt', '<=', to)
      .orderBy('subscription.trialEndsAt')
      .orderBy(FieldPath.documentId());
    if (after) query = query.startAfter(after.trialEndsAt, after.path);
    const snapshot = await query.limit(limit).get();
    return snapshot.docs.map((doc) => {
      const account = toAccount(doc.data());
      return {
        companyId: doc.ref.parent.parent!.id,
        trialEndsAt: account.subscription.trialEndsAt!,
        trialEndingToldFor: account.trialEndingToldFor ?? null,
        path: doc.ref.path,
      };
    });
  },
  /** Marks the trial end the company has been told of, in the notice's transaction; `updatedAt` stays. */
  markTrialEndingToldInTransaction(tx: Transaction, companyId: string, trialEndsAt: Date): void {
    tx.update(accountRef(companyId), { trialEndingToldFor: trialEndsAt });
  },
};
