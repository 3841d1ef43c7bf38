import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth } from '../../core/firebase';
import { usersRepository } from '../../data/users';

/**
 * Brings an account's users/{uid} directory entry up to what Auth knows (email, display name, verification,
 * disabled), creating it when missing. The onCreate trigger runs before sign-up sets the display name, and nothing
 * in Auth announces a verified email, so the web app asks for this after sign-up and whenever a signed-in page load
 * finds the account's facts changed (docs/decisions/0121-the-directory-sync-asks-once-per-change.md); the
 * `sync-directory` admin command runs it over every account.
 */
export async function syncDirectoryEntry(user: UserRecord): Promise<void> {
  await usersRepository.ensureDirectoryEntry(
    user.uid,
    {
      email: user.email ?? '',
      displayName: user.displayName ?? '',
      emailVerified: user.emailVerified,
      disabled: user.disabled,
    },
    new Date(user.metadata.creationTime),
  );
}

export async function syncOwnDirectoryEntry(uid: string): Promise<void> {
  await syncDirectoryEntry(await adminAuth().getUser(uid));
}
