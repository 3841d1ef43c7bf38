import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { API_KEY_PATTERN, type ApiKeySummary, type CreatedApiKey } from '../../functions/src/contracts/api-keys';
import type { CompanyBooking } from '../../functions/src/contracts/company-bookings';
import { admin, api, createUser, type TestUser } from './support/emulators';
import {
  bookService,
  createListedCompany,
  createOwnerWithPet,
  freshCompanyAndOwnerEachTest,
  nailTrimInput,
  startInProcessApp,
} from './support/fixtures';

// docs/decisions/0105-api-keys.md: a company's keys call its own services, bookings, employees, customers and
// analytics as the company, and nothing else.
const { listed: acme, alice, date } = freshCompanyAndOwnerEachTest({}, 'enterprise');

async function createKey(company: TestUser, scope: 'read' | 'read_write', name = 'Zapier'): Promise<CreatedApiKey> {
  const { status, body } = await api('POST', '/api/companies/api-keys', {
    token: company.idToken,
    body: { name, scope },
  });
  if (status !== 201) throw new Error(`key failed: ${JSON.stringify(body)}`);
  return body.data as CreatedApiKey;
}
const listKeys = async (company: TestUser) =>
  (await api('GET', '/api/companies/api-keys', { token: company.idToken })).body.data as ApiKeySummary[];

describe('managing keys: /api/companies/api-keys', () => {
  it('when an Enterprise company creates a key, then it is answered once and stored only as its hash, listed by hint', async () => {
    const created = await createKey(acme.company, 'read', 'Reporting');
    expect(created).toMatchObject({ name: 'Reporting', scope: 'read' });
    expect(created.key).toMatch(API_KEY_PATTERN);
    expect(created.id).toBe(createHash('sha256').update(created.key).digest('hex'));

    const stored = await admin().db.doc(`apiKeys/${created.id}`).get();
    expect(stored.get('companyId')).toBe(acme.company.uid);
    expect(JSON.stringify(stored.data())).not.toContain(created.key.slice(8));

    const listed = await listKeys(acme.company);
    expect(listed).toEqual([
      {
        id: created.id,
        name: 'Reporting',
        scope: 'read',
        hint: `pn_live_…${created.key.slice(-4)}`,
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.key);
  });

  it('when a company on a plan without apiAccess creates a key, then 403 FEATURE_NOT_AVAILABLE; it may still list', async () => {
    const starter = await createListedCompany();
    const { status, body } = await api('POST', '/api/companies/api-keys', {
      token: starter.company.idToken,
      body: { name: 'Zapier', scope: 'read' },
    });
    expect(status).toBe(403);
    expect(body.code).toBe('FEATURE_NOT_AVAILABLE');
    expect(await listKeys(starter.company)).toEqual([]);
  });

  it('when the input is wrong, then 400 naming the field', async () => {
    const { status, body } = await api('POST', '/api/companies/api-keys', {
      token: acme.company.idToken,
      body: { name: ' ', scope: 'admin' },
    });
    expect(status).toBe(400);
    expect(Object.keys(body.details ?? {})).toEqual(expect.arrayContaining(['name', 'scope']));
  });

  it("when a company revokes its key, then it is gone; another company's key id is a 404", async () => {
    const key = await createKey(acme.company, 'read');
    const other = await createListedCompany({}, 'enterprise');
    const foreign = await api('DELETE', `/api/companies/api-keys/${key.id}`, { token: other.company.idToken });
    expect(foreign.status).toBe(404);

    const revoked = await api('DELETE', `/api/companies/api-keys/${key.id}`, { token: acme.company.idToken });
    expect(revoked.status).toBe(200);
    expect(await listKeys(acme.company)).toEqual([]);
  });
});

describe('a superadmin and the keys of a company', () => {
  it('when he opens a company, then he sees its keys but cannot create or revoke one', async () => {
    const key = await createKey(acme.company, 'read');
    const superadmin = await createUser({ role: 'superadmin' });
    const asSuperadmin = (method: string, path: string, body?: unknown) =>
      api(method, `${path}?companyId=${acme.company.uid}`, { token: superadmin.idToken, body });
    const listed = await asSuperadmin('GET', '/api/companies/api-keys');
    expect(listed.status).toBe(200);
    expect((listed.body.data as ApiKeySummary[]).map((row) => row.id)).toEqual([key.id]);
    expect((await asSuperadmin('POST', '/api/companies/api-keys', { name: 'Mine', scope: 'read' })).status).toBe(403);
    expect((await asSuperadmin('DELETE', `/api/companies/api-keys/${key.id}`)).status).toBe(403);
    expect(await listKeys(acme.company)).toHaveLength(1);
  });
});

describe('calling with X-API-Key', () => {
  it("when a key reads its company's bookings, then 200 with them, and the key's last use is recorded", async () => {
    const booking = await bookService<CompanyBooking>(acme, alice, date);
    const key = await createKey(acme.company, 'read');
    const { status, body } = await api('GET', '/api/bookings', { apiKey: key.key });
    expect(status).toBe(200);
    expect((body.data as CompanyBooking[]).map((row) => row.id)).toEqual([booking.id]);
    expect((await api('GET', `/api/bookings/${booking.id}`, { apiKey: key.key })).status).toBe(200);

    // Written in the background, once per key per few minutes.
    await expect.poll(async () => (await listKeys(acme.company))[0].lastUsedAt, { timeout: 5_000 }).not.toBeNull();
  });

  it('when a read key writes, then 403 API_KEY_NOT_ALLOWED; a read_write key writes as the company', async () => {
    const booking = await bookService<CompanyBooking>(acme, alice, date);
    const reader = await createKey(acme.company, 'read');
    for (const [method, path, body] of [
      ['POST', '/api/services', nailTrimInput],
      ['PUT', `/api/bookings/${booking.id}/status`, { status: 'confirmed' }],
      ['DELETE', `/api/services/${acme.serviceId}`, undefined],
    ] as const) {
      const answer = await api(method, path, { apiKey: reader.key, body });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.code).toBe('API_KEY_NOT_ALLOWED');
    }

    const writer = await createKey(acme.company, 'read_write');
    const created = await api('POST', '/api/services', { apiKey: writer.key, body: nailTrimInput });
    expect(created.status).toBe(201);
    const confirmed = await api('PUT', `/api/bookings/${booking.id}/status`, {
      apiKey: writer.key,
      body: { status: 'confirmed' },
    });
    expect(confirmed.status).toBe(200);
  });

  it('when the key is wrong, revoked or reset, then 401', async () => {
    const key = await createKey(acme.company, 'read');
    for (const wrong of ['', 'pn_live_nope', key.key.slice(0, -1) + (key.key.endsWith('A') ? 'B' : 'A')]) {
      const answer = await api('GET', '/api/bookings', { apiKey: wrong });
      expect(answer.status, wrong).toBe(401);
      expect(answer.body.code).toBe('UNAUTHENTICATED');
    }

    await api('DELETE', `/api/companies/api-keys/${key.id}`, { token: acme.company.idToken });
    expect((await api('GET', '/api/bookings', { apiKey: key.key })).status).toBe(401);

    const again = await createKey(acme.company, 'read');
    const other = await createListedCompany({}, 'enterprise');
    const theirs = await createKey(other.company, 'read_write');
    expect((await api('GET', '/api/bookings', { apiKey: again.key })).status).toBe(200);
    const superadmin = await createUser({ role: 'superadmin' });
    const reset = await api('POST', '/api/superadmin/actions/reset-api-keys', { token: superadmin.idToken });
    expect(reset).toMatchObject({ status: 200, body: { data: { revoked: 2 }, message: '2 API keys revoked.' } });
    expect((await api('GET', '/api/bookings', { apiKey: again.key })).status).toBe(401);
    expect((await api('GET', '/api/services', { apiKey: theirs.key })).status).toBe(401);

    const audit = await admin().db.collection('auditLog').where('action', '==', 'apiKeys.reset').get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ actorUid: superadmin.uid, before: { apiKeys: 2 }, after: { apiKeys: 0 } }),
    ]);
  });

  it("when a key names another company's ids, then 404; naming another company with ?companyId= is a 403", async () => {
    const other = await createListedCompany({}, 'enterprise');
    const bob = await createOwnerWithPet('Rex');
    const theirBooking = await bookService<CompanyBooking>(other, bob, date);
    const key = await createKey(acme.company, 'read_write');
    for (const path of [
      `/api/bookings/${theirBooking.id}`,
      `/api/customers/${bob.owner.uid}`,
      `/api/bookings/${theirBooking.id}/assignable`,
    ]) {
      expect((await api('GET', path, { apiKey: key.key })).status, path).toBe(404);
    }
    const status = await api('PUT', `/api/bookings/${theirBooking.id}/status`, {
      apiKey: key.key,
      body: { status: 'confirmed' },
    });
    expect(status.status).toBe(404);
    expect(
      (await api('PUT', `/api/services/${other.serviceId}`, { apiKey: key.key, body: { isActive: false } })).status,
    ).toBe(404);
    const named = await api('GET', `/api/bookings?companyId=${other.company.uid}`, { apiKey: key.key });
    expect(named.status).toBe(403);
  });

  it('when a key calls a superadmin, owner, key-management or other signed-in call, then 403 API_KEY_NOT_ALLOWED', async () => {
    const key = await createKey(acme.company, 'read_write');
    for (const [method, path] of [
      ['GET', '/api/superadmin/settings'],
      ['GET', '/api/superadmin/users'],
      ['POST', '/api/superadmin/actions/reset-api-keys'],
      ['GET', '/api/pet-owners/bookings'],
      ['GET', '/api/pet-owners/pets'],
      ['GET', '/api/companies/api-keys'],
      ['POST', '/api/companies/api-keys'],
      ['GET', '/api/companies/profile'],
      ['GET', '/api/subscription'],
      ['GET', '/api/notifications'],
      ['GET', '/api/calendar/feed'],
      ['GET', '/api/users/me/settings'],
    ] as const) {
      const answer = await api(method, path, { apiKey: key.key });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.code, `${method} ${path}`).toBe('API_KEY_NOT_ALLOWED');
    }
  });

  it('when the plan loses apiAccess or the platform switches keys off, then the key is refused with 403', async () => {
    const key = await createKey(acme.company, 'read');
    await admin()
      .db.doc(`companies/${acme.company.uid}/private/account`)
      .update({ 'subscription.plan': 'professional' });
    const downgraded = await api('GET', '/api/services', { apiKey: key.key });
    expect(downgraded.status).toBe(403);
    expect(downgraded.body.code).toBe('FEATURE_NOT_AVAILABLE');

    await admin().db.doc(`companies/${acme.company.uid}/private/account`).update({ 'subscription.plan': 'enterprise' });
    expect((await api('GET', '/api/services', { apiKey: key.key })).status).toBe(200);
    await admin()
      .db.doc('platform/settings')
      .set({ api: { enableApiKeys: false } }, { merge: true });
    const off = await api('GET', '/api/services', { apiKey: key.key });
    expect(off.status).toBe(403);
    expect(off.body.code).toBe('API_KEY_NOT_ALLOWED');
  });

  it('when a key reads employees, customers and analytics, then 200 as its company', async () => {
    await bookService<CompanyBooking>(acme, alice, date);
    const key = await createKey(acme.company, 'read');
    for (const path of ['/api/employees', '/api/customers', '/api/analytics/overview', '/api/services']) {
      expect((await api('GET', path, { apiKey: key.key })).status, path).toBe(200);
    }
  });

  it('when a key passes its hourly allowance (the rateLimit setting, 100 scaled to 3), then 429 for that key only', async () => {
    await admin()
      .db.doc('platform/settings')
      .set({ api: { rateLimit: 100 } }, { merge: true });
    vi.stubEnv('PETNEST_RATE_LIMITS', '0.03');
    // In this process, so the scale applies; every call from its own address, so only the key's limit counts.
    const app = await startInProcessApp();
    try {
      const busy = await createKey(acme.company, 'read', 'Busy');
      const quiet = await createKey(acme.company, 'read', 'Quiet');
      let address = 0;
      const call = async (key: string) => {
        address += 1;
        return (await api('GET', '/api/services', { apiKey: key, origin: app.origin, from: `203.0.113.${address}` }))
          .status;
      };
      const statuses = [];
      for (let index = 0; index < 4; index += 1) statuses.push(await call(busy.key));
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await call(quiet.key)).toBe(200);
    } finally {
      await app.close();
      vi.unstubAllEnvs();
    }
  });
});
