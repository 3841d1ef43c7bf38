import { apiRequest } from '@/lib/api-client';
import { safely } from '@/lib/safe-storage';

/** What the directory needs to know of an account, as the browser's Auth session has it. */
export interface DirectoryFacts {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
}

/** The facts this device last brought the entry up to: a page load whose facts are the same asks for nothing. */
const DIRECTORY_SYNCED_KEY = 'directorySynced';
const syncedThisPageLoad = new Set<string>();
const fingerprint = ({ uid, email, displayName, emailVerified }: DirectoryFacts) =>
  JSON.stringify([uid, email, displayName, emailVerified]);

/**
 * POST /api/users/me/directory: brings the account's entry in the superadmin's user directory up to date (its
 * display name after sign-up, its verified email after verification). Once per account and page load, and not at all
 * while the facts are those this device last synced: most page loads then make one request fewer. A failure only
 * leaves the directory as it was, so it is logged, never shown.
 */
export function syncDirectoryEntry(facts: DirectoryFacts): void {
  const print = fingerprint(facts);
  if (syncedThisPageLoad.has(facts.uid) || safely(() => localStorage.getItem(DIRECTORY_SYNCED_KEY)) === print) return;
  syncedThisPageLoad.add(facts.uid);
  apiRequest('/users/me/directory', { method: 'POST', body: {} }).then(
    () => safely(() => localStorage.setItem(DIRECTORY_SYNCED_KEY, print)),
    (error: unknown) => {
      syncedThisPageLoad.delete(facts.uid);
      console.warn('Could not update the user directory entry', error);
    },
  );
}
