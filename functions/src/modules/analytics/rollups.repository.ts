import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';

/**
 * Monthly rollups (ARCHITECTURE.md section 5): companies/{cid}/months/{YYYY-MM} and platform/stats/months/{YYYY-MM},
 * moved in the same transaction as the booking change, so dashboards read a fixed number of documents.
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

const companyMonth = (companyId: string, month: string) => db().collection('companies').doc(companyId).collection('months').doc(month);
const platformMonth = (month: string) => db().collection('platform').doc('stats').collection('months').doc(month);

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
  moveInTransaction(tx: Transaction, companyId: string, month: string, delta: MonthDelta): void {
    tx.set(companyMonth(companyId, month), increments(delta, month), { merge: true });
    tx.set(platformMonth(month), increments(delta, month), { merge: true });
  },
};
