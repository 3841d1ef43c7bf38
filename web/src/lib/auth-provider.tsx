import type { User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { roleFromClaims, type Role } from '@contracts/roles';
import { firebaseAuthIfLoaded, loadFirebaseAuth, whenFirebaseAuthLoads } from '@/lib/firebase-auth-loader';
import { SessionContext, type Session } from '@/lib/session';
import { hasStoredSession, keptSession, sessionConfirmed, type SessionUser } from '@/lib/stored-session';
import { MINUTE_MS } from '@contracts/durations';

/** docs/product.md#display-constants: the ID token is force-refreshed every 50 minutes. */
export const TOKEN_REFRESH_INTERVAL_MS = 50 * MINUTE_MS;

async function readRole(user: User): Promise<Role> {
  try {
    const token = await user.getIdTokenResult();
    return roleFromClaims(token.claims);
  } catch (error) {
    // Role read errors fall back to pet_owner (docs/product.md#roles).
    console.error('Could not read the role from the ID token', error);
    return 'pet_owner';
  }
}

interface AuthState {
  ready: boolean;
  user: SessionUser | null;
  role: Role | null;
  /** Counts reads: after user.reload() the User object is the same one with new fields, so screens must re-read it. */
  version: number;
  signedOutOnPurpose: boolean;
}

/** The first state: the session the browser kept, when its token is still good; else signed out or waiting. */
function initialState(): AuthState {
  const kept = keptSession();
  return {
    ready: kept !== null || !hasStoredSession(),
    user: kept?.user ?? null,
    role: kept?.role ?? null,
    version: 0,
    signedOutOnPurpose: false,
  };
}

/**
 * Holds the Firebase session. A browser that holds no session starts signed out at once, without the Auth SDK
 * (it follows as soon as a sign-in screen loads it). One that holds a session with a good token starts signed in
 * with it while the SDK restores and confirms it (docs/decisions/0123-a-kept-session-draws-at-once.md); one whose
 * token has run out renders `fallback` until the SDK has refreshed it.
 */
export function AuthProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialState);
  // Every role read gets a number; only the newest may write, so a slow early read never overwrites a fresh one.
  const readSequence = useRef(0);

  const applyUser = useCallback(async (user: User | null): Promise<Role | null> => {
    const sequence = ++readSequence.current;
    const role = user ? await readRole(user) : null;
    if (sequence === readSequence.current) {
      setState((current) => ({
        ready: true,
        user,
        role,
        version: current.version + 1,
        signedOutOnPurpose: user ? false : current.signedOutOnPurpose,
      }));
    }
    return role;
  }, []);

  useEffect(() => {
    let unsubscribe: () => void = () => undefined;
    const stopWaiting = whenFirebaseAuthLoads((auth) => {
      unsubscribe = auth.onAuthStateChanged((user) => {
        sessionConfirmed();
        // Loaded once someone is signed in: a visitor's first load does not carry it.
        if (user)
          void import('@/lib/api/user-directory').then(
            ({ syncDirectoryEntry }) => syncDirectoryEntry(user),
            () => undefined,
          );
        void applyUser(user);
      });
    });
    if (hasStoredSession()) void loadFirebaseAuth();
    return () => {
      stopWaiting();
      unsubscribe();
    };
  }, [applyUser]);

  const uid = state.user?.uid;
  useEffect(() => {
    if (!uid) return undefined;
    const timer = window.setInterval(() => {
      const user = firebaseAuthIfLoaded()?.currentUser;
      if (!user) return;
      user
        .getIdToken(true)
        .then(() => applyUser(user))
        .catch((error: unknown) => console.error('ID token refresh failed', error));
    }, TOKEN_REFRESH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [uid, applyUser]);

  // Both ask the SDK, which may still be confirming a kept session: they wait for it rather than act on nobody.
  const refreshRole = useCallback(async () => {
    const auth = await loadFirebaseAuth();
    await auth.authStateReady();
    return applyUser(auth.currentUser);
  }, [applyUser]);

  const signOut = useCallback(async () => {
    setState((current) => ({ ...current, signedOutOnPurpose: true }));
    try {
      await (await loadFirebaseAuth()).signOut();
    } catch (error) {
      console.error('Sign out failed', error);
    }
  }, []);

  const session = useMemo<Session>(
    () => ({ user: state.user, role: state.role, refreshRole, signOut, signedOutOnPurpose: state.signedOutOnPurpose }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new version means the same User object changed (reload)
    [state.user, state.role, state.version, state.signedOutOnPurpose, refreshRole, signOut],
  );

  if (!state.ready) return <>{fallback}</>;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
