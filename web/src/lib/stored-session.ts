import type { Role } from '@contracts/roles';

/*
 * What the browser keeps of a Firebase session, known without the Auth SDK (docs/decisions/0123-a-kept-session-
 * draws-at-once.md). Firebase keeps a signed-in user under "firebase:authUser:<key>:<app>" in local storage ("Remember
 * me") or session storage, with its current ID token. While that token has time left, a page can draw the signed-in
 * screen and ask for its data at once, instead of waiting for the SDK to load and confirm the session (two round trips
 * on a phone). The SDK still restores and confirms it; what it says then replaces this. Reading the record is
 * `kept-session.ts`, loaded only by a browser that holds one: a visitor's first load does not carry it.
 */

const SESSION_KEY_PREFIX = 'firebase:authUser:';

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
  /** When the token stops being used (ms), a minute before it expires. */
  goodUntil: number;
}

/** The values of Firebase's session records, in local and then session storage. */
export function storedSessionRecords(): string[] {
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
    return storedSessionRecords().length > 0;
  } catch {
    // Storage blocked (private mode settings): load the SDK and let it decide.
    return true;
  }
}

/** The session read at start (main.tsx), until the SDK confirms who is signed in. */
let kept: KeptSession | null = null;

/** Called once at start, before the app renders, with what `readKeptSession` found. */
export function keepSession(session: KeptSession | null): void {
  kept = session;
}

/** The session the browser kept, while the SDK has not confirmed one; null otherwise. */
export function keptSession(): KeptSession | null {
  return kept;
}

/** The SDK has said who is signed in: from now on its answer, not the kept session, counts. */
export function sessionConfirmed(): void {
  kept = null;
}

/** The kept session's token while the SDK has not yet confirmed the session and the token has time left. */
export function unconfirmedToken(now = Date.now()): string | null {
  return kept && now < kept.goodUntil ? kept.token : null;
}
