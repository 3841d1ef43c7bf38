import type { UserRecord } from 'firebase-admin/auth';
import { roles, type Role } from '../../contracts/roles';
import type { PlatformUser } from '../../contracts/superadmin';
import { adminAuth } from '../../core/firebase';
import type { UserDoc } from '../../data/users';

const claimedRole = (record: UserRecord | undefined): Role | undefined => {
  const value = record?.customClaims?.role;
  return roles.includes(value as Role) ? (value as Role) : undefined;
};

const isoDate = (value: string | undefined | null) => (value ? new Date(value).toISOString() : null);

/**
 * A user as the superadmin sees him: the Auth account's facts where there is one (they are the truth: sign-in,
 * photo, phone, verification, disabled, the role claim), the users/{uid} directory entry for the rest.
 */
export function toPlatformUser(uid: string, doc: UserDoc | undefined, record: UserRecord | undefined): PlatformUser {
  return {
    uid,
    email: record?.email ?? doc?.email ?? '',
    displayName: record?.displayName || doc?.displayName || '',
    photoURL: record?.photoURL ?? null,
    phoneNumber: record?.phoneNumber ?? (doc?.phone || null),
    role: claimedRole(record) ?? doc?.role ?? null,
    disabled: record?.disabled ?? doc?.disabled ?? false,
    emailVerified: record?.emailVerified ?? doc?.emailVerified ?? false,
    creationTime: isoDate(record?.metadata.creationTime) ?? doc?.createdAt.toISOString() ?? new Date(0).toISOString(),
    lastSignInTime: isoDate(record?.metadata.lastSignInTime),
  };
}

/** The Auth accounts of one page in one call (at most 100 ids, the largest page size); deleted ones are absent. */
export async function authRecords(uids: string[]): Promise<Map<string, UserRecord>> {
  if (uids.length === 0) return new Map();
  const { users } = await adminAuth().getUsers([...new Set(uids)].map((uid) => ({ uid })));
  return new Map(users.map((record) => [record.uid, record]));
}
