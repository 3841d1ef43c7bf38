import { createHash } from 'node:crypto';
import { db } from '../core/firebase';
import { type QueryShape } from './query-shape';
import type { WaitlistType } from '../contracts/waitlist';

/** waitlist/{id}: one entry per email and type; the id is derived from both, which makes duplicates impossible. */
export interface WaitlistEntryDoc {
  email: string;
  phone: string | null;
  type: WaitlistType;
  createdAt: Date;
}

const waitlist = () => db().collection('waitlist');

function entryId(email: string, type: WaitlistType): string {
  return createHash('sha256').update(`${type}:${email.toLowerCase()}`).digest('hex').slice(0, 40);
}

/** Every query shape below, for firestore-indexes.test.ts (each combination of the optional filters). */
export const waitlistQueryShapes: QueryShape[] = [
  { query: 'countByType', collection: 'waitlist', scope: 'collection' },
  { query: 'countByType(type)', collection: 'waitlist', scope: 'collection', equality: ['type'] },
];

export const waitlistRepository = {
  /** Creates the entry unless it exists; answers whether it was created. */
  async createOnce(entry: WaitlistEntryDoc): Promise<boolean> {
    const ref = waitlist().doc(entryId(entry.email, entry.type));
    return db().runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return false;
      tx.create(ref, entry);
      return true;
    });
  },
  /** Aggregation queries: the cost does not grow with the number of entries. */
  async countByType(type?: WaitlistType): Promise<number> {
    const query = type ? waitlist().where('type', '==', type) : waitlist();
    const snapshot = await query.count().get();
    return snapshot.data().count;
  },
};
