import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { ownerProfileInputSchema, UserSettings } from '../../contracts/owners';
import type { Role } from '../../contracts/roles';
import { db } from '../../core/firebase';

/** users/{uid}. `role` mirrors the custom claim and is written only by the server. */
export interface UserDoc {
  email: string;
  displayName: string;
  role: Role;
  phone: string;
  address: string;
  disabled: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** The owner profile beyond name, phone and address (document 3), absent until first saved. */
  profile?: Omit<OwnerProfileFields, 'name' | 'phone' | 'address'>;
  settings?: UserSettings;
}

export type OwnerProfileFields = z.output<typeof ownerProfileInputSchema>;

const users = () => db().collection('users');

export const usersRepository = {
  ref(uid: string) {
    return users().doc(uid);
  },
  fromSnapshot(snapshot: DocumentSnapshot): UserDoc | undefined {
    return snapshot.exists ? (snapshot.data() as UserDoc) : undefined;
  },
  async get(uid: string): Promise<UserDoc | undefined> {
    const snapshot = await users().doc(uid).get();
    return snapshot.exists ? (snapshot.data() as UserDoc) : undefined;
  },
  /** Merges, so a pet owner who never registered a role still gets a document. */
  async merge(uid: string, patch: Partial<UserDoc>): Promise<void> {
    await users().doc(uid).set(patch, { merge: true });
  },
  async delete(uid: string): Promise<void> {
    await users().doc(uid).delete();
  },
  async getInTransaction(tx: Transaction, uid: string): Promise<UserDoc | undefined> {
    const snapshot = await tx.get(users().doc(uid));
    return snapshot.exists ? (snapshot.data() as UserDoc) : undefined;
  },
  createInTransaction(tx: Transaction, uid: string, user: UserDoc): void {
    tx.create(users().doc(uid), user);
  },
  updateRoleInTransaction(tx: Transaction, uid: string, role: Role, now: Date): void {
    tx.update(users().doc(uid), { role, updatedAt: now });
  },
  newUser(identity: { email: string; displayName: string }, role: Role, now: Date): UserDoc {
    return { email: identity.email, displayName: identity.displayName, role, phone: '', address: '', disabled: false, createdAt: now, updatedAt: now };
  },
};
