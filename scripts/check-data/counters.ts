// The counters of functions/src/data/counters.ts recounted from the bookings, the customer records and the saved
// companies: one recount that `npm run check-data` compares with the stored counters, `npm run admin --
// recount-counters` writes over them, and the bench's import seeding writes for the data it imports.
import { FieldPath, type DocumentData, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { bookingStatuses, type BookingStatus } from '../../functions/src/contracts/booking-vocabulary';
import { db } from '../../functions/src/core/firebase';
import { monthKey } from '../../functions/src/core/time-zones';
import { dateOf } from '../../functions/src/data/converter';
import type { OwnerCounts, StatusCounts } from '../../functions/src/data/counters';
import { monthCustomerFields, type MonthCustomerCounts } from '../../functions/src/data/rollups';
import { compareFields, type Finding } from './expected';

export interface CompanyCounterValues {
  statuses: StatusCounts;
  customers: number;
  returningCustomers: number;
}

/** What a customer record tells the counters. */
export interface CountedCustomer {
  companyId: string;
  ownerId: string;
  totalBookings: number;
  joinDate: Date;
  lastBooking: Date | null;
}

/** A stored document the counters live in, with its data. */
export interface CounterDoc {
  path: string;
  data: DocumentData;
}

const zeroStatuses = () => Object.fromEntries(bookingStatuses.map((status) => [status, 0])) as StatusCounts;
const zeroCompany = (): CompanyCounterValues => ({ statuses: zeroStatuses(), customers: 0, returningCustomers: 0 });
const zeroMonth = (): MonthCustomerCounts => ({ newCustomers: 0, lastBookedCustomers: 0 });
const zeroOwner = (): OwnerCounts => ({ bookings: 0, companies: 0, favorites: 0 });

function getOr<V>(map: Map<string, V>, key: string, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** The counters the bookings and customer records add up to, keyed by the path of the document that holds them. */
export class ExpectedCounters {
  /** companies/{cid}/totals/all */
  readonly companies = new Map<string, CompanyCounterValues>();
  /** companies/{cid}/months/{YYYY-MM} */
  readonly months = new Map<string, MonthCustomerCounts>();
  /** users/{uid} (ownerCounts) */
  readonly owners = new Map<string, OwnerCounts>();

  addBooking(booking: { companyId: string; ownerId: string; status: BookingStatus }): void {
    getOr(this.companies, totalsPath(booking.companyId), zeroCompany).statuses[booking.status] += 1;
    getOr(this.owners, `users/${booking.ownerId}`, zeroOwner).bookings += 1;
  }

  /** A saved company: users/{uid}/favorites/{companyId}. */
  addFavorite(ownerId: string): void {
    getOr(this.owners, `users/${ownerId}`, zeroOwner).favorites += 1;
  }

  /** `timeZone`: the company's, in which the counters' months are kept. */
  addCustomer(customer: CountedCustomer, timeZone: string): void {
    const company = getOr(this.companies, totalsPath(customer.companyId), zeroCompany);
    company.customers += 1;
    if (customer.totalBookings >= 2) company.returningCustomers += 1;
    getOr(this.owners, `users/${customer.ownerId}`, zeroOwner).companies += 1;
    const month = (at: Date) => `companies/${customer.companyId}/months/${monthKey(at, timeZone)}`;
    getOr(this.months, month(customer.joinDate), zeroMonth).newCustomers += 1;
    if (customer.lastBooking) getOr(this.months, month(customer.lastBooking), zeroMonth).lastBookedCustomers += 1;
  }
}

const totalsPath = (companyId: string) => `companies/${companyId}/totals/all`;

/** A stored counter document's values; a missing field counts as 0, as the increments start from nothing. */
function companyValuesOf(data: DocumentData): Record<string, number> {
  const statuses = (data.statuses ?? {}) as Record<string, number>;
  return {
    ...Object.fromEntries(bookingStatuses.map((status) => [`statuses.${status}`, statuses[status] ?? 0])),
    customers: data.customers ?? 0,
    returningCustomers: data.returningCustomers ?? 0,
  };
}
const flatCompany = (values: CompanyCounterValues): Record<string, number> => ({
  ...Object.fromEntries(bookingStatuses.map((status) => [`statuses.${status}`, values.statuses[status]])),
  customers: values.customers,
  returningCustomers: values.returningCustomers,
});
const ownerValuesOf = (data: DocumentData): Record<string, number> => ({
  'ownerCounts.bookings': data.ownerCounts?.bookings ?? 0,
  'ownerCounts.companies': data.ownerCounts?.companies ?? 0,
  'ownerCounts.favorites': data.ownerCounts?.favorites ?? 0,
});
const flatOwner = (values: OwnerCounts) => ({
  'ownerCounts.bookings': values.bookings,
  'ownerCounts.companies': values.companies,
  'ownerCounts.favorites': values.favorites,
});
const monthValuesOf = (data: DocumentData): MonthCustomerCounts =>
  Object.fromEntries(monthCustomerFields.map((field) => [field, data[field] ?? 0])) as MonthCustomerCounts;

/**
 * One finding per counter that differs from the recount. Every stored totals and month document is checked (a
 * counter without bookings or customers behind it should be 0); an owner only where users/{uid} exists, since the
 * bookings of a deleted account stay with the companies.
 */
export function compareCounters(
  expected: ExpectedCounters,
  stored: { totals: CounterDoc[]; months: CounterDoc[]; users: CounterDoc[] },
): Finding[] {
  const findings: Finding[] = [];
  const totals = new Map(stored.totals.map((doc) => [doc.path, doc.data]));
  for (const path of new Set([...expected.companies.keys(), ...totals.keys()]))
    findings.push(
      ...compareFields(
        'counters',
        path,
        flatCompany(expected.companies.get(path) ?? zeroCompany()),
        companyValuesOf(totals.get(path) ?? {}),
      ),
    );
  const months = new Map(stored.months.map((doc) => [doc.path, doc.data]));
  for (const path of new Set([...expected.months.keys(), ...months.keys()]))
    findings.push(
      ...compareFields(
        'counters',
        path,
        { ...(expected.months.get(path) ?? zeroMonth()) },
        monthValuesOf(months.get(path) ?? {}),
      ),
    );
  for (const user of stored.users)
    findings.push(
      ...compareFields(
        'counters',
        user.path,
        flatOwner(expected.owners.get(user.path) ?? zeroOwner()),
        ownerValuesOf(user.data),
      ),
    );
  return findings;
}

/**
 * Writes the recounted values over the stored counters that differ from them (0 into a stored one that nothing is
 * behind; an owner only where users/{uid} exists), in batches of 400, several at once. Idempotent: a second run
 * writes nothing. Answers the documents written.
 */
export async function writeCounters(
  expected: ExpectedCounters,
  stored: { totals: CounterDoc[]; months: CounterDoc[]; users: CounterDoc[] },
): Promise<number> {
  const writes: Array<[string, DocumentData]> = [];
  const same = (should: Record<string, number>, actual: Record<string, number>) =>
    compareFields('counters', '', should, actual).length === 0;
  const totals = new Map(stored.totals.map((doc) => [doc.path, doc.data]));
  for (const path of new Set([...expected.companies.keys(), ...totals.keys()])) {
    const values = expected.companies.get(path) ?? zeroCompany();
    if (!same(flatCompany(values), companyValuesOf(totals.get(path) ?? {})))
      writes.push([path, { companyId: path.split('/')[1], ...values }]);
  }
  const months = new Map(stored.months.map((doc) => [doc.path, doc.data]));
  for (const path of new Set([...expected.months.keys(), ...months.keys()])) {
    const values = expected.months.get(path) ?? zeroMonth();
    if (!same({ ...values }, monthValuesOf(months.get(path) ?? {})))
      writes.push([path, { month: path.split('/').at(-1), ...values }]);
  }
  for (const user of stored.users) {
    const values = expected.owners.get(user.path) ?? zeroOwner();
    if (!same(flatOwner(values), ownerValuesOf(user.data))) writes.push([user.path, { ownerCounts: values }]);
  }
  const PARALLEL = 4;
  for (let start = 0; start < writes.length; start += 400 * PARALLEL) {
    const batches = Array.from({ length: PARALLEL }, (_, index) =>
      writes.slice(start + index * 400, start + (index + 1) * 400),
    ).filter((batch) => batch.length > 0);
    await Promise.all(
      batches.map((batch) => {
        const writer = db().batch();
        for (const [path, data] of batch) writer.set(db().doc(path), data, { merge: true });
        return writer.commit();
      }),
    );
  }
  return writes.length;
}

const PAGE = 500;

/** Every document of a query, PAGE at a time in document order. */
export async function eachPage(query: Query, visit: (docs: QueryDocumentSnapshot[]) => void): Promise<void> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) return;
    visit(snapshot.docs);
    if (snapshot.size < PAGE) return;
    last = snapshot.docs[snapshot.size - 1];
  }
}

export const underCompany = (doc: QueryDocumentSnapshot) => doc.ref.path.startsWith('companies/');

/** A customer record as the counters read it. */
export function countedCustomer(doc: QueryDocumentSnapshot): CountedCustomer {
  const data = doc.data();
  return {
    companyId: doc.ref.path.split('/')[1],
    ownerId: doc.id,
    totalBookings: data.totalBookings ?? 0,
    joinDate: dateOf(data.joinDate),
    lastBooking: data.lastBooking ? dateOf(data.lastBooking) : null,
  };
}

/** Reads what the counters are recounted from and the documents they are stored in. */
export async function readCounterSources(): Promise<{
  expected: ExpectedCounters;
  stored: { totals: CounterDoc[]; months: CounterDoc[]; users: CounterDoc[] };
}> {
  const firestore = db();
  const expected = new ExpectedCounters();
  const timeZones = new Map<string, string>();
  const customers: CountedCustomer[] = [];
  const stored = { totals: [] as CounterDoc[], months: [] as CounterDoc[], users: [] as CounterDoc[] };
  const keep = (into: CounterDoc[]) => (docs: QueryDocumentSnapshot[]) => {
    for (const doc of docs.filter(underCompany)) into.push({ path: doc.ref.path, data: doc.data() });
  };
  await Promise.all([
    eachPage(firestore.collection('bookings'), (docs) => {
      for (const doc of docs)
        expected.addBooking(doc.data() as { companyId: string; ownerId: string; status: BookingStatus });
    }),
    eachPage(firestore.collection('companies'), (docs) => {
      for (const doc of docs) timeZones.set(doc.id, (doc.get('timezone') as string | undefined) ?? 'UTC');
    }),
    eachPage(firestore.collectionGroup('customers'), (docs) =>
      customers.push(...docs.filter(underCompany).map(countedCustomer)),
    ),
    eachPage(firestore.collectionGroup('totals'), keep(stored.totals)),
    eachPage(firestore.collectionGroup('months'), keep(stored.months)),
    eachPage(firestore.collectionGroup('favorites'), (docs) => {
      for (const doc of docs.filter((favorite) => favorite.ref.path.startsWith('users/')))
        expected.addFavorite(doc.ref.path.split('/')[1]!);
    }),
    eachPage(firestore.collection('users').select('ownerCounts'), (docs) => {
      for (const doc of docs) stored.users.push({ path: doc.ref.path, data: doc.data() });
    }),
  ]);
  for (const customer of customers) expected.addCustomer(customer, timeZones.get(customer.companyId) ?? 'UTC');
  return { expected, stored };
}

/** `npm run admin -- recount-counters`: recounts every counter and writes it; answers the documents written. */
export async function recountCounters(): Promise<number> {
  const { expected, stored } = await readCounterSources();
  return writeCounters(expected, stored);
}
