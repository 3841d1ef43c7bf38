import type { Auth } from 'firebase/auth';

/*
 * The Firebase Auth SDK is a third of the JavaScript a page needs, and a visitor who never signed in has no use for
 * it. So nothing in the first bundle imports it: `@/lib/firebase` (the SDK set-up) loads when a sign-in, sign-up or
 * account screen imports it, or right after the first paint when the browser holds a session (`@/lib/stored-session`), and
 * announces its Auth instance here, where the session provider and the API client pick it up.
 */

let loadedAuth: Auth | null = null;
const listeners = new Set<(auth: Auth) => void>();

/** Called once by `@/lib/firebase` when the SDK is set up. */
export function announceFirebaseAuth(auth: Auth): void {
  loadedAuth = auth;
  listeners.forEach((listener) => listener(auth));
  listeners.clear();
}

/** The Auth instance once the SDK has loaded; null before (then nobody is signed in in this tab yet). */
export function firebaseAuthIfLoaded(): Auth | null {
  return loadedAuth;
}

/** Runs `listener` with the Auth instance as soon as it exists (at once when it does); returns the unsubscribe. */
export function whenFirebaseAuthLoads(listener: (auth: Auth) => void): () => void {
  if (loadedAuth) {
    listener(loadedAuth);
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function loadFirebaseAuth(): Promise<Auth> {
  return loadedAuth ?? (await import('@/lib/firebase')).auth;
}
