import type { Transaction } from 'firebase-admin/firestore';
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
}

const users = () => db().collection('users');

export const usersRepository = {
  ref(uid: string) {
    return users().doc(uid);
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
