import { Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { Pet, PetFields } from '../../contracts/pets';
import { db } from '../../core/firebase';

/** users/{uid}/pets/{petId}. */
export interface PetDoc extends PetFields {
  createdAt: Date;
  updatedAt: Date;
}

export const MAX_PETS_PER_OWNER = 50;

const petsOf = (ownerId: string) => db().collection('users').doc(ownerId).collection('pets');

function toPet(id: string, data: DocumentData): Pet {
  return {
    ...(data as PetFields),
    id,
    createdAt: (data.createdAt as Timestamp).toDate().toISOString(),
    updatedAt: (data.updatedAt as Timestamp).toDate().toISOString(),
  };
}

export const petsRepository = {
  ref(ownerId: string, petId: string) {
    return petsOf(ownerId).doc(petId);
  },
  fromSnapshot(snapshot: DocumentSnapshot): Pet | undefined {
    return snapshot.exists ? toPet(snapshot.id, snapshot.data()!) : undefined;
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
  async count(ownerId: string): Promise<number> {
    return (await petsOf(ownerId).count().get()).data().count;
  },
  async create(ownerId: string, pet: PetDoc): Promise<Pet> {
    const ref = petsOf(ownerId).doc();
    await ref.create(pet);
    return toPet(ref.id, { ...pet, createdAt: Timestamp.fromDate(pet.createdAt), updatedAt: Timestamp.fromDate(pet.updatedAt) });
  },
  async replace(ownerId: string, petId: string, fields: PetFields, now: Date): Promise<void> {
    await petsOf(ownerId).doc(petId).update({ ...fields, updatedAt: now });
  },
  async delete(ownerId: string, petId: string): Promise<void> {
    await petsOf(ownerId).doc(petId).delete();
  },
  async deleteAll(ownerId: string): Promise<Pet[]> {
    const pets = await this.list(ownerId);
    const batch = db().batch();
    for (const pet of pets) batch.delete(petsOf(ownerId).doc(pet.id));
    await batch.commit();
    return pets;
  },
};
