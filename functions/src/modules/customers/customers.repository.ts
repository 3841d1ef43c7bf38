import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';

/** companies/{cid}/customers/{ownerUid}: upserted from bookings; the company's notes live here too. */
export interface CustomerDoc {
  ownerId: string;
  name: string;
  email: string;
  phone: string;
  status: 'active' | 'inactive';
  totalBookings: number;
  totalSpent: number;
  lastBooking: Date;
  joinDate: Date;
  pets: string[];
  notes: string;
  updatedAt: Date;
}

const customerRef = (companyId: string, ownerId: string) => db().collection('companies').doc(companyId).collection('customers').doc(ownerId);

export interface CustomerState {
  exists: boolean;
  lastBooking: Date | null;
}

export const customersRepository = {
  ref: customerRef,
  stateFromSnapshot(snapshot: DocumentSnapshot): CustomerState {
    return { exists: snapshot.exists, lastBooking: snapshot.exists ? (snapshot.get('lastBooking')?.toDate() ?? null) : null };
  },
  /** How many companies count this owner as a customer: one aggregation over the collection group. */
  async countCompaniesOf(ownerId: string): Promise<number> {
    return (await db().collectionGroup('customers').where('ownerId', '==', ownerId).count().get()).data().count;
  },
  /** Counts a new booking for the customer, creating the record on the first one. */
  recordBookingInTransaction(
    tx: Transaction,
    companyId: string,
    existing: CustomerState,
    customer: { ownerId: string; name: string; email: string; phone: string; petName: string; bookedFor: Date; now: Date },
  ): void {
    const ref = customerRef(companyId, customer.ownerId);
    const lastBooking = existing.lastBooking && existing.lastBooking > customer.bookedFor ? existing.lastBooking : customer.bookedFor;
    if (!existing.exists) {
      const doc: CustomerDoc = {
        ownerId: customer.ownerId, name: customer.name, email: customer.email, phone: customer.phone, status: 'active',
        totalBookings: 1, totalSpent: 0, lastBooking, joinDate: customer.now, pets: [customer.petName], notes: '', updatedAt: customer.now,
      };
      tx.create(ref, doc);
      return;
    }
    tx.update(ref, {
      name: customer.name, email: customer.email, phone: customer.phone, status: 'active',
      totalBookings: FieldValue.increment(1), lastBooking, pets: FieldValue.arrayUnion(customer.petName), updatedAt: customer.now,
    });
  },
  addSpentInTransaction(tx: Transaction, companyId: string, ownerId: string, amount: number, now: Date): void {
    tx.update(customerRef(companyId, ownerId), { totalSpent: FieldValue.increment(amount), updatedAt: now });
  },
  /** Account deletion: the company keeps the record of its bookings, without the person. */
  anonymiseInTransaction(tx: Transaction, companyId: string, ownerId: string, now: Date): void {
    tx.update(customerRef(companyId, ownerId), { name: 'Deleted user', email: '', phone: '', pets: [], status: 'inactive', updatedAt: now });
  },
};
