import { createHash } from 'node:crypto';
import { format, parseISO } from 'date-fns';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../core/firebase';
import type { CounterMoves, Moves } from './counter-moves';
import { type QueryShape } from './query-shape';

/**
 * Monthly rollups (docs/architecture.md#data-model): companies/{cid}/months/{YYYY-MM} and the platform's months, moved
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
export const deltaFields = [
  'bookings',
  'bookedValue',
  'completed',
  'revenue',
  'cancelled',
  'reviews',
  'ratingSum',
  'responses',
  'responseHours',
] as const;
export type MonthTotals = Record<(typeof deltaFields)[number], number>;
/** Per service, inside the company's month document, so per-service analytics read no more documents. */
const serviceFields = ['bookings', 'completed', 'revenue', 'cancelled'] as const;
export type ServiceMonthTotals = Record<(typeof serviceFields)[number], number>;
/** A company month's customer counters, moved by data/counters.ts (not by a booking's delta). */
export const monthCustomerFields = ['newCustomers', 'lastBookedCustomers'] as const;
export type MonthCustomerCounts = Record<(typeof monthCustomerFields)[number], number>;
export type CompanyMonthTotals = MonthTotals &
  MonthCustomerCounts & { month: string; services: Record<string, ServiceMonthTotals> };
/** The platform's month, with the revenue per service category (contracts/services.ts) inside its shards. */
export type PlatformMonthTotals = MonthTotals & { month: string; categoryRevenue: Record<string, number> };

const companyMonth = (companyId: string, month: string) =>
  db().collection('companies').doc(companyId).collection('months').doc(month);
/**
 * companies/{cid}/weeks/{YYYY-Www}: the same booking fields by the ISO week of the appointment, for the weekly summary
 * (docs/decisions/0099-weekly-summary-and-critical-alerts.md); no per-service or customer fields.
 */
const companyWeek = (companyId: string, week: string) =>
  db().collection('companies').doc(companyId).collection('weeks').doc(week);

/** The ISO week (`2026-W48`) of a company-local date (`2026-11-26`): the key of the weekly rollups. */
export const weekKey = (localDate: string) => format(parseISO(localDate), "RRRR-'W'II");
/** companies/{cid}/totals/all: the company's months summed, so rankings across companies read one document each. */
const companyTotals = (companyId: string) =>
  db().collection('companies').doc(companyId).collection('totals').doc('all');
const platformShards = (month: string) =>
  db().collection('platform').doc('stats').collection('months').doc(month).collection('shards');
const shardOf = (companyId: string) => createHash('md5').update(companyId).digest().readUInt16BE(0) % PLATFORM_SHARDS;

function increments(delta: MonthDelta): Moves {
  const fields: Moves = {};
  for (const [key, value] of Object.entries(delta)) if (value) fields[key] = value;
  return fields;
}

const zeroTotals = () => Object.fromEntries(deltaFields.map((field) => [field, 0])) as MonthTotals;
const totalsOf = (snapshot: DocumentSnapshot) =>
  Object.fromEntries(
    deltaFields.map((field) => [field, (snapshot.get(field) as number | undefined) ?? 0]),
  ) as MonthTotals;

function serviceIncrements(delta: MonthDelta, serviceId: string | undefined): Moves {
  const fields: Moves = {};
  for (const key of serviceFields) if (delta[key]) fields[key] = delta[key];
  return serviceId && Object.keys(fields).length > 0 ? { services: { [serviceId]: fields } } : {};
}

function categoryIncrements(delta: MonthDelta, category: string | undefined): Moves {
  return category && delta.revenue ? { categoryRevenue: { [category]: delta.revenue } } : {};
}

function toCompanyMonth(month: string, snapshot: DocumentSnapshot): CompanyMonthTotals {
  const totals = totalsOf(snapshot);
  const services = (snapshot.get('services') as Record<string, Partial<ServiceMonthTotals>> | undefined) ?? {};
  return {
    ...totals,
    ...(Object.fromEntries(
      monthCustomerFields.map((field) => [field, (snapshot.get(field) as number | undefined) ?? 0]),
    ) as MonthCustomerCounts),
    month,
    services: Object.fromEntries(
      Object.entries(services).map(([id, values]) => [
        id,
        Object.fromEntries(serviceFields.map((field) => [field, values[field] ?? 0])) as ServiceMonthTotals,
      ]),
    ),
  };
}

/** Every query shape below, for firestore-indexes.test.ts (each combination of the optional filters). */
export const rollupQueryShapes: QueryShape[] = [
  { query: 'firstPlatformMonth', collection: 'shards', scope: 'collection-group', orderBy: [['month', 'asc']] },
];

export const rollupsRepository = {
  companyMonthRef: companyMonth,
  companyTotalsRef: companyTotals,
  /** The month's bookings that count against a plan's monthly cap: a cancelled booking gives its place back. */
  cappedBookingsFromSnapshot(snapshot: DocumentSnapshot): number {
    return (
      ((snapshot.get('bookings') as number | undefined) ?? 0) - ((snapshot.get('cancelled') as number | undefined) ?? 0)
    );
  },
  /** The platform's totals for one month: the sum of its shards (PLATFORM_SHARDS reads). */
  async platformMonth(month: string): Promise<PlatformMonthTotals> {
    const [totals] = await rollupsRepository.platformMonths([month]);
    return totals;
  },
  /** The platform's months, in the order asked, zeros for months without activity: one batched read of their shards. */
  async platformMonths(months: string[]): Promise<PlatformMonthTotals[]> {
    if (months.length === 0) return [];
    const refs = months.flatMap((month) =>
      Array.from({ length: PLATFORM_SHARDS }, (_, shard) => platformShards(month).doc(String(shard))),
    );
    const snapshots = await db().getAll(...refs);
    return months.map((month, index) => {
      const totals: PlatformMonthTotals = { ...zeroTotals(), month, categoryRevenue: {} };
      for (const shard of snapshots.slice(index * PLATFORM_SHARDS, (index + 1) * PLATFORM_SHARDS)) {
        for (const field of deltaFields) totals[field] += (shard.get(field) as number | undefined) ?? 0;
        for (const [category, revenue] of Object.entries(
          (shard.get('categoryRevenue') as Record<string, number> | undefined) ?? {},
        )) {
          totals.categoryRevenue[category] = (totals.categoryRevenue[category] ?? 0) + revenue;
        }
      }
      return totals;
    });
  },
  /** The oldest month the platform has any booking in (YYYY-MM), or null on an empty platform. */
  async firstPlatformMonth(): Promise<string | null> {
    const oldest = await db().collectionGroup('shards').orderBy('month').limit(1).get();
    return oldest.empty ? null : (oldest.docs[0].get('month') as string);
  },
  /** The company's months, in the order asked, zeros for months without activity: one batched read. */
  /** The company's totals of one ISO week (zeros when it had no activity): one read. */
  async companyWeek(companyId: string, week: string): Promise<MonthTotals> {
    return totalsOf(await companyWeek(companyId, week).get());
  },
  async companyMonths(companyId: string, months: string[]): Promise<CompanyMonthTotals[]> {
    if (months.length === 0) return [];
    const snapshots = await db().getAll(...months.map((month) => companyMonth(companyId, month)));
    return snapshots.map((snapshot, index) => toCompanyMonth(months[index], snapshot));
  },
  /** The companies' all-time totals, in the order asked, zeros for a company without any: one batched read. */
  async companyTotals(companyIds: string[]): Promise<Map<string, MonthTotals>> {
    if (companyIds.length === 0) return new Map();
    const snapshots = await db().getAll(...companyIds.map(companyTotals));
    return new Map(snapshots.map((snapshot, index) => [companyIds[index], totalsOf(snapshot)]));
  },
  /**
   * Moves the month and the ISO week of the appointment's company-local date (`appointmentDate`, YYYY-MM-DD).
   * `serviceId` also moves the service's own totals inside the company's month, `category` (the booking's service
   * category) the platform's revenue per category; the company's all-time totals move too.
   */
  move(
    counters: CounterMoves,
    companyId: string,
    appointmentDate: string,
    delta: MonthDelta,
    serviceId?: string,
    category?: string,
  ): void {
    const month = appointmentDate.slice(0, 7);
    const week = weekKey(appointmentDate);
    counters.move(companyWeek(companyId, week), { week, ...increments(delta) });
    counters.move(companyMonth(companyId, month), {
      month,
      ...increments(delta),
      ...serviceIncrements(delta, serviceId),
    });
    counters.move(platformShards(month).doc(String(shardOf(companyId))), {
      month,
      ...increments(delta),
      ...categoryIncrements(delta, category),
    });
    counters.move(companyTotals(companyId), { companyId, ...increments(delta) });
  },
};
