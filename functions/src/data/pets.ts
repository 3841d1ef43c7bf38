import { type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { Pet, PetFields } from '../contracts/pets';
import { retryOnContention } from '../core/contention';
import { db } from '../core/firebase';
import { converter } from './converter';
import { type QueryShape } from './query-shape';

/** users/{uid}/pets/{petId}. */
export interface PetDoc extends PetFields {
  createdAt: Date;
  updatedAt: Date;
}

export const MAX_PETS_PER_OWNER = 50;

const ownerRef = (ownerId: string) => db().collection('users').doc(ownerId);
const petConverter = converter<PetDoc>();
const petsOf = (ownerId: string) => ownerRef(ownerId).collection('pets').withConverter(petConverter);

function toPet(id: string, data: PetDoc): Pet {
  return { ...data, id, createdAt: data.createdAt.toISOString(), updatedAt: data.updatedAt.toISOString() };
}

/** Every query shape below, for firestore-indexes.test.ts (each combination of the optional filters). */
export const petQueryShapes: QueryShape[] = [
  { query: 'list', collection: 'pets', scope: 'collection', orderBy: [['createdAt', 'asc']] },
  { query: 'idsWithPhoto', collection: 'pets', scope: 'collection', arrayContains: 'photos' },
  { query: 'count', collection: 'pets', scope: 'collection' },
];

export const petsRepository = {
  ref(ownerId: string, petId: string) {
    return petsOf(ownerId).doc(petId);
  },
  fromSnapshot(snapshot: DocumentSnapshot): Pet | undefined {
    const pet = petConverter.read(snapshot);
    return pet && toPet(snapshot.id, pet);
  },
  async list(ownerId: string): Promise<Pet[]> {
    const snapshot = await petsOf(ownerId).orderBy('createdAt').limit(MAX_PETS_PER_OWNER).get();
    return snapshot.docs.map((doc) => toPet(doc.id, doc.data()));
  },
  async get(ownerId: string, petId: string): Promise<Pet | undefined> {
    const snapshot = await petsOf(ownerId).doc(petId).get();
    return snapshot.exists ? toPet(snapshot.id, snapshot.data()!) : undefined;
  },
  async getInTransaction(tx: Transaction, ownerId: string, petId: string): Promise<Pet | undefined> {
    const snapshot = await tx.get(petsOf(ownerId).doc(petId));
    return snapshot.exists ? toPet(snapshot.id, snapshot.data()!) : undefined;
  },
  /** The owner's pets that show this photo (normally one). */
  async idsWithPhoto(ownerId: string, path: string): Promise<string[]> {
    const snapshot = await petsOf(ownerId)
      .where('photos', 'array-contains', path)
      .select()
      .limit(MAX_PETS_PER_OWNER)
      .get();
    return snapshot.docs.map((doc) => doc.id);
  },
  async count(ownerId: string): Promise<number> {
    return (await petsOf(ownerId).count().get()).data().count;
  },
  /**
   * Creates the pet unless the owner already has `limit`, counted in the transaction that writes: the count lives
   * on users/{uid} (`petCount`), read and written by every add and delete, so concurrent adds conflict and the
   * retry counts again. An owner from before the counter is counted once, outside, and the counter starts there.
   * Answers undefined when the limit is reached.
   */
  async createWithinLimit(ownerId: string, pet: PetDoc, limit: number): Promise<Pet | undefined> {
    const ref = petsOf(ownerId).doc();
    const owner = ownerRef(ownerId);
    const stored = (await owner.get()).get('petCount') as number | undefined;
    const counted = stored === undefined ? await this.count(ownerId) : undefined;
    const created = await retryOnContention(
      () =>
        db().runTransaction(async (tx) => {
          const pets = ((await tx.get(owner)).get('petCount') as number | undefined) ?? counted ?? 0;
          if (pets >= limit) return false;
          tx.create(ref, pet);
          tx.set(owner, { petCount: pets + 1 }, { merge: true });
          return true;
        }),
      async () => undefined,
    );
    return created ? toPet(ref.id, pet) : undefined;
  },
  async replace(ownerId: string, petId: string, fields: PetFields, now: Date): Promise<void> {
    await petsOf(ownerId)
      .doc(petId)
      .update({ ...fields, updatedAt: now });
  },
  /** Deletes the pet and gives its place back in the owner's counter (when the owner has one). */
  async delete(ownerId: string, petId: string): Promise<void> {
    await db().runTransaction(async (tx) => {
      const [owner, existing] = await tx.getAll(ownerRef(ownerId), petsOf(ownerId).doc(petId));
      if (!existing.exists) return;
      tx.delete(existing.ref);
      const pets = owner.get('petCount') as number | undefined;
      if (pets !== undefined) tx.set(owner.ref, { petCount: Math.max(0, pets - 1) }, { merge: true });
    });
  },
  async deleteAll(ownerId: string): Promise<Pet[]> {
    const pets = await this.list(ownerId);
    const batch = db().batch();
    for (const pet of pets) batch.delete(petsOf(ownerId).doc(pet.id));
    await batch.commit();
    return pets;
  },
};
