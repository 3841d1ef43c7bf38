import { roleFromClaims, type Role } from '@contracts/roles';

/*
 * What the browser keeps of a Firebase session, read without the Auth SDK (docs/decisions/0123-a-kept-session-
 * draws-at-once.md). Firebase keeps a signed-in user under "firebase:authUser:<key>:<app>" in local storage ("Remember
 * me") or session storage, with its current ID token. While that token has time left, a page can draw the signed-in
 * screen and ask for its data at once, instead of waiting for the SDK to load and confirm the session (two round trips
 * on a phone). The SDK still restores and confirms it; what it says then replaces this.
 */

const SESSION_KEY_PREFIX = 'firebase:authUser:';
/** A token this close to its expiry is left to the SDK, which refreshes it. */
const TOKEN_MARGIN_MS = 60_000;

/** The signed-in person as the screens read him: what Firebase's User and a kept session both give. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  /** When the account was made, a UTC date string. */
  metadata: { creationTime?: string };
  /** The ID token's claims and the sign-in time (`authTime`, a UTC date string), as Firebase's User gives them. */
  getIdTokenResult(): Promise<{ authTime: string; claims: Record<string, unknown> }>;
}

/** A session the browser holds, with an ID token that is still good for at least a minute. */
export interface KeptSession {
  user: SessionUser;
  role: Role;
  token: string;
}

function storedRecords(): string[] {
  const records: string[] = [];
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      const value = key?.startsWith(SESSION_KEY_PREFIX) ? storage.getItem(key) : null;
      if (value) records.push(value);
    }
  }
  return records;
}

/** Whether the browser holds a Firebase session at all, fresh or not: the SDK then has one to restore. */
export function hasStoredSession(): boolean {
  // Prerendering at build time draws what a visitor without a session sees.
  if (typeof window === 'undefined') return false;
  try {
    return storedRecords().length > 0;
  } catch {
    // Storage blocked (private mode settings): load the SDK and let it decide.
    return true;
  }
}

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
  if (expiresAt - TOKEN_MARGIN_MS <= now) return null;
  const claims = claimsOf(token);
  // A token that is not this user's is not trusted for anything.
  if (!claims || claims.sub !== stored.uid || typeof claims.auth_time !== 'number') return null;
  const authTime = new Date(claims.auth_time * 1000).toUTCString();
  return {
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
    const records = storedRecords();
    return records.length === 1 ? keptSessionOf(records[0], now) : null;
  } catch {
    return null;
  }
}

/** The kept token lent to API calls while the SDK has not confirmed the session yet, and until when it is good. */
let unconfirmed: { token: string; until: number } | null = null;

/** API calls use the kept session's token until the SDK confirms the session (`sessionConfirmed`). */
export function lendKeptToken(session: KeptSession): void {
  const expiry = claimsOf(session.token)?.exp;
  unconfirmed = typeof expiry === 'number' ? { token: session.token, until: expiry * 1000 - TOKEN_MARGIN_MS } : null;
}

/** The SDK has said who is signed in: from now on its answer, not the kept token, authorizes calls. */
export function sessionConfirmed(): void {
  unconfirmed = null;
}

/** The lent token while the SDK has not yet confirmed the session and the token has time left; null otherwise. */
export function unconfirmedToken(now = Date.now()): string | null {
  return unconfirmed && now < unconfirmed.until ? unconfirmed.token : null;
}
