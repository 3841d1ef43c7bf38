import { db } from '../core/firebase';
import { converter } from './converter';
import { favoriteCounters } from './counters';
import type { QueryShape } from './query-shape';

/** users/{uid}/favorites/{companyId}: a company the owner saved, counted in users/{uid}.ownerCounts.favorites. */
interface FavoriteDoc {
  createdAt: Date;
}

/** How many companies an owner may keep saved: a list to choose from, not an archive. */
export const MAX_FAVORITES = 100;

const favoritesOf = (ownerId: string) =>
  db().collection('users').doc(ownerId).collection('favorites').withConverter(converter<FavoriteDoc>());

export const favoriteQueryShapes: QueryShape[] = [
  { query: 'list', collection: 'favorites', scope: 'collection', orderBy: [['createdAt', 'desc']] },
];

export const favoritesRepository = {
  /** The saved companies, the latest first. */
  async list(ownerId: string): Promise<Array<{ companyId: string; savedAt: Date }>> {
    const snapshot = await favoritesOf(ownerId).orderBy('createdAt', 'desc').limit(MAX_FAVORITES).get();
    return snapshot.docs.map((doc) => ({ companyId: doc.id, savedAt: doc.data().createdAt }));
  },
  /**
   * Saves the company with its count in one transaction: saving it again changes nothing, and a full list refuses
   * (the count read in the same transaction, so two saves at once cannot pass the cap together).
   */
  add(ownerId: string, companyId: string, now: Date): Promise<'saved' | 'already' | 'full'> {
    const ref = favoritesOf(ownerId).doc(companyId);
    return db().runTransaction(async (tx) => {
      const [existing, count] = await Promise.all([tx.get(ref), favoriteCounters.readInTransaction(tx, ownerId)]);
      if (existing.exists) return 'already';
      if (count >= MAX_FAVORITES) return 'full';
      tx.create(ref, { createdAt: now });
      favoriteCounters.move(tx, ownerId, 1);
      return 'saved';
    });
  },
  /** Removes the company and its count; false when it was not saved. */
  remove(ownerId: string, companyId: string): Promise<boolean> {
    const ref = favoritesOf(ownerId).doc(companyId);
    return db().runTransaction(async (tx) => {
      if (!(await tx.get(ref)).exists) return false;
      tx.delete(ref);
      favoriteCounters.move(tx, ownerId, -1);
      return true;
    });
  },
  /** Account deletion: every saved company (the user document with its counts goes after). */
  async deleteAll(ownerId: string): Promise<void> {
    await db().recursiveDelete(db().collection('users').doc(ownerId).collection('favorites'));
  },
  /** For check-data: how many are stored. */
  async count(ownerId: string): Promise<number> {
    return (await favoritesOf(ownerId).count().get()).data().count;
  },
};
