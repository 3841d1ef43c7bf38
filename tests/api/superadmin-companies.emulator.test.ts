import { beforeEach, describe, expect, it } from 'vitest';
import { profileMessages } from '../../functions/src/contracts/company-profile';
import type {
  AdminCompaniesPagination,
  AdminCompany,
  AdminCompanyStats,
  AuditEntry,
  AuditEntryView,
} from '../../functions/src/contracts/superadmin';
import { admin, api, clearEmulators, createCompanyUser, createUser, type TestUser } from './support/emulators';
import {
  createListedCompany,
  createOwnerWithPet,
  createSuperadmin,
  requestBooking,
  weekdayAfter,
  type ListedCompany,
} from './support/fixtures';

const profile = {
  name: 'Paws & Claws',
  address: '12 Juniper Road',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  description: 'Grooming with care',
};

const list = (query = '') => api('GET', `/api/superadmin/companies${query}`, { token: root.idToken });
const cards = (result: Awaited<ReturnType<typeof list>>) => result.body.data as AdminCompany[];
const ids = async (query: string) => cards(await list(query)).map((company) => company.id);
const publicServiceIds = async (query: string) =>
  ((await api('GET', `/api/services/public${query}`)).body.data as { id: string }[]).map((service) => service.id);
const auditEntries = async () =>
  (await admin().db.collection('auditLog').orderBy('at', 'desc').get()).docs.map((doc) => doc.data() as AuditEntry);

let root: TestUser;
let listed: ListedCompany;
let fresh: TestUser;

beforeEach(async () => {
  await clearEmulators();
  root = await createSuperadmin();
  listed = await createListedCompany();
  const saved = await api('PUT', '/api/companies/profile', { token: listed.company.idToken, body: profile });
  if (saved.status !== 200) throw new Error(`profile failed: ${JSON.stringify(saved.body)}`);
  fresh = await createCompanyUser();
});

describe('GET /api/superadmin/companies', () => {
  it('when a superadmin lists companies, then cards from real data, newest first, with page counts and the next cursor', async () => {
    const owner = await createOwnerWithPet();
    const booked = await requestBooking(listed, owner, weekdayAfter(3));
    expect(booked.status).toBe(201);
    const result = await list();
    expect(result.status).toBe(200);
    expect(result.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalCompanies: 2,
      limit: 10,
      nextCursor: null,
    } satisfies AdminCompaniesPagination);
    const [newest, paws] = cards(result);
    expect(newest).toMatchObject({
      id: fresh.uid,
      userId: fresh.uid,
      name: 'Test Company',
      email: fresh.email,
      address: '',
      status: 'active',
      verified: false,
      rating: null,
      totalServices: 0,
      totalBookings: 0,
      totalRevenue: 0,
    });
    expect(paws).toMatchObject({
      id: listed.company.uid,
      userId: listed.company.uid,
      name: 'Paws & Claws',
      email: listed.company.email,
      phone: '(555) 010-2000',
      address: '12 Juniper Road, Denver, CO 80202',
      description: 'Grooming with care',
      status: 'active',
      verified: true,
      rating: null,
      reviewCount: 0,
      totalServices: 1,
      totalBookings: 1,
      totalRevenue: 0,
    } satisfies Partial<AdminCompany>);
    expect(Date.parse(paws.joinedDate)).toBeGreaterThan(Date.now() - 600_000);
    expect(Date.parse(paws.lastActiveDate!)).toBeGreaterThan(Date.now() - 600_000);
  });

  it('when searched or filtered, then the server answers only matching companies; pages of 5 follow by cursor', async () => {
    expect(await ids('?search=claws')).toEqual([listed.company.uid]);
    expect(await ids('?search=paws%20%26%20cl')).toEqual([listed.company.uid]);
    expect(await ids('?search=juniper%20ro')).toEqual([listed.company.uid]);
    expect(await ids('?search=denver')).toEqual([listed.company.uid]);
    expect(await ids(`?search=${encodeURIComponent(fresh.email)}`)).toEqual([fresh.uid]);
    expect(await ids('?search=nowhere')).toEqual([]);
    expect(await ids('?verification=verified')).toEqual([listed.company.uid]);
    expect(await ids('?verification=unverified&status=active')).toEqual([fresh.uid]);
    expect(await ids('?status=pending')).toEqual([]);

    const more: string[] = [];
    for (let index = 0; index < 4; index += 1) more.unshift((await createCompanyUser()).uid);
    const first = await list('?limit=5');
    expect(cards(first).map((company) => company.id)).toEqual([...more, fresh.uid]);
    const pagination = first.body.pagination as AdminCompaniesPagination;
    expect(pagination).toMatchObject({
      currentPage: 1,
      totalPages: 2,
      totalCompanies: 6,
      limit: 5,
      nextCursor: fresh.uid,
    });
    expect(await ids(`?limit=5&page=2&cursor=${pagination.nextCursor}`)).toEqual([listed.company.uid]);
    expect(await ids('?limit=5&page=2')).toEqual([listed.company.uid]);
  });

  it('when the query is out of bounds, then 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['?limit=15', 'limit'],
      ['?page=0', 'page'],
      ['?status=closed', 'status'],
      ['?verification=maybe', 'verification'],
      [`?search=${'a'.repeat(101)}`, 'search'],
      ['?cursor=a%2Fb', 'cursor'],
      ['?cursor=unknown', 'cursor'],
      ['?page=102&limit=10', 'page'],
      ['?sort=name', 'sort'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(body.details, query).toHaveProperty(field);
    }
  });
});

describe('GET /api/superadmin/companies/stats', () => {
  it('when a superadmin opens Company Management, then total, verified, active and pending from counts', async () => {
    await admin().db.doc(`companies/${fresh.uid}`).update({ status: 'pending' });
    const { status, body } = await api('GET', '/api/superadmin/companies/stats', { token: root.idToken });
    expect(status).toBe(200);
    expect(body.data).toEqual({ total: 2, verified: 1, active: 1, pending: 1 } satisfies AdminCompanyStats);
  });
});

describe('superadmin company routes refuse everyone else', () => {
  it('when signed out, a pet owner or a company calls them, then 401 or 403 and nothing changes', async () => {
    const owner = await createUser({ role: 'pet_owner' });
    const calls: [string, string, unknown][] = [
      ['GET', '/api/superadmin/companies', undefined],
      ['GET', '/api/superadmin/companies/stats', undefined],
      ['PUT', `/api/superadmin/companies/${listed.company.uid}/status`, { status: 'suspended', reason: 'Spam' }],
      ['PUT', `/api/superadmin/companies/${listed.company.uid}/verify`, { verified: false, reason: 'Spam' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(method, path, { body })).status, path).toBe(401);
      expect((await api(method, path, { token: owner.idToken, body })).status, path).toBe(403);
      expect((await api(method, path, { token: listed.company.idToken, body })).status, path).toBe(403);
    }
    expect((await admin().db.doc(`companies/${listed.company.uid}`).get()).data()).toMatchObject({
      status: 'active',
      verified: true,
    });
    expect(await auditEntries()).toEqual([]);
  });
});

describe('PUT /api/superadmin/companies/{id}/status', () => {
  it('when a company is suspended with a reason, then its services leave the marketplace and its public page is 404; it still signs in and reads the reason; reactivating restores', async () => {
    expect(await publicServiceIds('?category=grooming')).toEqual([listed.serviceId]);
    const { status, body } = await api('PUT', `/api/superadmin/companies/${listed.company.uid}/status`, {
      token: root.idToken,
      body: { status: 'suspended', reason: '  Repeated no-shows reported by owners  ' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'Paws & Claws suspended',
      data: {
        id: listed.company.uid,
        status: 'suspended',
        verified: true,
        totalServices: 1,
        standingReason: 'Repeated no-shows reported by owners',
      },
    });
    expect(await publicServiceIds('')).toEqual([]);
    const page = await api('GET', `/api/companies/${listed.company.uid}/public`);
    expect(page.status).toBe(404);
    expect(page.body.message).toBe('Company not found');
    expect((await api('GET', `/api/companies/${listed.company.uid}/services/public`)).status).toBe(404);
    expect((await api('GET', '/api/companies/profile', { token: listed.company.idToken })).body.data).toMatchObject({
      status: 'suspended',
      standingReason: 'Repeated no-shows reported by owners',
    });
    expect(await auditEntries()).toEqual([
      expect.objectContaining({
        action: 'company.status',
        targetType: 'company',
        targetId: listed.company.uid,
        actorUid: root.uid,
        before: { status: 'active' },
        after: { status: 'suspended' },
        reason: 'Repeated no-shows reported by owners',
      }),
    ]);
    const notices = await admin().db.collection('mail').where('topic.kind', '==', 'company_suspended').get();
    expect(notices.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        to: listed.company.email,
        topic: {
          kind: 'company_suspended',
          companyId: listed.company.uid,
          reason: 'Repeated no-shows reported by owners',
        },
        message: expect.objectContaining({
          text: expect.stringContaining('Reason: Repeated no-shows reported by owners'),
        }),
      }),
    ]);
    // The same notice in the company's bell, once.
    const items = await admin().db.collection(`users/${listed.company.uid}/notifications`).get();
    expect(items.docs.map((doc) => [doc.get('kind'), doc.get('title'), doc.get('body')])).toEqual([
      [
        'company_standing',
        'Your company was suspended',
        'Your services and public page are hidden from pet owners. Reason: Repeated no-shows reported by owners',
      ],
    ]);

    const reactivated = await api('PUT', `/api/superadmin/companies/${listed.company.uid}/status`, {
      token: root.idToken,
      body: { status: 'active' },
    });
    expect(reactivated.body).toMatchObject({
      message: 'Paws & Claws activated',
      data: { status: 'active', standingReason: null },
    });
    expect((await auditEntries())[0]).toMatchObject({ action: 'company.status', after: { status: 'active' } });
    expect((await auditEntries())[0]).not.toHaveProperty('reason');
    expect(await publicServiceIds('?category=grooming&petType=dogs')).toEqual([listed.serviceId]);
    expect((await api('GET', `/api/companies/${listed.company.uid}/public?v=2`)).status).toBe(200);
  });

  it('when a company is rejected with a reason, then the reason reaches the audit entry, the company, its mail and its bell, once however often it is sent', async () => {
    const reject = () =>
      api('PUT', `/api/superadmin/companies/${fresh.uid}/status`, {
        token: root.idToken,
        body: { status: 'rejected', reason: 'Not a pet business' },
      });
    const { status, body } = await reject();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'Test Company rejected',
      data: { status: 'rejected', standingReason: 'Not a pet business' },
    });
    expect((await api('GET', '/api/companies/profile', { token: fresh.idToken })).body.data).toMatchObject({
      status: 'rejected',
      standingReason: 'Not a pet business',
    });
    expect(await auditEntries()).toEqual([
      expect.objectContaining({
        action: 'company.status',
        after: { status: 'rejected' },
        reason: 'Not a pet business',
      }),
    ]);
    expect((await reject()).status).toBe(200);
    const notices = await admin().db.collection('mail').where('topic.kind', '==', 'company_rejected').get();
    expect(notices.docs.map((doc) => [doc.get('to'), doc.get('topic.reason')])).toEqual([
      [fresh.email, 'Not a pet business'],
    ]);
    const items = await admin().db.collection(`users/${fresh.uid}/notifications`).get();
    expect(items.docs.map((doc) => [doc.get('kind'), doc.get('title')])).toEqual([
      ['company_standing', 'Your company was rejected'],
    ]);
  });

  it('when pending or active is set, then a reason is optional and, when given, lands in the audit entry', async () => {
    const pending = await api('PUT', `/api/superadmin/companies/${fresh.uid}/status`, {
      token: root.idToken,
      body: { status: 'pending' },
    });
    expect(pending.status).toBe(200);
    expect(pending.body.message).toBe('Test Company set to Pending review');
    const active = await api('PUT', `/api/superadmin/companies/${fresh.uid}/status`, {
      token: root.idToken,
      body: { status: 'active', reason: 'Documents checked' },
    });
    expect(active.status).toBe(200);
    expect((await auditEntries()).map((entry) => [entry.after, entry.reason])).toEqual([
      [{ status: 'active' }, 'Documents checked'],
      [{ status: 'pending' }, undefined],
    ]);
  });

  it('when a suspension or rejection comes without a valid reason, then 400 VALIDATION_FAILED naming reason and nothing is written', async () => {
    const long = 'x'.repeat(501);
    const bodies: unknown[] = [
      { status: 'suspended' },
      { status: 'rejected' },
      { status: 'suspended', reason: '' },
      { status: 'suspended', reason: '  ab  ' },
      { status: 'rejected', reason: long },
      { status: 'suspended', reason: 42 },
      { status: 'active', reason: 'no' },
    ];
    for (const body of bodies) {
      const answer = await api('PUT', `/api/superadmin/companies/${listed.company.uid}/status`, {
        token: root.idToken,
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(answer.body.details, JSON.stringify(body)).toHaveProperty('reason');
    }
    expect((await admin().db.doc(`companies/${listed.company.uid}`).get()).data()).toMatchObject({ status: 'active' });
    expect((await admin().db.doc(`companies/${listed.company.uid}`).get()).get('standingReason')).toBeUndefined();
    expect(await auditEntries()).toEqual([]);
    const standingMails = (
      await admin().db.collection('mail').where('topic.companyId', '==', listed.company.uid).get()
    ).docs.filter((doc) => (doc.get('topic.kind') as string).startsWith('company_'));
    expect(standingMails).toEqual([]);

    const longest = await api('PUT', `/api/superadmin/companies/${listed.company.uid}/status`, {
      token: root.idToken,
      body: { status: 'suspended', reason: 'x'.repeat(500) },
    });
    expect(longest.status).toBe(200);
  });

  it('when the status or body is bad, or the company unknown, then 400 or 404 and nothing changes', async () => {
    for (const body of [{ status: 'closed' }, {}, { status: 'active', note: 'x' }]) {
      expect(
        (await api('PUT', `/api/superadmin/companies/${listed.company.uid}/status`, { token: root.idToken, body }))
          .status,
      ).toBe(400);
    }
    expect(
      (await api('PUT', '/api/superadmin/companies/nobody/status', { token: root.idToken, body: { status: 'active' } }))
        .body,
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Company not found' });
    expect(
      (await api('PUT', '/api/superadmin/companies/a.b/status', { token: root.idToken, body: { status: 'active' } }))
        .status,
    ).toBe(404);
    expect(await auditEntries()).toEqual([]);
  });
});

describe('PUT /api/superadmin/companies/{id}/verify', () => {
  it('when a company is unverified with a reason, then it leaves the marketplace and its public page, and a later complete save does not verify it again; verifying restores', async () => {
    const { status, body } = await api('PUT', `/api/superadmin/companies/${listed.company.uid}/verify`, {
      token: root.idToken,
      body: { verified: false, reason: 'Address could not be confirmed' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'Paws & Claws unverified',
      data: { id: listed.company.uid, status: 'active', verified: false },
    });
    expect(await publicServiceIds('?category=grooming')).toEqual([]);
    expect((await api('GET', `/api/companies/${listed.company.uid}/public`)).status).toBe(404);

    const saved = await api('PUT', '/api/companies/profile', {
      token: listed.company.idToken,
      body: { description: 'Still grooming with care' },
    });
    expect(saved.body).toMatchObject({ message: profileMessages.verificationRevoked, data: { verified: false } });
    expect(await publicServiceIds('?category=grooming&petType=dogs')).toEqual([]);

    const verified = await api('PUT', `/api/superadmin/companies/${listed.company.uid}/verify`, {
      token: root.idToken,
      body: { verified: true },
    });
    expect(verified.body.message).toBe('Paws & Claws verified');
    const approvalMails = await admin().db.collection('mail').where('topic.kind', '==', 'company_verified').get();
    expect(approvalMails.docs.map((doc) => [doc.get('to'), doc.get('topic.companyId')])).toEqual([
      [listed.company.email, listed.company.uid],
    ]);
    expect(await publicServiceIds('?category=grooming&petType=cats')).toEqual([listed.serviceId]);
    expect((await api('GET', `/api/companies/${listed.company.uid}/public`)).status).toBe(200);
    const entries = await auditEntries();
    expect(entries.map((entry) => [entry.actorUid, entry.address])).toEqual(
      entries.map(() => [root.uid, expect.stringMatching(/\d+\.\d+|:/)]),
    );
    expect(entries.map((entry) => [entry.action, entry.before, entry.after, entry.reason])).toEqual([
      ['company.verify', { verified: false }, { verified: true }, undefined],
      ['company.verify', { verified: true }, { verified: false }, 'Address could not be confirmed'],
    ]);
  });

  it('when unverifying comes without a valid reason, then 400 VALIDATION_FAILED naming reason and nothing is written', async () => {
    for (const body of [
      { verified: false },
      { verified: false, reason: ' x ' },
      { verified: false, reason: 'y'.repeat(501) },
    ]) {
      const answer = await api('PUT', `/api/superadmin/companies/${listed.company.uid}/verify`, {
        token: root.idToken,
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(answer.body.details).toHaveProperty('reason');
    }
    expect((await admin().db.doc(`companies/${listed.company.uid}`).get()).data()).toMatchObject({ verified: true });
    expect((await admin().db.doc(`companies/${listed.company.uid}`).get()).get('verificationRevoked')).toBeUndefined();
    expect(await auditEntries()).toEqual([]);
  });

  it('when the body is bad or the company unknown, then 400 or 404', async () => {
    expect(
      (
        await api('PUT', `/api/superadmin/companies/${listed.company.uid}/verify`, {
          token: root.idToken,
          body: { verified: 'no' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await api('PUT', '/api/superadmin/companies/nobody/verify', { token: root.idToken, body: { verified: true } }))
        .status,
    ).toBe(404);
  });
});

describe('GET /api/superadmin/audit-log names', () => {
  it('when moderations are listed, then each entry names its actor and target company and carries the reason', async () => {
    await api('PUT', `/api/superadmin/companies/${listed.company.uid}/status`, {
      token: root.idToken,
      body: { status: 'suspended', reason: 'Fake reviews' },
    });
    const { status, body } = await api('GET', '/api/superadmin/audit-log', { token: root.idToken });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({
        action: 'company.status',
        actorUid: root.uid,
        actorName: 'Ada Admin',
        targetType: 'company',
        targetId: listed.company.uid,
        targetName: 'Paws & Claws',
        reason: 'Fake reviews',
      } satisfies Partial<AuditEntryView>),
    ]);
  });
});
