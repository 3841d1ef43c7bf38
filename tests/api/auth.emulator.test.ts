import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '../../functions/src/contracts/notifications';
import { defaultUserSettings } from '../../functions/src/contracts/owners';
import { admin, api, clearEmulators, createCompanyUser, createUser, signIn } from './support/emulators';

describe('POST /api/auth/register-role and /api/setRole', () => {
  beforeEach(clearEmulators);

  it('when a verified user chooses pet_owner, then the claim, users/{uid} and the answer say pet_owner', async () => {
    const user = await createUser();
    const { status, body } = await api('POST', '/api/auth/register-role', {
      token: user.idToken,
      body: { role: 'pet_owner' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { role: 'pet_owner' } });
    expect(body.message).toEqual(expect.any(String));

    const { auth, db } = admin();
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ role: 'pet_owner' });
    const userDoc = await db.doc(`users/${user.uid}`).get();
    expect(userDoc.data()).toMatchObject({ email: user.email, role: 'pet_owner', disabled: false });
    expect((await db.doc(`companies/${user.uid}`).get()).exists).toBe(false);
  });

  it('when a verified user chooses pet_company through /api/setRole, then his company and private account exist', async () => {
    const user = await createUser({ displayName: 'Happy Paws' });
    const { status, body } = await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_company' } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ role: 'pet_company' });

    const { db } = admin();
    const company = (await db.doc(`companies/${user.uid}`).get()).data();
    expect(company).toMatchObject({ ownerId: user.uid, name: 'Happy Paws', status: 'active', verified: false });
    const account = (await db.doc(`companies/${user.uid}/private/account`).get()).data();
    expect(account?.subscription).toMatchObject({ status: 'inactive', plan: null });
  });

  it('when the same role is asked again, then it succeeds without creating anything twice', async () => {
    const user = await createUser();
    await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_company' } });
    const again = await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_company' } });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ role: 'pet_company' });
  });

  it('when a user tries to set a different role a second time, then 403 ROLE_ALREADY_SET and nothing changes', async () => {
    const user = await createUser();
    await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_owner' } });
    const token = await signIn(user.email, user.password);
    const { status, body } = await api('POST', '/api/auth/register-role', { token, body: { role: 'pet_company' } });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: 'ROLE_ALREADY_SET' });
    const { auth, db } = admin();
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ role: 'pet_owner' });
    expect((await db.doc(`companies/${user.uid}`).get()).exists).toBe(false);
  });

  it('when a user tries to make himself superadmin, then 403 ROLE_NOT_ALLOWED and no claim or role is written', async () => {
    const user = await createUser();
    const { status, body } = await api('POST', '/api/auth/register-role', {
      token: user.idToken,
      body: { role: 'superadmin' },
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: 'ROLE_NOT_ALLOWED' });
    expect((await admin().auth.getUser(user.uid)).customClaims ?? {}).toEqual({});
    expect((await admin().db.doc(`users/${user.uid}`).get()).get('role') ?? null).toBeNull();
  });

  it('when the email is not verified, then 403 EMAIL_NOT_VERIFIED and no role is written', async () => {
    const user = await createUser({ verified: false });
    const { status, body } = await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_owner' } });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });
    expect((await admin().db.doc(`users/${user.uid}`).get()).get('role') ?? null).toBeNull();
  });

  it('when new registrations are switched off, then 403 REGISTRATIONS_CLOSED', async () => {
    await admin()
      .db.doc('platform/settings')
      .set({ general: { allowNewRegistrations: false } });
    const user = await createUser();
    const { status, body } = await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_owner' } });
    expect(status).toBe(403);
    expect(body.code).toBe('REGISTRATIONS_CLOSED');
  });

  it('when there is no token or a bad one, then 401 UNAUTHENTICATED', async () => {
    const missing = await api('POST', '/api/setRole', { body: { role: 'pet_owner' } });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const bad = await api('POST', '/api/setRole', { token: 'not-a-token', body: { role: 'pet_owner' } });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('UNAUTHENTICATED');
  });

  it('when the user is disabled after signing in, then his token is refused with 401 SESSION_REVOKED', async () => {
    const user = await createUser();
    await admin().auth.updateUser(user.uid, { disabled: true });
    const { status, body } = await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_owner' } });
    expect(status).toBe(401);
    expect(body.code).toBe('SESSION_REVOKED');
  });

  it.each([
    [{ role: 'admin' }, 'role'],
    [{}, 'role'],
    [{ role: 'pet_owner', verified: true }, 'verified'],
  ])('when the body is %j, then 400 VALIDATION_FAILED naming %s', async (payload, field) => {
    const user = await createUser();
    const { status, body } = await api('POST', '/api/setRole', { token: user.idToken, body: payload });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.details).toHaveProperty(field);
  });
});

// Issue 7: users/{uid} may exist before a role is chosen (the settings and owner-profile calls create it); only
// the role that registration writes decides, and every document of that role exists after it.
describe('role registration after users/{uid} exists without a role', () => {
  beforeEach(clearEmulators);

  const settings = defaultUserSettings;

  it('when settings were saved before choosing pet_company, then the role, the company and its account are written', async () => {
    const user = await createUser({ displayName: 'Early Settings Co' });
    expect((await api('PUT', '/api/users/me/settings', { token: user.idToken, body: settings })).status).toBe(200);
    const chosen = await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_company' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toEqual({ role: 'pet_company' });

    const { auth, db } = admin();
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ role: 'pet_company' });
    expect((await db.doc(`users/${user.uid}`).get()).data()).toMatchObject({
      role: 'pet_company',
      email: user.email,
      settings,
    });
    expect((await db.doc(`companies/${user.uid}`).get()).exists).toBe(true);
    const token = await signIn(user.email, user.password);
    const subscription = await api('GET', '/api/subscription', { token });
    expect(subscription.status).toBe(200);
    expect(subscription.body).toMatchObject({ success: true, data: { status: 'inactive' } });
  });

  it('when a user chose pet_company, then pet_owner with the same (claimless) token is 403 ROLE_ALREADY_SET', async () => {
    const user = await createUser();
    await api('PUT', '/api/pet-owners/profile', { token: user.idToken, body: { name: 'Before Role' } });
    expect((await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_company' } })).status).toBe(
      200,
    );
    const switched = await api('POST', '/api/auth/register-role', { token: user.idToken, body: { role: 'pet_owner' } });
    expect(switched.status).toBe(403);
    expect(switched.body).toMatchObject({ success: false, code: 'ROLE_ALREADY_SET' });
    const { auth, db } = admin();
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ role: 'pet_company' });
    expect((await db.doc(`users/${user.uid}`).get()).get('role')).toBe('pet_company');
  });

  it('when the owner profile was saved before choosing pet_owner, then the role is written and the profile kept', async () => {
    const user = await createUser();
    await api('PUT', '/api/pet-owners/profile', {
      token: user.idToken,
      body: { name: 'Pat Early', phone: '555-0199' },
    });
    expect((await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_owner' } })).status).toBe(200);
    expect((await admin().db.doc(`users/${user.uid}`).get()).data()).toMatchObject({
      role: 'pet_owner',
      displayName: 'Pat Early',
      phone: '555-0199',
      disabled: false,
    });
  });

  it('when a registration was left half done (no claim, no company documents), then asking again repairs it', async () => {
    const user = await createCompanyUser();
    const { auth, db } = admin();
    await db.recursiveDelete(db.doc(`companies/${user.uid}`));
    await auth.setCustomUserClaims(user.uid, null);
    const token = await signIn(user.email, user.password);
    const retried = await api('POST', '/api/setRole', { token, body: { role: 'pet_company' } });
    expect(retried.status).toBe(200);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ role: 'pet_company' });
    expect((await db.doc(`companies/${user.uid}`).get()).exists).toBe(true);
    expect((await db.doc(`companies/${user.uid}/private/account`).get()).get('subscription.status')).toBe('inactive');
  });
});

describe('the welcome of a new account (docs/product.md#notifications)', () => {
  beforeEach(clearEmulators);
  const mailsTo = async (email: string) => (await admin().db.collection('mail').where('to', '==', email).get()).docs;

  it.each([
    ['pet_owner', 'owner', '/pet-owner/dashboard'],
    ['pet_company', 'company', '/company/dashboard'],
  ])(
    'when a user registers as %s, then one welcome in the app and one by email, however often he asks',
    async (role, recipient, dashboard) => {
      const user = await createUser();
      const register = () => api('POST', '/api/setRole', { token: user.idToken, body: { role } });
      expect((await register()).status).toBe(200);
      expect((await register()).status).toBe(200);

      const token = await signIn(user.email, user.password);
      const inbox = (await api('GET', '/api/notifications', { token })).body.data as NotificationsPage;
      expect(inbox.unreadCount).toBe(1);
      expect(inbox.notifications).toEqual([
        expect.objectContaining({
          id: `welcome-${user.uid}`,
          kind: 'welcome',
          title: 'Welcome to Petnest',
          link: dashboard,
          readAt: null,
        }),
      ]);
      const mails = await mailsTo(user.email);
      expect(mails.map((doc) => doc.id)).toEqual([`welcome-${user.uid}-${recipient}`]);
      expect(mails[0]!.data()).toMatchObject({
        topic: { kind: 'welcome' },
        message: { subject: 'Welcome to Petnest' },
      });
      expect(mails[0]!.get('message.text')).toContain(dashboard);
    },
  );

  it('when the account switched email off before choosing its role, then the welcome comes in the app only', async () => {
    const user = await createUser();
    const quiet = await api('PUT', '/api/users/me/settings', {
      token: user.idToken,
      body: { ...defaultUserSettings, emailNotifications: false },
    });
    expect(quiet.status).toBe(200);
    expect((await api('POST', '/api/setRole', { token: user.idToken, body: { role: 'pet_owner' } })).status).toBe(200);
    expect(await mailsTo(user.email)).toEqual([]);
    const item = await admin().db.doc(`users/${user.uid}/notifications/welcome-${user.uid}`).get();
    expect(item.get('kind')).toBe('welcome');
    expect((await admin().db.doc(`users/${user.uid}/inbox/counts`).get()).get('unread')).toBe(1);
  });
});
