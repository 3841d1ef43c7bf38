import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, PlatformUser, UsersPagination } from '../../functions/src/contracts/superadmin';
import { systemClock } from '../../functions/src/core/clock';
import { grantRole } from '../../functions/src/modules/users/grant-role';
import {
  admin,
  api,
  clearEmulators,
  createCompanyUser,
  createUser,
  settleTriggers,
  signIn,
  type TestUser,
} from './support/emulators';
import { createSuperadmin } from './support/fixtures';

/** The Auth trigger writes each account's directory entry a moment after sign-up: wait for it. */
async function directoryEntry(uid: string): Promise<FirebaseFirestore.DocumentData> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const snapshot = await admin().db.doc(`users/${uid}`).get();
    if (snapshot.get('searchTokens') && snapshot.get('createdAt')) return snapshot.data()!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no directory entry for ${uid}`);
}

async function listed(user: TestUser): Promise<TestUser> {
  await directoryEntry(user.uid);
  return user;
}

/** A superadmin promoted once the directory entry of the account is written. */
const listedSuperadmin = async () => createSuperadmin(await listed(await createUser({ displayName: 'Ada Admin' })));

const list = (token: string, query = '') => api('GET', `/api/superadmin/users${query}`, { token });
const rows = (result: Awaited<ReturnType<typeof list>>) => result.body.data as PlatformUser[];
const uidsOf = async (query: string) => rows(await list(root.idToken, query)).map((user) => user.uid);
const auditEntries = async () =>
  (await admin().db.collection('auditLog').orderBy('at', 'desc').get()).docs.map((doc) => doc.data() as AuditEntry);

let root: TestUser;
let owner: TestUser;
let company: TestUser;

beforeAll(settleTriggers);

beforeEach(async () => {
  await clearEmulators();
  root = await listedSuperadmin();
  owner = await listed(await createUser({ displayName: 'Olive Owner', role: 'pet_owner' }));
  company = await listed(await createCompanyUser());
});

describe('GET /api/superadmin/users', () => {
  it('when a superadmin lists users, then every account newest first, an unverified one without a role included', async () => {
    const fresh = await listed(await createUser({ verified: false, displayName: 'Nora New' }));
    const { status, body } = await list(root.idToken);
    expect(status).toBe(200);
    expect((body.data as PlatformUser[]).map((user) => user.uid)).toEqual([
      fresh.uid,
      company.uid,
      owner.uid,
      root.uid,
    ]);
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalUsers: 4,
      limit: 20,
      nextCursor: null,
    } satisfies UsersPagination);
    const [nora, , , ada] = body.data as PlatformUser[];
    expect(nora).toMatchObject({
      email: fresh.email,
      displayName: 'Nora New',
      role: null,
      disabled: false,
      emailVerified: false,
      photoURL: null,
    });
    expect(ada).toMatchObject({ role: 'superadmin', emailVerified: true });
    expect(Date.parse(ada.creationTime)).toBeGreaterThan(Date.now() - 600_000);
    expect(Date.parse(ada.lastSignInTime!)).toBeGreaterThan(Date.now() - 600_000);
  });

  it('when searching, then a user of a later page is found by name, email or id, and paging by cursor reaches him', async () => {
    const zelda = await listed(await createUser({ displayName: 'Zelda Quartz' }));
    for (let index = 0; index < 10; index += 1) await listed(await createUser({ displayName: `Filler ${index}` }));
    const first = await list(root.idToken, '?limit=10');
    expect(rows(first).map((user) => user.uid)).not.toContain(zelda.uid);
    const pagination = first.body.pagination as UsersPagination;
    expect(pagination).toMatchObject({ currentPage: 1, totalPages: 2, totalUsers: 14 });
    const second = await list(root.idToken, `?limit=10&page=2&cursor=${pagination.nextCursor}`);
    expect(rows(second).map((user) => user.uid)).toContain(zelda.uid);
    expect(rows(second)).toHaveLength(4);
    expect((await list(root.idToken, '?limit=10&page=2')).body.data).toEqual(second.body.data);

    for (const search of ['zelda', 'QUAR', 'zelda qu', zelda.email, zelda.uid.slice(0, 6)]) {
      const found = await list(root.idToken, `?limit=10&search=${encodeURIComponent(search)}`);
      expect(
        rows(found).map((user) => user.uid),
        search,
      ).toEqual([zelda.uid]);
      expect(found.body.pagination).toMatchObject({ totalUsers: 1, totalPages: 1, nextCursor: null });
    }
    expect(rows(await list(root.idToken, '?search=nobody-like-this'))).toEqual([]);
  });

  it('when filtered by role or status, then the server answers only those users', async () => {
    const unverified = await listed(await createUser({ verified: false }));
    const uids = async (query: string) => rows(await list(root.idToken, query)).map((user) => user.uid);
    expect(await uids('?role=pet_company')).toEqual([company.uid]);
    expect(await uids('?role=superadmin')).toEqual([root.uid]);
    expect(await uids('?status=unverified')).toEqual([unverified.uid]);
    expect(await uids('?status=disabled')).toEqual([]);
    await api('PUT', `/api/superadmin/users/${owner.uid}/disable`, { token: root.idToken, body: { disabled: true } });
    expect(await uids('?status=disabled')).toEqual([owner.uid]);
    expect(await uids('?status=active')).toEqual([company.uid, root.uid]);
    expect(await uids('?status=verified&role=pet_company')).toEqual([company.uid]);
  });

  it('when Auth and the directory disagree, then the list shows Auth and repairs the directory', async () => {
    await admin().auth.updateUser(owner.uid, { emailVerified: false });
    const shown = rows(await list(root.idToken)).find((user) => user.uid === owner.uid);
    expect(shown?.emailVerified).toBe(false);
    expect((await admin().db.doc(`users/${owner.uid}`).get()).get('emailVerified')).toBe(false);
    expect(rows(await list(root.idToken, '?status=unverified')).map((user) => user.uid)).toEqual([owner.uid]);
  });

  it('when the query is out of bounds, then 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['?limit=15', 'limit'],
      ['?limit=abc', 'limit'],
      ['?page=0', 'page'],
      ['?role=admin', 'role'],
      ['?status=banned', 'status'],
      [`?search=${'a'.repeat(101)}`, 'search'],
      ['?cursor=a.b', 'cursor'],
      ['?cursor=unknownUid', 'cursor'],
      ['?page=52&limit=20', 'page'],
      ['?sort=name', 'sort'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await list(root.idToken, query);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(body.details, query).toHaveProperty(field);
    }
  });
});

describe('POST /api/users/me/directory', () => {
  it('when an account named itself and verified after sign-up, then its sync makes the directory find it by name and as verified', async () => {
    const { auth } = admin();
    const email = `late${Date.now()}@example.test`;
    const record = await auth.createUser({ email, password: 'secret123', emailVerified: false });
    await directoryEntry(record.uid);
    await auth.updateUser(record.uid, { displayName: 'Zelda Quill', emailVerified: true });
    expect(await uidsOf('?search=zelda')).toEqual([]);

    const token = await signIn(email, 'secret123');
    const synced = await api('POST', '/api/users/me/directory', { token, body: {} });
    expect(synced.status).toBe(200);
    expect(await uidsOf('?search=zelda')).toEqual([record.uid]);
    expect(await uidsOf('?status=verified&search=zelda')).toEqual([record.uid]);
    expect((await admin().db.doc(`users/${record.uid}`).get()).get('role') ?? null).toBeNull();
  });

  it('when signed out or the body carries fields, then 401 or 400 and nothing is written', async () => {
    expect((await api('POST', '/api/users/me/directory', { body: {} })).status).toBe(401);
    const refused = await api('POST', '/api/users/me/directory', {
      token: owner.idToken,
      body: { role: 'superadmin' },
    });
    expect(refused.status).toBe(400);
    expect((await admin().db.doc(`users/${owner.uid}`).get()).get('role')).not.toBe('superadmin');
  });
});

describe('superadmin user routes refuse everyone else', () => {
  const calls: [string, (uid: string) => string, unknown][] = [
    ['GET', () => '/api/superadmin/users', undefined],
    ['GET', (uid) => `/api/superadmin/users/${uid}`, undefined],
    ['PUT', (uid) => `/api/superadmin/users/${uid}/role`, { role: 'superadmin' }],
    ['PUT', (uid) => `/api/superadmin/users/${uid}/disable`, { disabled: true }],
  ];
  it('when signed out, a pet owner or a company calls them, then 401 or 403 and nothing changes', async () => {
    for (const [method, path, body] of calls) {
      expect((await api(method, path(owner.uid), { body })).status, path(owner.uid)).toBe(401);
      expect((await api(method, path(owner.uid), { token: owner.idToken, body })).status, path(owner.uid)).toBe(403);
      expect((await api(method, path(owner.uid), { token: company.idToken, body })).status, path(owner.uid)).toBe(403);
    }
    expect((await admin().auth.getUser(owner.uid)).disabled).toBe(false);
    expect(await auditEntries()).toEqual([]);
  });
});

describe('GET /api/superadmin/users/{uid}', () => {
  it('when the user exists, then his account; unknown or malformed id is 404', async () => {
    const { status, body } = await api('GET', `/api/superadmin/users/${company.uid}`, { token: root.idToken });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      uid: company.uid,
      email: company.email,
      displayName: 'Test Company',
      role: 'pet_company',
      disabled: false,
      emailVerified: true,
    });
    expect((await api('GET', '/api/superadmin/users/nobody', { token: root.idToken })).status).toBe(404);
    expect((await api('GET', '/api/superadmin/users/a.b', { token: root.idToken })).status).toBe(404);
  });
});

describe('PUT /api/superadmin/users/{uid}/role', () => {
  it('when a pet owner is made a company, then claim, mirror, company documents, audit entry, and his old token is refused', async () => {
    // Revocation has a resolution of one second: a token of the revoking second would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { status, body } = await api('PUT', `/api/superadmin/users/${owner.uid}/role`, {
      token: root.idToken,
      body: { role: 'pet_company' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: 'User role updated to pet_company successfully',
      data: { uid: owner.uid, role: 'pet_company' },
    });
    const { db, auth } = admin();
    expect((await auth.getUser(owner.uid)).customClaims).toEqual({ role: 'pet_company' });
    expect((await db.doc(`users/${owner.uid}`).get()).get('role')).toBe('pet_company');
    expect((await db.doc(`companies/${owner.uid}`).get()).data()).toMatchObject({
      ownerId: owner.uid,
      status: 'active',
      verified: false,
    });
    expect((await db.doc(`companies/${owner.uid}/private/account`).get()).exists).toBe(true);
    expect(await auditEntries()).toEqual([
      expect.objectContaining({
        action: 'user.role',
        targetType: 'user',
        targetId: owner.uid,
        actorUid: root.uid,
        actorEmail: root.email,
        before: { role: 'pet_owner' },
        after: { role: 'pet_company' },
      }),
    ]);
    expect((await api('GET', '/api/users/me/settings', { token: owner.idToken })).status).toBe(401);
  });

  it('when the role or body is bad, or the user unknown, then 400 or 404 and nothing changes', async () => {
    for (const body of [{ role: 'admin' }, {}, { role: 'pet_owner', extra: 1 }]) {
      const result = await api('PUT', `/api/superadmin/users/${owner.uid}/role`, { token: root.idToken, body });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect(
      (await api('PUT', '/api/superadmin/users/nobody/role', { token: root.idToken, body: { role: 'pet_owner' } }))
        .status,
    ).toBe(404);
    expect(
      (await api('PUT', '/api/superadmin/users/a.b/role', { token: root.idToken, body: { role: 'pet_owner' } })).status,
    ).toBe(404);
    expect(await auditEntries()).toEqual([]);
  });

  it('when a superadmin demotes himself, then 403 and he stays superadmin', async () => {
    const { status, body } = await api('PUT', `/api/superadmin/users/${root.uid}/role`, {
      token: root.idToken,
      body: { role: 'pet_owner' },
    });
    expect(status).toBe(403);
    expect(body.message).toBe('You cannot change your own role.');
    expect((await admin().auth.getUser(root.uid)).customClaims).toEqual({ role: 'superadmin' });
  });

  it('when two superadmins demote each other at once, then one change wins and the last superadmin stays (409)', async () => {
    const other = await listedSuperadmin();
    const actor = (user: TestUser) => ({ actorUid: user.uid, actorEmail: user.email, address: '127.0.0.1' });
    const outcomes = await Promise.allSettled([
      grantRole(other.uid, 'pet_owner', systemClock, actor(root)),
      grantRole(root.uid, 'pet_owner', systemClock, actor(other)),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')?.reason).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'This is the last active superadmin. Make another superadmin first.',
    });
    expect((await admin().db.collection('users').where('role', '==', 'superadmin').get()).size).toBe(1);
    expect((await auditEntries()).map((entry) => entry.action)).toEqual(['user.role']);
  });

  it('when the same race comes over HTTP, then the loser is refused (409, or 401 once its token is revoked)', async () => {
    const other = await listedSuperadmin();
    const results = await Promise.all([
      api('PUT', `/api/superadmin/users/${other.uid}/role`, { token: root.idToken, body: { role: 'pet_owner' } }),
      api('PUT', `/api/superadmin/users/${root.uid}/role`, { token: other.idToken, body: { role: 'pet_owner' } }),
    ]);
    const statuses = results.map((result) => result.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    expect((await admin().db.collection('users').where('role', '==', 'superadmin').get()).size).toBe(1);
  });
});

describe('PUT /api/superadmin/users/{uid}/disable', () => {
  it('when a user is disabled, then his next call with his old token is 401, Auth is disabled and it is audited; enabling restores', async () => {
    expect((await api('GET', '/api/users/me/settings', { token: owner.idToken })).status).toBe(200);
    const { status, body } = await api('PUT', `/api/superadmin/users/${owner.uid}/disable`, {
      token: root.idToken,
      body: { disabled: true },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'User disabled successfully', data: { uid: owner.uid, disabled: true } });
    expect((await api('GET', '/api/users/me/settings', { token: owner.idToken })).body).toMatchObject({
      code: 'SESSION_REVOKED',
    });
    expect((await admin().auth.getUser(owner.uid)).disabled).toBe(true);
    expect((await admin().db.doc(`users/${owner.uid}`).get()).get('disabled')).toBe(true);

    const enabled = await api('PUT', `/api/superadmin/users/${owner.uid}/disable`, {
      token: root.idToken,
      body: { disabled: false },
    });
    expect(enabled.body).toMatchObject({ message: 'User enabled successfully', data: { disabled: false } });
    expect(
      (await api('GET', '/api/users/me/settings', { token: await signIn(owner.email, owner.password) })).status,
    ).toBe(200);
    expect((await auditEntries()).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.disable', { disabled: true }, { disabled: false }],
      ['user.disable', { disabled: false }, { disabled: true }],
    ]);
  });

  it('when a superadmin disables himself, or the body is bad, then 403 or 400', async () => {
    const self = await api('PUT', `/api/superadmin/users/${root.uid}/disable`, {
      token: root.idToken,
      body: { disabled: true },
    });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot disable your own account.');
    for (const body of [{ disabled: 'yes' }, {}, { disabled: true, reason: 'x' }]) {
      expect(
        (await api('PUT', `/api/superadmin/users/${owner.uid}/disable`, { token: root.idToken, body })).status,
      ).toBe(400);
    }
    expect(
      (await api('PUT', '/api/superadmin/users/nobody/disable', { token: root.idToken, body: { disabled: true } }))
        .status,
    ).toBe(404);
    expect((await admin().auth.getUser(owner.uid)).disabled).toBe(false);
  });
});

describe('GET /api/superadmin/audit-log', () => {
  it('when a superadmin pages the audit log, then newest first with a cursor; bad bounds are 400, others 401/403', async () => {
    const target = await listed(await createUser());
    for (const disabled of [true, false, true]) {
      await api('PUT', `/api/superadmin/users/${target.uid}/disable`, { token: root.idToken, body: { disabled } });
    }
    const first = await api('GET', '/api/superadmin/audit-log?limit=2', { token: root.idToken });
    expect(first.status).toBe(200);
    const entries = first.body.data as AuditEntry[];
    expect(entries.map((entry) => entry.after)).toEqual([{ disabled: true }, { disabled: false }]);
    expect(entries[0]).toMatchObject({
      action: 'user.disable',
      targetType: 'user',
      targetId: target.uid,
      actorUid: root.uid,
      actorEmail: root.email,
    });
    const cursor = (first.body.pagination as { nextCursor: string }).nextCursor;
    expect(first.body.pagination).toEqual({ nextCursor: cursor, limit: 2 });
    const second = await api('GET', `/api/superadmin/audit-log?limit=2&cursor=${cursor}`, { token: root.idToken });
    expect((second.body.data as AuditEntry[]).map((entry) => entry.after)).toEqual([{ disabled: true }]);
    expect(second.body.pagination).toEqual({ nextCursor: null, limit: 2 });

    for (const query of ['?limit=0', '?limit=101', '?cursor=a.b', '?cursor=unknown', '?page=2']) {
      expect((await api('GET', `/api/superadmin/audit-log${query}`, { token: root.idToken })).status, query).toBe(400);
    }
    expect((await api('GET', '/api/superadmin/audit-log')).status).toBe(401);
    expect((await api('GET', '/api/superadmin/audit-log', { token: owner.idToken })).status).toBe(403);
    expect((await api('GET', '/api/superadmin/audit-log', { token: company.idToken })).status).toBe(403);
  });
});
