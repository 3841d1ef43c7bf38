import { createHash } from 'node:crypto';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';

/**
 * Monthly rollups (ARCHITECTURE.md section 5): companies/{cid}/months/{YYYY-MM} and the platform's months, moved
 * in the same transaction as the booking change, so dashboards read a fixed number of documents. The platform's
 * month is split in shards (platform/stats/months/{YYYY-MM}/shards/{n}), a company always writing the same one:
 * a single platform document written by every booking would cap the platform at about one booking a second.
 */
export interface MonthDelta {
  bookings?: number;
  bookedValue?: number;
  completed?: number;
  revenue?: number;
  cancelled?: number;
  reviews?: number;
  ratingSum?: number;
  /** First answers of the company to a booking request, and the hours they took (average response time). */
  responses?: number;
  responseHours?: number;
}

export const PLATFORM_SHARDS = 10;
export const deltaFields = ['bookings', 'bookedValue', 'completed', 'revenue', 'cancelled', 'reviews', 'ratingSum', 'responses', 'responseHours'] as const;
export type MonthTotals = Record<(typeof deltaFields)[number], number>;
/** Per service, inside the company's month document, so per-service analytics read no more documents. */
const serviceFields = ['bookings', 'completed', 'revenue', 'cancelled'] as const;
export type ServiceMonthTotals = Record<(typeof serviceFields)[number], number>;
export type CompanyMonthTotals = MonthTotals & { month: string; services: Record<string, ServiceMonthTotals> };

const companyMonth = (companyId: string, month: string) => db().collection('companies').doc(companyId).collection('months').doc(month);
const platformShards = (month: string) => db().collection('platform').doc('stats').collection('months').doc(month).collection('shards');
const shardOf = (companyId: string) => createHash('md5').update(companyId).digest().readUInt16BE(0) % PLATFORM_SHARDS;

function increments(delta: MonthDelta, month: string) {
  const fields: Record<string, unknown> = { month };
  for (const [key, value] of Object.entries(delta)) if (value) fields[key] = FieldValue.increment(value);
  return fields;
}

function serviceIncrements(delta: MonthDelta, serviceId: string | undefined) {
  const fields: Record<string, unknown> = {};
  for (const key of serviceFields) if (delta[key]) fields[key] = FieldValue.increment(delta[key]);
  return serviceId && Object.keys(fields).length > 0 ? { services: { [serviceId]: fields } } : {};
}

function toCompanyMonth(month: string, snapshot: DocumentSnapshot): CompanyMonthTotals {
  const totals = Object.fromEntries(deltaFields.map((field) => [field, (snapshot.get(field) as number | undefined) ?? 0])) as MonthTotals;
  const services = (snapshot.get('services') as Record<string, Partial<ServiceMonthTotals>> | undefined) ?? {};
  return {
    ...totals,
    month,
    services: Object.fromEntries(Object.entries(services).map(([id, values]) => [id, Object.fromEntries(serviceFields.map((field) => [field, values[field] ?? 0])) as ServiceMonthTotals])),
  };
}

export const rollupsRepository = {
  companyMonthRef: companyMonth,
  /** The month's bookings that count against a plan's monthly cap: a cancelled booking gives its place back. */
  cappedBookingsFromSnapshot(snapshot: DocumentSnapshot): number {
    return ((snapshot.get('bookings') as number | undefined) ?? 0) - ((snapshot.get('cancelled') as number | undefined) ?? 0);
  },
  /** The platform's totals for one month: the sum of its shards (PLATFORM_SHARDS reads). */
  async platformMonth(month: string): Promise<MonthTotals> {
    const shards = await platformShards(month).get();
    const totals = Object.fromEntries(deltaFields.map((field) => [field, 0])) as MonthTotals;
    for (const shard of shards.docs) for (const field of deltaFields) totals[field] += (shard.get(field) as number | undefined) ?? 0;
    return totals;
  },
  /** The company's months, in the order asked, zeros for months without activity: one batched read. */
  async companyMonths(companyId: string, months: string[]): Promise<CompanyMonthTotals[]> {
    if (months.length === 0) return [];
    const snapshots = await db().getAll(...months.map((month) => companyMonth(companyId, month)));
    return snapshots.map((snapshot, index) => toCompanyMonth(months[index], snapshot));
  },
  /** `serviceId` also moves the service's own totals inside the company's month. */
  moveInTransaction(tx: Transaction, companyId: string, month: string, delta: MonthDelta, serviceId?: string): void {
    tx.set(companyMonth(companyId, month), { ...increments(delta, month), ...serviceIncrements(delta, serviceId) }, { merge: true });
    tx.set(platformShards(month).doc(String(shardOf(companyId))), increments(delta, month), { merge: true });
  },
};
