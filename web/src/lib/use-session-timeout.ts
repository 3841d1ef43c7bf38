import { useEffect, useRef } from 'react';
import type { SessionUser } from '@/lib/stored-session';

/** How often an open tab checks the session's age (besides on load and on focus). */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

/** True when the sign-in (`auth_time`, kept by refreshed tokens) is older than the platform's session timeout. */
export function sessionExpired(authTime: string, timeoutMinutes: number, now: number): boolean {
  const signedInAt = Date.parse(authTime);
  return Number.isFinite(signedInAt) && now - signedInAt > timeoutMinutes * 60_000;
}

/**
 * The web side of the `sessionTimeout` setting (the API refuses such tokens with 401 SESSION_EXPIRED as well):
 * checks the signed-in user's sign-in time on load, whenever the tab gets focus and every minute, and calls
 * `onExpired` once when it is too old.
 */
export function useSessionTimeout(
  user: SessionUser | null,
  timeoutMinutes: number | undefined,
  onExpired: () => void,
): void {
  const expiredRef = useRef(onExpired);
  useEffect(() => {
    expiredRef.current = onExpired;
  });

  useEffect(() => {
    if (!user || timeoutMinutes === undefined) return undefined;
    let ended = false;
    const check = () => {
      user
        .getIdTokenResult()
        .then((token) => {
          if (ended || !sessionExpired(token.authTime, timeoutMinutes, Date.now())) return;
          ended = true;
          expiredRef.current();
        })
        .catch((error: unknown) => console.error('Could not read the sign-in time', error));
    };
    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    const onVisible = () => document.visibilityState === 'visible' && check();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      ended = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [user, timeoutMinutes]);
}

/** The hook as a component, so the code loads only once someone is signed in (PlatformGate). */
export function SessionTimeoutWatch({
  user,
  timeoutMinutes,
  onExpired,
}: {
  user: SessionUser;
  timeoutMinutes: number | undefined;
  onExpired: () => void;
}): null {
  useSessionTimeout(user, timeoutMinutes, onExpired);
  return null;
}
