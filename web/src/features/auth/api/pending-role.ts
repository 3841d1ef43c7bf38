import { selfServiceRoles, type SelfServiceRole } from '@contracts/roles';
import { safely } from '@/lib/safe-storage';

/*
 * The role chosen at sign-up waits here until the first sign-in with a verified email (docs/product.md#sign-up-and-roles):
 * in session storage (same tab) and in local storage keyed by uid (survives closing the tab to click the link).
 * Without storage the role defaults to pet_owner, as with no choice.
 */
export const SESSION_PENDING_ROLE_KEY = 'pendingRole';
export const localPendingRoleKey = (uid: string) => `pendingRole:${uid}`;

function asSelfServiceRole(value: string | null | undefined): SelfServiceRole | null {
  return selfServiceRoles.includes(value as SelfServiceRole) ? (value as SelfServiceRole) : null;
}

export function storePendingRole(role: SelfServiceRole, uid?: string) {
  safely(() => sessionStorage.setItem(SESSION_PENDING_ROLE_KEY, role));
  if (uid) safely(() => localStorage.setItem(localPendingRoleKey(uid), role));
}

/** Accepts any text (a query parameter) and stores it only when it is a role a user may choose himself. */
export function storePendingRoleFromQuery(value: string | null) {
  const role = asSelfServiceRole(value);
  if (role) safely(() => sessionStorage.setItem(SESSION_PENDING_ROLE_KEY, role));
}

export function readPendingRole(uid: string): SelfServiceRole | null {
  return (
    safely(
      () =>
        asSelfServiceRole(localStorage.getItem(localPendingRoleKey(uid))) ??
        asSelfServiceRole(sessionStorage.getItem(SESSION_PENDING_ROLE_KEY)),
    ) ?? null
  );
}

export function clearPendingRole(uid: string) {
  safely(() => localStorage.removeItem(localPendingRoleKey(uid)));
  safely(() => sessionStorage.removeItem(SESSION_PENDING_ROLE_KEY));
}
