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
}

export const PLATFORM_SHARDS = 10;
const deltaFields = ['bookings', 'bookedValue', 'completed', 'revenue', 'cancelled', 'reviews', 'ratingSum'] as const;
export type MonthTotals = Record<(typeof deltaFields)[number], number>;

const companyMonth = (companyId: string, month: string) => db().collection('companies').doc(companyId).collection('months').doc(month);
const platformShards = (month: string) => db().collection('platform').doc('stats').collection('months').doc(month).collection('shards');
const shardOf = (companyId: string) => createHash('md5').update(companyId).digest().readUInt16BE(0) % PLATFORM_SHARDS;

function increments(delta: MonthDelta, month: string) {
  const fields: Record<string, unknown> = { month };
  for (const [key, value] of Object.entries(delta)) if (value) fields[key] = FieldValue.increment(value);
  return fields;
}

export const rollupsRepository = {
  companyMonthRef: companyMonth,
  bookingsFromSnapshot(snapshot: DocumentSnapshot): number {
    return (snapshot.get('bookings') as number | undefined) ?? 0;
  },
  /** The platform's totals for one month: the sum of its shards (PLATFORM_SHARDS reads). */
  async platformMonth(month: string): Promise<MonthTotals> {
    const shards = await platformShards(month).get();
    const totals = Object.fromEntries(deltaFields.map((field) => [field, 0])) as MonthTotals;
    for (const shard of shards.docs) for (const field of deltaFields) totals[field] += (shard.get(field) as number | undefined) ?? 0;
    return totals;
  },
  moveInTransaction(tx: Transaction, companyId: string, month: string, delta: MonthDelta): void {
    tx.set(companyMonth(companyId, month), increments(delta, month), { merge: true });
    tx.set(platformShards(month).doc(String(shardOf(companyId))), increments(delta, month), { merge: true });
  },
};
