import { createContext, useContext } from 'react';
import type { Role } from '@contracts/roles';
import type { SessionUser } from '@/lib/stored-session';

/** What every screen may know about the signed-in person (docs/product.md#sign-up-and-roles). */
export interface Session {
  /** The Firebase user, or the session the browser kept until Firebase confirms it; null when signed out. */
  user: SessionUser | null;
  /** Role from the ID token's claims (pet_owner when absent); null when signed out. */
  role: Role | null;
  /** Re-reads the role from the current token (after the server changed the claim) and returns it. */
  refreshRole: () => Promise<Role | null>;
  /** Signs out; errors are only logged. */
  signOut: () => Promise<void>;
  /**
   * True once the user signed out through `signOut` (until someone signs in): protected pages then send him home
   * instead of to /signin, whatever order the sign-out and the navigation away happen to render in.
   */
  signedOutOnPurpose: boolean;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <AuthProvider>');
  return session;
}
