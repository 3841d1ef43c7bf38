import { beforeEach, describe, expect, it } from 'vitest';
import type { FavoriteCompany, OwnerDashboardStats } from '../../functions/src/contracts/owners';
import { admin, api, clearEmulators } from './support/emulators';
import { createListedCompany, createOwnerWithPet, type ListedCompany, type OwnerWithPet } from './support/fixtures';

let alice: OwnerWithPet;
let groomer: ListedCompany;
beforeEach(async () => {
  await clearEmulators();
  [alice, groomer] = await Promise.all([createOwnerWithPet('Max'), createListedCompany()]);
});

const favoritesOf = async (token: string) =>
  (await api('GET', '/api/pet-owners/favorites', { token })).body.data as FavoriteCompany[];
const favoriteCount = async (token: string) =>
  ((await api('GET', '/api/pet-owners/dashboard-stats', { token })).body.data as OwnerDashboardStats).favoriteCompanies;

describe('/api/pet-owners/favorites', () => {
  it('when an owner saves a company, then it is listed as its page shows it and counted on his dashboard; saving again changes nothing', async () => {
    const path = `/api/pet-owners/favorites/${groomer.company.uid}`;
    const saved = await api('PUT', path, { token: alice.owner.idToken });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      data: { companyId: groomer.company.uid, saved: true },
      message: 'Saved to your favorites.',
    });
    expect((await api('PUT', path, { token: alice.owner.idToken })).status).toBe(200);

    expect(await favoritesOf(alice.owner.idToken)).toEqual([
      {
        companyId: groomer.company.uid,
        name: 'Test Grooming',
        logoUrl: null,
        city: 'Austin',
        state: 'TX',
        rating: 0,
        reviewCount: 0,
        savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(await favoriteCount(alice.owner.idToken)).toBe(1);
  });

  it('when saves and removals race, then the count always equals what is stored', async () => {
    const path = `/api/pet-owners/favorites/${groomer.company.uid}`;
    await Promise.all(Array.from({ length: 4 }, () => api('PUT', path, { token: alice.owner.idToken })));
    expect(await favoriteCount(alice.owner.idToken)).toBe(1);
    const removed = await Promise.all(
      Array.from({ length: 3 }, () => api('DELETE', path, { token: alice.owner.idToken })),
    );
    expect(removed.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(removed[0]!.body).toMatchObject({ data: { saved: false }, message: 'Removed from your favorites.' });
    expect(await favoritesOf(alice.owner.idToken)).toEqual([]);
    expect(await favoriteCount(alice.owner.idToken)).toBe(0);
    const stored = await admin().db.doc(`users/${alice.owner.uid}`).get();
    expect(stored.get('ownerCounts.favorites')).toBe(0);
  });

  it('when the company is unknown or hidden, then 404 and nothing is saved; a hidden one saved before leaves the list until it is back', async () => {
    const unknown = await api('PUT', '/api/pet-owners/favorites/no-such-company', { token: alice.owner.idToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Company not found' });
    expect((await api('PUT', '/api/pet-owners/favorites/a%2Fb', { token: alice.owner.idToken })).status).toBe(404);

    await api('PUT', `/api/pet-owners/favorites/${groomer.company.uid}`, { token: alice.owner.idToken });
    const company = admin().db.doc(`companies/${groomer.company.uid}`);
    await company.update({ status: 'suspended' });
    expect(await favoritesOf(alice.owner.idToken)).toEqual([]);
    const refused = await api('PUT', `/api/pet-owners/favorites/${groomer.company.uid}`, {
      token: alice.owner.idToken,
    });
    expect(refused.status).toBe(404);
    await company.update({ status: 'active' });
    expect((await favoritesOf(alice.owner.idToken)).map((favorite) => favorite.companyId)).toEqual([
      groomer.company.uid,
    ]);
  });

  it('when the caller is not a pet owner or not signed in, then 403 or 401', async () => {
    const path = `/api/pet-owners/favorites/${groomer.company.uid}`;
    expect((await api('PUT', path)).status).toBe(401);
    expect((await api('PUT', path, { token: groomer.company.idToken })).status).toBe(403);
    expect((await api('GET', '/api/pet-owners/favorites', { token: groomer.company.idToken })).status).toBe(403);
  });

  it('when the owner deletes his account, then his saved companies go with it', async () => {
    await api('PUT', `/api/pet-owners/favorites/${groomer.company.uid}`, { token: alice.owner.idToken });
    expect((await api('DELETE', '/api/users/me', { token: alice.owner.idToken })).status).toBe(200);
    expect((await admin().db.collection(`users/${alice.owner.uid}/favorites`).get()).empty).toBe(true);
  });
});
