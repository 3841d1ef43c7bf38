import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultPlatformSettings, type PlatformSettings } from '../../functions/src/contracts/platform-settings';
import type { PlatformStatus } from '../../functions/src/contracts/platform-status';
import { fixedClock, type Clock } from '../../functions/src/core/clock';
import { db } from '../../functions/src/core/firebase';
import { tellCompanyVerified } from '../../functions/src/modules/superadmin/company-notices';
import { admin, api, clearEmulators, createCompanyUser, createUser, type TestUser } from './support/emulators';
import {
  bookService,
  createListedCompany,
  createOwnerWithPet,
  startInProcessApp,
  weekdayAfter,
  type ListedCompany,
  type OwnerWithPet,
} from './support/fixtures';

let superadmin: TestUser;
let owner: OwnerWithPet;
let listed: ListedCompany;

/** The settings with some fields of some tabs changed. */
function settingsWith(changes: { [Tab in keyof PlatformSettings]?: Partial<PlatformSettings[Tab]> }): PlatformSettings {
  const settings = structuredClone(defaultPlatformSettings);
  for (const [tab, fields] of Object.entries(changes)) Object.assign(settings[tab as keyof PlatformSettings], fields);
  return settings;
}
const save = (changes: Parameters<typeof settingsWith>[0], token = superadmin.idToken) =>
  api('PUT', '/api/superadmin/settings', { token, body: settingsWith(changes) });

async function auditEntries(action: string) {
  return (await admin().db.collection('auditLog').where('action', '==', action).get()).docs.map((doc) => doc.data());
}

/** An in-process app, for what needs a controlled clock, environment or client address. */
async function startApp(options: { sessionClock?: Clock } = {}) {
  const { origin, close } = await startInProcessApp(options);
  return {
    /** `from` is the client address as Hosting reports it (X-Forwarded-For with its edge, see `trust proxy`). */
    async call(
      method: string,
      path: string,
      init: { token?: string; body?: string; from?: string; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      if (init.from) headers['x-forwarded-for'] = `${init.from}, 198.51.100.1`;
      const response = await fetch(`${origin}${path}`, { method, headers, body: init.body });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: (text ? JSON.parse(text) : {}) as { code?: string; message?: string; data?: unknown },
      };
    },
    close,
  };
}

beforeAll(async () => {
  await clearEmulators();
  superadmin = await createUser({ role: 'superadmin' });
  owner = await createOwnerWithPet('Max');
  listed = await createListedCompany();
}, 60_000);
afterEach(async () => {
  await admin().db.doc('platform/settings').delete();
  vi.unstubAllEnvs();
});

describe('GET and PUT /api/superadmin/settings', () => {
  it('when nothing was ever saved, then the default settings (first start)', async () => {
    const { status, body } = await api('GET', '/api/superadmin/settings', { token: superadmin.idToken });
    expect(status).toBe(200);
    expect(body.data).toEqual(defaultPlatformSettings);
  });

  it('when a superadmin saves, then "Settings saved successfully!", the values read back, and one audit entry with only the changed fields', async () => {
    const { status, body } = await save({
      general: { platformName: 'Petnest Pro', sessionTimeout: 45 },
      notifications: { weeklyReports: true },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Settings saved successfully!');
    const read = await api('GET', '/api/superadmin/settings', { token: superadmin.idToken });
    expect(read.body.data).toEqual(
      settingsWith({
        general: { platformName: 'Petnest Pro', sessionTimeout: 45 },
        notifications: { weeklyReports: true },
      }),
    );
    const [entry] = await auditEntries('settings.update');
    expect(entry).toMatchObject({
      actorUid: superadmin.uid,
      targetType: 'settings',
      targetId: 'platform',
      before: { general: { platformName: 'Petnest', sessionTimeout: 30 }, notifications: { weeklyReports: false } },
      after: { general: { platformName: 'Petnest Pro', sessionTimeout: 45 }, notifications: { weeklyReports: true } },
    });
  });

  const bounds: Array<[string, string, number, number, string]> = [
    ['general', 'maxFileUploadSize', 1, 100, 'File upload size must be between 1 and 100 MB'],
    ['general', 'sessionTimeout', 5, 480, 'Session timeout must be between 5 and 480 minutes'],
    ['security', 'passwordMinLength', 6, 32, 'Minimum password length must be between 6 and 32 characters'],
    ['security', 'maxLoginAttempts', 3, 10, 'Max login attempts must be between 3 and 10 attempts'],
    ['security', 'lockoutDuration', 5, 60, 'Lockout duration must be between 5 and 60 minutes'],
    ['api', 'rateLimit', 100, 10000, 'Rate limit must be between 100 and 10000 requests per hour'],
    ['api', 'maxRequestSize', 1, 50, 'Max request size must be between 1 and 50 MB'],
    ['api', 'cacheExpiry', 60, 3600, 'Cache expiry must be between 60 and 3600 seconds'],
  ];
  it.each(bounds)(
    'when %s.%s is below %i or above %i, then 400 naming the field; the bounds themselves save',
    async (tab, field, min, max, message) => {
      for (const value of [min - 1, max + 1]) {
        const { status, body } = await save({ [tab]: { [field]: value } });
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 'VALIDATION_FAILED', details: { [`${tab}.${field}`]: message } });
      }
      for (const value of [min, max]) expect((await save({ [tab]: { [field]: value } })).status).toBe(200);
    },
  );

  it('when an enum, an IP, a CIDR block or a domain is bad, or a field is unknown, then 400 naming it', async () => {
    const audited = (await auditEntries('settings.update')).length;
    const cases: Array<[Parameters<typeof settingsWith>[0], string, string]> = [
      [
        { general: { defaultTimezone: 'Mars/Base' as never } },
        'general.defaultTimezone',
        'Choose one of the listed time zones',
      ],
      [
        { integrations: { backupFrequency: 'yearly' as never } },
        'integrations.backupFrequency',
        'Backup frequency is hourly, daily, weekly or monthly',
      ],
      [
        { security: { ipWhitelist: ['999.1.1.1'] } },
        'security.ipWhitelist.0',
        'Each line must be one IP address or CIDR block',
      ],
      [
        { security: { ipWhitelist: ['127.0.0.1', '10.0.0.0/33'] } },
        'security.ipWhitelist.1',
        'Each line must be one IP address or CIDR block',
      ],
      [
        { security: { allowedDomains: ['not a domain'] } },
        'security.allowedDomains.0',
        'Each domain must look like example.com',
      ],
      [{ api: { extra: true } as never }, 'api.extra', 'Unknown field'],
    ];
    for (const [changes, path, message] of cases) {
      const { status, body } = await save(changes);
      expect(status).toBe(400);
      expect(body.details?.[path]).toBe(message);
    }
    expect(await auditEntries('settings.update')).toHaveLength(audited);
  });

  it('when the caller is signed out, a pet owner or a company, then 401 / 403 and nothing is saved', async () => {
    expect((await api('GET', '/api/superadmin/settings')).status).toBe(401);
    expect(
      (await api('PUT', '/api/superadmin/settings', { body: settingsWith({ general: { maintenanceMode: true } }) }))
        .status,
    ).toBe(401);
    expect((await api('POST', '/api/superadmin/actions/maintenance', { body: { enabled: true } })).status).toBe(401);
    expect((await api('POST', '/api/superadmin/actions/clear-cache')).status).toBe(401);
    for (const token of [owner.owner.idToken, listed.company.idToken]) {
      expect((await api('GET', '/api/superadmin/settings', { token })).status).toBe(403);
      expect((await save({ general: { maintenanceMode: true } }, token)).status).toBe(403);
      expect(
        (await api('POST', '/api/superadmin/actions/maintenance', { token, body: { enabled: true } })).status,
      ).toBe(403);
      expect((await api('POST', '/api/superadmin/actions/clear-cache', { token })).status).toBe(403);
    }
    expect((await admin().db.doc('platform/settings').get()).exists).toBe(false);
  });
});

describe('GET /api/platform/status', () => {
  it('when anyone asks, then the maintenance flag, sign-up rules, session timeout and password policy, cacheable for 30 s', async () => {
    await save({ security: { allowedDomains: ['example.test'], passwordMinLength: 10 } });
    const app = await startApp();
    try {
      const { status, headers, body } = await app.call('GET', '/api/platform/status');
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('public, max-age=30');
      expect(body.data).toEqual({
        maintenanceMode: false,
        allowNewRegistrations: true,
        allowedDomains: ['example.test'],
        sessionTimeout: 30,
        passwordPolicy: {
          passwordMinLength: 10,
          requireUppercase: true,
          requireNumbers: true,
          requireSpecialChars: false,
        },
      } satisfies PlatformStatus);
    } finally {
      await app.close();
    }
  });
});

describe('quick actions', () => {
  it('when maintenance is switched on, then owners get 503 and visitors still read the status, superadmins get through; audited both ways', async () => {
    const on = await api('POST', '/api/superadmin/actions/maintenance', {
      token: superadmin.idToken,
      body: { enabled: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ maintenanceMode: true });
    const blocked = await api('GET', '/api/pet-owners/pets', { token: owner.owner.idToken });
    expect(blocked.status).toBe(503);
    expect(blocked.body.code).toBe('MAINTENANCE');
    expect((await api('GET', '/api/platform/status')).body.data).toMatchObject({ maintenanceMode: true });
    expect((await api('GET', '/api/superadmin/settings', { token: superadmin.idToken })).body.data).toMatchObject({
      general: { maintenanceMode: true },
    });

    expect(
      (
        await api('POST', '/api/superadmin/actions/maintenance', {
          token: superadmin.idToken,
          body: { enabled: false },
        })
      ).status,
    ).toBe(200);
    expect((await api('GET', '/api/pet-owners/pets', { token: owner.owner.idToken })).status).toBe(200);
    const entries = await auditEntries('maintenance.toggle');
    expect(entries.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([{ maintenanceMode: true }, { maintenanceMode: false }]),
    );
    expect(
      (
        await api('POST', '/api/superadmin/actions/maintenance', {
          token: superadmin.idToken,
          body: { enabled: 'yes' },
        })
      ).status,
    ).toBe(400);
  });

  it('when the cache is cleared, then the generation rises, public ETags change, the message names the CDN expiry; audited', async () => {
    const app = await startApp();
    try {
      const before = await app.call('GET', `/api/companies/${listed.company.uid}/public`);
      const cleared = await app.call('POST', '/api/superadmin/actions/clear-cache', { token: superadmin.idToken });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data).toEqual({ cacheGeneration: 1 });
      expect(cleared.body.message).toBe(
        'Cache cleared: every server reloads the settings now. Copies already in browsers or the CDN expire within 300 seconds.',
      );
      const after = await app.call('GET', `/api/companies/${listed.company.uid}/public`);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      expect(after.headers.get('etag')).toMatch(/^W\/"1-/);
      const revalidated = await app.call('GET', `/api/companies/${listed.company.uid}/public`, {
        headers: { 'if-none-match': after.headers.get('etag') ?? '', 'cache-control': 'max-age=0' },
      });
      expect(revalidated.status).toBe(304);
      expect(await auditEntries('cache.clear')).toEqual([
        expect.objectContaining({ before: { cacheGeneration: 0 }, after: { cacheGeneration: 1 } }),
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('settings that act', () => {
  it('when registrations are closed, then role registration is 403 REGISTRATIONS_CLOSED', async () => {
    await save({ general: { allowNewRegistrations: false } });
    const user = await createUser();
    const { status, body } = await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_owner' } });
    expect(status).toBe(403);
    expect(body.code).toBe('REGISTRATIONS_CLOSED');
  });

  it('when sign-up domains are listed, then another domain is 403 and a listed one registers', async () => {
    await save({ security: { allowedDomains: ['petnest.example'] } });
    const user = await createUser();
    const refused = await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_owner' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'EMAIL_DOMAIN_NOT_ALLOWED',
      message: 'Registration is limited to email addresses at petnest.example.',
    });
    await save({ security: { allowedDomains: ['petnest.example', 'example.test'] } });
    expect((await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_owner' } })).status).toBe(200);
  });

  it('when the upload size is 1 MB, then a 1.5 MB pet photo or company logo is 413 "File size must be less than 1MB"', async () => {
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
      Buffer.alloc(1.5 * 1024 * 1024),
    ]);
    await save({ general: { maxFileUploadSize: 1 } });
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'big.png');
    const photo = await api('POST', '/api/pet-owners/pets/upload-photos', { token: owner.owner.idToken, form });
    expect(photo.status).toBe(413);
    expect(photo.body.message).toBe('File size must be less than 1MB');
    const logo = await api('PUT', '/api/companies/profile', {
      token: listed.company.idToken,
      body: { logoUrl: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(logo.status).toBe(413);
    expect(logo.body).toMatchObject({
      message: 'File size must be less than 1MB',
      details: { logoUrl: 'File size must be less than 1MB' },
    });
  });

  it('when the request size is 1 MB, then a 1.5 MB JSON body is 413 PAYLOAD_TOO_LARGE (the 5 MB default lets it through to validation)', async () => {
    const app = await startApp();
    try {
      const body = JSON.stringify({ email: 'a'.repeat(1.5 * 1024 * 1024) });
      expect((await app.call('POST', '/api/waitlist', { body })).status).toBe(400);
      await save({ api: { maxRequestSize: 1 } });
      const refused = await app.call('POST', '/api/waitlist', { body });
      expect(refused.status).toBe(413);
      expect(refused.body.code).toBe('PAYLOAD_TOO_LARGE');
    } finally {
      await app.close();
    }
  });

  it('when a sign-in is older than the session timeout, then 401 "Your session has timed out. Please sign in again." (superadmins too)', async () => {
    const clock = fixedClock(new Date(Date.now() + 31 * 60_000).toISOString());
    const app = await startApp({ sessionClock: clock });
    try {
      for (const [token, path] of [
        [owner.owner.idToken, '/api/pet-owners/pets'],
        [superadmin.idToken, '/api/superadmin/settings'],
      ]) {
        const { status, body } = await app.call('GET', path, { token });
        expect(status).toBe(401);
        expect(body).toMatchObject({
          code: 'SESSION_EXPIRED',
          message: 'Your session has timed out. Please sign in again.',
        });
      }
      await save({ general: { sessionTimeout: 60 } });
      expect((await app.call('GET', '/api/pet-owners/pets', { token: owner.owner.idToken })).status).toBe(200);
      clock.set(new Date(Date.now() + 61 * 60_000).toISOString());
      expect((await app.call('GET', '/api/pet-owners/pets', { token: owner.owner.idToken })).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('when the rate limit is 100 per hour (scaled to 3 by PETNEST_RATE_LIMITS), then the 4th call of an address or a user is 429', async () => {
    await save({ api: { rateLimit: 100 } });
    vi.stubEnv('PETNEST_RATE_LIMITS', '0.03');
    const app = await startApp();
    try {
      const statuses = async (init: { token?: string; from?: string }) => {
        const codes = [];
        for (let index = 0; index < 4; index += 1)
          codes.push((await app.call('GET', '/api/platform/status', init)).status);
        return codes;
      };
      expect(await statuses({ from: '203.0.113.77' })).toEqual([200, 200, 200, 429]);
      expect(await statuses({ from: '203.0.113.78' })).toEqual([200, 200, 200, 429]);
      // Signed in, the user is counted, wherever he calls from (a new user: the counters are shared with every app).
      const user = await createUser();
      expect(await statuses({ token: user.idToken, from: '203.0.113.77' })).toEqual([200, 200, 200, 429]);
      const over = await app.call('GET', '/api/platform/status', { token: user.idToken });
      expect(over.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    } finally {
      await app.close();
    }
  });

  it('when an IP whitelist is set, then a superadmin outside it is 403, inside passes, and a save locking the caller out is 400', async () => {
    const app = await startApp();
    const put = (settings: PlatformSettings, from: string) =>
      app.call('PUT', '/api/superadmin/settings', { token: superadmin.idToken, body: JSON.stringify(settings), from });
    try {
      const lockout = await put(settingsWith({ security: { ipWhitelist: ['203.0.113.0/24'] } }), '198.51.100.7');
      expect(lockout.status).toBe(400);
      expect(lockout.body.message).toBe(
        'Your address 198.51.100.7 is not in the IP whitelist: saving would lock you out. Add it (or a range containing it) first.',
      );

      expect(
        (await put(settingsWith({ security: { ipWhitelist: ['203.0.113.0/24', '2001:db8::/32'] } }), '203.0.113.9'))
          .status,
      ).toBe(200);
      expect(
        (await app.call('GET', '/api/superadmin/settings', { token: superadmin.idToken, from: '203.0.113.200' }))
          .status,
      ).toBe(200);
      expect(
        (await app.call('GET', '/api/superadmin/settings', { token: superadmin.idToken, from: '2001:db8::1' })).status,
      ).toBe(200);
      const outside = await app.call('GET', '/api/superadmin/settings', {
        token: superadmin.idToken,
        from: '198.51.100.7',
      });
      expect(outside.status).toBe(403);
      expect(outside.body.code).toBe('IP_NOT_ALLOWED');
      // Only superadmin routes are fenced: an owner elsewhere is not.
      expect(
        (await app.call('GET', '/api/pet-owners/pets', { token: owner.owner.idToken, from: '198.51.100.7' })).status,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('when caching is on or off, then public responses say public, max-age=<cacheExpiry> or no-cache', async () => {
    const app = await startApp();
    try {
      const cacheControl = async (path: string) => (await app.call('GET', path)).headers.get('cache-control');
      const paths = [
        '/api/services/public',
        `/api/companies/${listed.company.uid}/public`,
        `/api/companies/${listed.company.uid}/services/public`,
      ];
      for (const path of paths) expect(await cacheControl(path)).toBe('public, max-age=300');
      await save({ api: { cacheExpiry: 120 } });
      for (const path of paths) expect(await cacheControl(path)).toBe('public, max-age=120');
      await save({ api: { cacheEnabled: false } });
      for (const path of paths) expect(await cacheControl(path)).toBe('no-cache');
      // An error is never cached.
      expect((await app.call('GET', '/api/companies/nobody/public')).headers.get('cache-control') ?? '').not.toMatch(
        /public/,
      );
    } finally {
      await app.close();
    }
  });
});

describe('notification settings', () => {
  const date = weekdayAfter(3);
  async function confirmedBookingMails(): Promise<string[]> {
    const { id } = await bookService(listed, owner, date);
    await api('PUT', `/api/bookings/${id}/status`, {
      token: listed.company.idToken,
      body: { status: 'confirmed', notifyCustomer: true },
    });
    await api('PUT', `/api/bookings/${id}/status`, {
      token: listed.company.idToken,
      body: { status: 'cancelled', notifyCustomer: true },
    });
    const mails = await admin()
      .db.collection('mail')
      .where('topic.bookingId', '==', id)
      .where('to', '==', owner.owner.email)
      .get();
    return mails.docs.map((doc) => doc.get('message.subject') as string).sort();
  }

  it('when booking confirmation mails are off, then a confirmation writes none while other status mails still go', async () => {
    expect(await confirmedBookingMails()).toEqual([
      'Your Full Groom booking is Cancelled',
      'Your Full Groom booking is Confirmed',
    ]);
    await save({ notifications: { bookingConfirmationEmail: false } });
    expect(await confirmedBookingMails()).toEqual(['Your Full Groom booking is Cancelled']);
  });

  it('when email is off, then no mail at all', async () => {
    await save({ notifications: { emailEnabled: false } });
    expect(await confirmedBookingMails()).toEqual([]);
  });

  it('when a user registers, then a welcome mail unless userWelcomeEmail is off', async () => {
    const welcomed = await createCompanyUser();
    const welcomes = async (to: string) =>
      (await admin().db.collection('mail').where('to', '==', to).where('topic.kind', '==', 'welcome').get()).size;
    expect(await welcomes(welcomed.email)).toBe(1);
    await save({ notifications: { userWelcomeEmail: false } });
    const quiet = await createCompanyUser();
    expect(await welcomes(quiet.email)).toBe(0);
  });

  it('when a company is approved, then tellCompanyVerified writes its mail unless companyApprovalEmail is off, and its in-app item always', async () => {
    const approve = (id: string) =>
      db().runTransaction((tx) =>
        tellCompanyVerified(tx, { id, name: 'Test Grooming', email: 'owner@example.test' }, 'audit-1', new Date()),
      );
    const approvals = async (id: string) =>
      (
        await admin()
          .db.collection('mail')
          .where('topic.companyId', '==', id)
          .where('topic.kind', '==', 'company_verified')
          .get()
      ).size;
    await approve('company-a');
    expect(await approvals('company-a')).toBe(1);
    await save({ notifications: { companyApprovalEmail: false } });
    await approve('company-b');
    expect(await approvals('company-b')).toBe(0);
    const items = await admin().db.collection('users/company-b/notifications').get();
    expect(items.docs.map((doc) => [doc.id, doc.get('kind'), doc.get('title'), doc.get('link')])).toEqual([
      ['company-company-b-audit-1', 'company_standing', 'Your company is verified', '/company/dashboard'],
    ]);
  });
});

afterAll(async () => {
  await admin().db.doc('platform/settings').delete();
});
