import { afterEach, describe, expect, it } from 'vitest';
import { readKeptSession } from '@/lib/kept-session';
import { hasStoredSession, keepSession, sessionConfirmed, unconfirmedToken } from '@/lib/stored-session';

const NOW = Date.parse('2026-11-30T09:00:00Z');
const KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

const base64url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
/** An ID token as Firebase issues it, unsigned: the client reads its claims and never trusts it for more. */
const idToken = (claims: Record<string, unknown>) =>
  `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify(claims))}.signature`;
const claims = {
  sub: 'u1',
  role: 'pet_company',
  name: 'Zoë',
  auth_time: NOW / 1000 - 600,
  iat: NOW / 1000 - 60,
  exp: NOW / 1000 + 3540,
};
/** Firebase's record of a signed-in user, as `browserLocalPersistence` keeps it. */
const record = (overrides: Record<string, unknown> = {}, token = idToken(claims), expirationTime = NOW + 3_540_000) =>
  JSON.stringify({
    uid: 'u1',
    email: 'zoe@example.com',
    emailVerified: true,
    displayName: 'Zoë Groomer',
    createdAt: String(Date.parse('2026-01-02T03:04:05Z')),
    stsTokenManager: { refreshToken: 'r', accessToken: token, expirationTime },
    ...overrides,
  });

afterEach(() => sessionConfirmed());

describe('readKeptSession', () => {
  it('when the browser keeps a session with a good token, then it gives the user, the role and the token', async () => {
    localStorage.setItem(KEY, record());
    const kept = readKeptSession(NOW);
    expect(kept).toMatchObject({
      role: 'pet_company',
      goodUntil: NOW + 3_480_000,
      token: idToken(claims),
      user: {
        uid: 'u1',
        email: 'zoe@example.com',
        displayName: 'Zoë Groomer',
        emailVerified: true,
        metadata: { creationTime: 'Fri, 02 Jan 2026 03:04:05 GMT' },
      },
    });
    expect(await kept?.user.getIdTokenResult()).toEqual({
      authTime: new Date(NOW - 600_000).toUTCString(),
      claims: expect.objectContaining({ name: 'Zoë', role: 'pet_company' }) as unknown,
    });
  });

  it('when the session is kept for the tab only ("Remember me" off), then it is read the same', () => {
    sessionStorage.setItem(KEY, record());
    expect(readKeptSession(NOW)?.user.uid).toBe('u1');
  });

  it('when the token has a minute or less left, then there is no kept session, though the SDK has one to refresh', () => {
    localStorage.setItem(KEY, record({}, idToken(claims), NOW + 60_000));
    expect(readKeptSession(NOW)).toBeNull();
    expect(hasStoredSession()).toBe(true);
  });

  it("when the token is not the user's, the record is not Firebase's shape, or there are two, then there is none", () => {
    localStorage.setItem(KEY, record({}, idToken({ ...claims, sub: 'someone-else' })));
    expect(readKeptSession(NOW)).toBeNull();
    localStorage.setItem(KEY, '{"uid":"u1"}');
    expect(readKeptSession(NOW)).toBeNull();
    localStorage.setItem(KEY, 'not json');
    expect(readKeptSession(NOW)).toBeNull();
    localStorage.setItem(KEY, record());
    sessionStorage.setItem('firebase:authUser:other-key:[DEFAULT]', record());
    expect(readKeptSession(NOW)).toBeNull();
  });

  it('when nothing is kept, then there is no session at all', () => {
    localStorage.setItem('directorySynced', '[]');
    expect(readKeptSession(NOW)).toBeNull();
    expect(hasStoredSession()).toBe(false);
  });
});

describe('the kept token', () => {
  it('when a kept session is kept at start, then calls use its token until the SDK confirms the session', () => {
    localStorage.setItem(KEY, record());
    keepSession(readKeptSession(NOW));
    expect(unconfirmedToken(NOW)).toBe(idToken(claims));
    sessionConfirmed();
    expect(unconfirmedToken(NOW)).toBeNull();
  });

  it('when the kept token comes within a minute of its expiry, then calls stop using it', () => {
    localStorage.setItem(KEY, record());
    keepSession(readKeptSession(NOW));
    expect(unconfirmedToken(NOW + 3_479_000)).toBe(idToken(claims));
    expect(unconfirmedToken(NOW + 3_481_000)).toBeNull();
  });
});
