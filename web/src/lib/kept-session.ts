import { roleFromClaims } from '@contracts/roles';
import { storedSessionRecords, type KeptSession } from '@/lib/stored-session';

/*
 * Reads the session Firebase keeps in the browser (docs/decisions/0123-a-kept-session-draws-at-once.md). Loaded at
 * start only when the browser holds one (main.tsx), so a visitor's first load does not carry it.
 */

/** A token this close to its expiry is left to the SDK, which refreshes it. */
const TOKEN_MARGIN_MS = 60_000;

function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (char) => char.charCodeAt(0))));
  return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
}

function keptSessionOf(record: string, now: number): KeptSession | null {
  const stored = JSON.parse(record) as Record<string, unknown>;
  const tokens = stored.stsTokenManager as Record<string, unknown> | undefined;
  const token = tokens?.accessToken;
  const expiresAt = tokens?.expirationTime;
  if (typeof stored.uid !== 'string' || typeof token !== 'string' || typeof expiresAt !== 'number') return null;
  const claims = claimsOf(token);
  // A token that is not this user's is not trusted for anything.
  if (!claims || claims.sub !== stored.uid || typeof claims.auth_time !== 'number' || typeof claims.exp !== 'number')
    return null;
  const goodUntil = Math.min(expiresAt, claims.exp * 1000) - TOKEN_MARGIN_MS;
  if (goodUntil <= now) return null;
  const authTime = new Date(claims.auth_time * 1000).toUTCString();
  return {
    goodUntil,
    user: {
      uid: stored.uid,
      email: typeof stored.email === 'string' ? stored.email : null,
      displayName: typeof stored.displayName === 'string' ? stored.displayName : null,
      emailVerified: stored.emailVerified === true,
      // Firebase keeps the creation time as milliseconds in a string.
      metadata: Number(stored.createdAt) > 0 ? { creationTime: new Date(Number(stored.createdAt)).toUTCString() } : {},
      getIdTokenResult: async () => ({ authTime, claims }),
    },
    role: roleFromClaims(claims),
    token,
  };
}

/**
 * The kept session, when the browser holds exactly one with a token good for another minute; null otherwise (none,
 * expired, several, or a shape this code does not know: then the app waits for the SDK, as it always could).
 */
export function readKeptSession(now = Date.now()): KeptSession | null {
  if (typeof window === 'undefined') return null;
  try {
    const records = storedSessionRecords();
    return records.length === 1 ? keptSessionOf(records[0], now) : null;
  } catch {
    return null;
  }
}
