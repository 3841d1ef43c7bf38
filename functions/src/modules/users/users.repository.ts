import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { ownerProfileInputSchema, UserSettings } from '../../contracts/owners';
import type { Role } from '../../contracts/roles';
import { db } from '../../core/firebase';

/**
 * users/{uid}. `role` mirrors the custom claim and is written only by role registration and administrators; the
 * settings and owner-profile calls may create the document before a role is chosen, so it can be absent.
 */
export interface UserDoc {
  email: string;
  displayName: string;
  role?: Role;
  phone: string;
  address: string;
  disabled: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** The owner profile beyond name, phone and address (document 3), absent until first saved. */
  profile?: Omit<OwnerProfileFields, 'name' | 'phone' | 'address'>;
  settings?: UserSettings;
  /** How many pets the owner has: written only by pets.repository, in the transaction that adds or deletes one. */
  petCount?: number;
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
  /** Writes the chosen role, completing a document the settings or profile calls created without one. */
  registerRoleInTransaction(tx: Transaction, uid: string, existing: UserDoc | undefined, identity: { email: string; displayName: string }, role: Role, now: Date): void {
    if (!existing) {
      tx.create(users().doc(uid), this.newUser(identity, role, now));
      return;
    }
    tx.set(users().doc(uid), {
      email: existing.email || identity.email, displayName: existing.displayName || identity.displayName, role, phone: existing.phone ?? '',
      address: existing.address ?? '', disabled: existing.disabled ?? false, createdAt: existing.createdAt ?? now, updatedAt: now,
    }, { merge: true });
  },
  updateRoleInTransaction(tx: Transaction, uid: string, role: Role, now: Date): void {
    tx.update(users().doc(uid), { role, updatedAt: now });
  },
  newUser(identity: { email: string; displayName: string }, role: Role, now: Date): UserDoc {
    return { email: identity.email, displayName: identity.displayName, role, phone: '', address: '', disabled: false, createdAt: now, updatedAt: now };
  },
};
