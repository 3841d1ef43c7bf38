import { beforeEach, describe, expect, it } from 'vitest';
import { api, apiOrigin, clearEmulators, createUser } from './support/emulators';
import { createListedCompany, createOwnerWithPet, type OwnerWithPet } from './support/fixtures';

// The shared mechanisms of core/ (issue 7): verified email for owner calls, no-store on authenticated answers, and
// per-user rate limits with the Firestore store every function instance shares.
let owner: OwnerWithPet;

beforeEach(async () => {
  await clearEmulators();
  owner = await createOwnerWithPet('Max');
});

describe('owner calls need a verified email', () => {
  it('when an unverified user calls /api/pet-owners/*, then 403 EMAIL_NOT_VERIFIED on each route', async () => {
    const unverified = await createUser({ verified: false });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/pet-owners/pets'],
      ['POST', '/api/pet-owners/pets', { name: 'Rex', type: 'Dog', breed: 'Beagle' }],
      ['GET', '/api/pet-owners/bookings'],
      ['GET', '/api/pet-owners/profile'],
      ['GET', '/api/pet-owners/dashboard-stats'],
    ];
    for (const [method, path, body] of calls) {
      const { status, body: answer } = await api(method, path, { token: unverified.idToken, body });
      expect(status, path).toBe(403);
      expect(answer, path).toEqual({
        success: false,
        message: 'Please verify your email address before continuing.',
        code: 'EMAIL_NOT_VERIFIED',
      });
    }
  });
});

describe('cache headers', () => {
  it('when an answer is for a signed-in user, then Cache-Control: no-store; public answers keep their public caching', async () => {
    const own = await fetch(`${apiOrigin}/api/pet-owners/pets`, {
      headers: { authorization: `Bearer ${owner.owner.idToken}` },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${apiOrigin}/api/pet-owners/pets`, { headers: { authorization: 'Bearer nonsense' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const listed = await createListedCompany();
    const publicPage = await fetch(`${apiOrigin}/api/companies/${listed.company.uid}/public`);
    expect(publicPage.status).toBe(200);
    expect(publicPage.headers.get('cache-control')).toBe('public, max-age=300');
  });
});

describe('per-user rate limits', () => {
  it('when one owner sends more than 20 bookings in 10 minutes, then 429 TOO_MANY_REQUESTS with Retry-After, other owners unaffected', async () => {
    // Invalid bodies count too: the limit guards the endpoint, not only the bookings it makes.
    for (let index = 0; index < 20; index += 1) {
      expect((await api('POST', '/api/pet-owners/bookings', { token: owner.owner.idToken, body: {} })).status).toBe(
        400,
      );
    }
    const over = await fetch(`${apiOrigin}/api/pet-owners/bookings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.owner.idToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await over.json()).toEqual({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'TOO_MANY_REQUESTS',
    });
    const other = await createOwnerWithPet('Rex');
    expect((await api('POST', '/api/pet-owners/bookings', { token: other.owner.idToken, body: {} })).status).toBe(400);
  });
});
