import { type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import { defaultUserSettings, type OwnerProfileFields, type UserSettings } from '../contracts/owners';
import type { Role } from '../contracts/roles';
import type { UserStatusFilter } from '../contracts/superadmin';
import { db } from '../core/firebase';
import { converter } from './converter';
import { shapeCombinations, type QueryShape } from './query-shape';
import { directorySearchTokens } from './directory-search';

/**
 * users/{uid}. `role` mirrors the custom claim and is written only by role registration and administrators; the
 * settings and owner-profile calls and the Auth trigger may create the document before a role is chosen, so it
 * can be absent or null. Every account has one (the Auth onCreate trigger), which makes it the superadmin's user
 * directory: `emailVerified`, `disabled`, `role`, `createdAt` and `searchTokens` are what its list filters on.
 */
export interface UserDoc {
  email: string;
  displayName: string;
  role?: Role | null;
  phone: string;
  address: string;
  disabled: boolean;
  /** Mirrors the Auth account; repaired from Auth whenever the superadmin list shows the user. */
  emailVerified?: boolean;
  /** directorySearchTokens of the email, display name and uid. */
  searchTokens?: string[];
  createdAt: Date;
  updatedAt: Date;
  /** The owner profile beyond name, phone and address (docs/product.md#profile-and-settings), absent until first saved. */
  profile?: StoredOwnerProfile;
  /** The /settings choices; a profile save that came first may have written only the email and SMS ones. */
  settings?: Partial<UserSettings>;
  /** How many pets the owner has: written only by data/pets.ts, in the transaction that adds or deletes one. */
  petCount?: number;
}

/**
 * Of the profile's notification choices only push is kept with the profile: email and SMS are stored once, as the
 * settings' emailNotifications and smsNotifications, and read into the profile from there.
 */
export type StoredOwnerProfile = Omit<OwnerProfileFields, 'name' | 'phone' | 'address' | 'preferences'> & {
  preferences?: Omit<OwnerProfileFields['preferences'], 'notifications'> & { notifications?: { push?: boolean } };
};

/** What the directory knows of an account (from Auth or the ID token). */
export interface DirectoryIdentity {
  email: string;
  displayName: string;
  emailVerified: boolean;
}

export interface UserDirectoryFilter {
  role?: Role;
  status?: UserStatusFilter;
  /** One directorySearchToken. */
  token?: string;
}

const userConverter = converter<UserDoc>();
const users = () => db().collection('users').withConverter(userConverter);

/** The recipient's own `emailNotifications` choice (on until switched off in /settings). */
export const takesEmail = (user: UserDoc | undefined): boolean =>
  user?.settings?.emailNotifications ?? defaultUserSettings.emailNotifications;

/**
 * The phone a user's texts go to: his own SMS choice (off unless switched on in /settings) and a number on his
 * profile (docs/decisions/0111-text-messages.md).
 */
export const textsTo = (user: UserDoc | undefined): string | null => {
  const phone = user?.phone?.trim();
  return phone && (user?.settings?.smsNotifications ?? defaultUserSettings.smsNotifications) ? phone : null;
};

export const userSearchTokens = (uid: string, email: string, displayName: string) =>
  directorySearchTokens(email, displayName, uid);

/** A directory entry being completed keeps the email and name it holds; the search tokens follow what it keeps. */
function keptIdentity(uid: string, existing: UserDoc, identity: { email: string; displayName: string }) {
  const email = existing.email || identity.email;
  const displayName = existing.displayName || identity.displayName;
  return { email, displayName, searchTokens: userSearchTokens(uid, email, displayName) };
}

function filteredDirectory(filter: UserDirectoryFilter): Query<UserDoc> {
  let query: Query<UserDoc> = users();
  if (filter.role) query = query.where('role', '==', filter.role);
  if (filter.status === 'active') query = query.where('disabled', '==', false).where('emailVerified', '==', true);
  if (filter.status === 'disabled') query = query.where('disabled', '==', true);
  if (filter.status === 'verified') query = query.where('emailVerified', '==', true);
  if (filter.status === 'unverified') query = query.where('emailVerified', '==', false);
  if (filter.token) query = query.where('searchTokens', 'array-contains', filter.token);
  return query;
}

/** Every query shape below, for firestore-indexes.test.ts (each combination of the optional filters). */
export const userQueryShapes: QueryShape[] = [
  ...shapeCombinations({ query: 'directoryPage', collection: 'users', scope: 'collection' }, [
    [undefined, { equality: ['role'] }],
    [
      undefined,
      { equality: ['disabled', 'emailVerified'] },
      { equality: ['disabled'] },
      { equality: ['emailVerified'] },
    ],
    [undefined, { arrayContains: 'searchTokens' }],
    [undefined, { orderBy: [['createdAt', 'desc']] }],
  ]).map((shape) => (shape.orderBy?.length ? shape : { ...shape, query: 'countDirectory' })),
  { query: 'activeSuperadminsInTransaction', collection: 'users', scope: 'collection', equality: ['role', 'disabled'] },
];

export const usersRepository = {
  ref(uid: string) {
    return users().doc(uid);
  },
  fromSnapshot(snapshot: DocumentSnapshot): UserDoc | undefined {
    return userConverter.read(snapshot);
  },
  /**
   * The accounts among `uids` that take email notifications (docs/decisions/0092-booking-emails.md), read in the
   * transaction of the event, before its writes, so a mail follows the choice saved before the event.
   */
  async takingEmailInTransaction(tx: Transaction, uids: string[]): Promise<Set<string>> {
    const unique = [...new Set(uids)];
    if (unique.length === 0) return new Set();
    const snapshots = await tx.getAll(...unique.map((uid) => users().doc(uid)));
    return new Set(snapshots.filter((snapshot) => takesEmail(userConverter.read(snapshot))).map((s) => s.id));
  },
  /** How one user hears of an event besides the app: his email choice and the phone his texts go to. */
  async contactInTransaction(tx: Transaction, uid: string): Promise<{ takesEmail: boolean; textTo: string | null }> {
    const user = userConverter.read(await tx.get(users().doc(uid)));
    return { takesEmail: takesEmail(user), textTo: textsTo(user) };
  },
  /** Of some accounts, those whose profile visibility is not public (private or friends only): one batched read. */
  async hiddenProfiles(uids: string[]): Promise<Set<string>> {
    const unique = [...new Set(uids)];
    if (unique.length === 0) return new Set();
    const snapshots = await db().getAll(...unique.map((uid) => users().doc(uid)), {
      fieldMask: ['settings.profileVisibility'],
    });
    return new Set(
      snapshots
        .filter((snapshot) => (snapshot.get('settings.profileVisibility') ?? 'public') !== 'public')
        .map((snapshot) => snapshot.id),
    );
  },
  /** Display names (else emails) of some accounts in one batched read (the audit log page's people); unknown ids are left out. */
  async names(uids: string[]): Promise<Map<string, string>> {
    if (uids.length === 0) return new Map();
    const snapshots = await db().getAll(...uids.map((uid) => users().doc(uid)), {
      fieldMask: ['displayName', 'email'],
    });
    return new Map(
      snapshots
        .filter((snapshot) => snapshot.exists)
        .map((snapshot) => [snapshot.id, String(snapshot.get('displayName') || snapshot.get('email') || '')]),
    );
  },
  async get(uid: string): Promise<UserDoc | undefined> {
    const snapshot = await users().doc(uid).get();
    return snapshot.data();
  },
  /** Merges, so a pet owner who never registered a role still gets a document; a new name or email is searchable. */
  async merge(uid: string, patch: Partial<UserDoc>): Promise<void> {
    const tokens =
      patch.email !== undefined && patch.displayName !== undefined
        ? { searchTokens: userSearchTokens(uid, patch.email, patch.displayName) }
        : {};
    await users()
      .doc(uid)
      .set({ ...patch, ...tokens }, { merge: true });
  },
  async delete(uid: string): Promise<void> {
    await users().doc(uid).delete();
  },
  async getInTransaction(tx: Transaction, uid: string): Promise<UserDoc | undefined> {
    const snapshot = await tx.get(users().doc(uid));
    return snapshot.data();
  },
  createInTransaction(tx: Transaction, uid: string, user: UserDoc): void {
    tx.create(users().doc(uid), user);
  },
  /**
   * Writes the chosen role, completing a document the settings or profile calls (or the Auth trigger) created
   * without one. Registration requires a verified email, so the directory records it as verified.
   */
  registerRoleInTransaction(
    tx: Transaction,
    uid: string,
    existing: UserDoc | undefined,
    identity: { email: string; displayName: string },
    role: Role,
    now: Date,
  ): void {
    const verified = { ...identity, emailVerified: true };
    if (!existing) {
      tx.create(users().doc(uid), this.newUser(uid, verified, role, now));
      return;
    }
    tx.set(
      users().doc(uid),
      {
        ...keptIdentity(uid, existing, identity),
        role,
        phone: existing.phone ?? '',
        address: existing.address ?? '',
        disabled: existing.disabled ?? false,
        emailVerified: true,
        createdAt: existing.createdAt ?? now,
        updatedAt: now,
      },
      { merge: true },
    );
  },
  updateRoleInTransaction(tx: Transaction, uid: string, role: Role, now: Date): void {
    tx.update(users().doc(uid), { role, updatedAt: now });
  },
  setDisabledInTransaction(tx: Transaction, uid: string, disabled: boolean, now: Date): void {
    tx.update(users().doc(uid), { disabled, updatedAt: now });
  },
  newUser(uid: string, identity: DirectoryIdentity, role: Role | null, now: Date): UserDoc {
    return {
      email: identity.email,
      displayName: identity.displayName,
      role,
      phone: '',
      address: '',
      disabled: false,
      emailVerified: identity.emailVerified,
      searchTokens: userSearchTokens(uid, identity.email, identity.displayName),
      createdAt: now,
      updatedAt: now,
    };
  },
  /**
   * The Auth onCreate trigger's directory entry: created with no role, or completed without touching the role
   * (registration may have run first), in a transaction so neither overwrites the other.
   */
  async ensureDirectoryEntry(
    uid: string,
    identity: DirectoryIdentity & { disabled: boolean },
    createdAt: Date,
  ): Promise<void> {
    await db().runTransaction(async (tx) => {
      const existing = await this.getInTransaction(tx, uid);
      if (!existing) {
        tx.create(users().doc(uid), { ...this.newUser(uid, identity, null, createdAt), disabled: identity.disabled });
        return;
      }
      tx.set(
        users().doc(uid),
        {
          ...keptIdentity(uid, existing, identity),
          emailVerified: identity.emailVerified,
          disabled: existing.disabled || identity.disabled,
          createdAt: existing.createdAt ?? createdAt,
        },
        { merge: true },
      );
    });
  },
  /** Newest first; `after` is the uid that ended the previous page, else `offset` documents are skipped. */
  async directoryPage(
    filter: UserDirectoryFilter,
    limit: number,
    position: { after?: DocumentSnapshot; offset: number },
  ): Promise<{ uid: string; user: UserDoc }[]> {
    let query = filteredDirectory(filter).orderBy('createdAt', 'desc');
    query = position.after ? query.startAfter(position.after) : query.offset(position.offset);
    const snapshot = await query.limit(limit).get();
    return snapshot.docs.map((doc) => ({ uid: doc.id, user: doc.data() }));
  },
  async countDirectory(filter: UserDirectoryFilter): Promise<number> {
    return (await filteredDirectory(filter).count().get()).data().count;
  },
  async snapshot(uid: string): Promise<DocumentSnapshot> {
    return users().doc(uid).get();
  },
  /** The self-healing of the directory: Auth is the truth for these two fields. */
  async repairAuthFacts(repairs: { uid: string; emailVerified: boolean; disabled: boolean }[]): Promise<void> {
    if (repairs.length === 0) return;
    const batch = db().batch();
    for (const { uid, emailVerified, disabled } of repairs) batch.update(users().doc(uid), { emailVerified, disabled });
    await batch.commit();
  },
  /**
   * Up to `limit` enabled superadmins, read in the transaction that demotes or disables one: two such changes at
   * once read each other's documents, so Firestore serialises them and the second sees the first.
   */
  async activeSuperadminsInTransaction(tx: Transaction, limit: number): Promise<string[]> {
    const snapshot = await tx.get(
      users().where('role', '==', 'superadmin').where('disabled', '==', false).limit(limit),
    );
    return snapshot.docs.map((doc) => doc.id);
  },
};
