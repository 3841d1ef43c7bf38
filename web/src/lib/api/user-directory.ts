import { apiRequest } from '@/lib/api-client';

const syncedThisPageLoad = new Set<string>();

/**
 * POST /api/users/me/directory: brings the account's entry in the superadmin's user directory up to date (its
 * display name after sign-up, its verified email after verification). Once per account and page load; a failure
 * only leaves the directory as it was, so it is logged, never shown.
 */
export function syncDirectoryEntry(uid: string): void {
  if (syncedThisPageLoad.has(uid)) return;
  syncedThisPageLoad.add(uid);
  apiRequest('/users/me/directory', { method: 'POST', body: {} }).catch((error: unknown) => {
    syncedThisPageLoad.delete(uid);
    console.warn('Could not update the user directory entry', error);
  });
}
