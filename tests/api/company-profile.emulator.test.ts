import { describe, expect, it } from 'vitest';
import { profileMessages } from '../../functions/src/contracts/company-profile';
import { planAccessMessages } from '../../functions/src/contracts/plan-access';
import { admin, api, createCompanyUser, createUser } from './support/emulators';
import { freshListedCompanyEachTest } from './support/fixtures';

const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a tiny test picture'),
]);
const png = `data:image/png;base64,${pngBytes.toString('base64')}`;
const notAnImage = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"></svg>').toString('base64')}`;
const complete = {
  name: 'Paws & Claws',
  address: '12 Oak St',
  city: 'Denver',
  description: 'Grooming with care',
  phone: '555-0101',
  state: 'CO',
  zipCode: '80202',
};

const listed = freshListedCompanyEachTest();
const companyDoc = async (uid: string) => (await admin().db.doc(`companies/${uid}`).get()).data()!;
const serviceDoc = async () =>
  (await admin().db.doc(`companies/${listed.company.uid}/services/${listed.serviceId}`).get()).data()!;
const mediaStatus = async (url: string) =>
  (await fetch(`${process.env.PETNEST_HOSTING_ORIGIN ?? 'http://127.0.0.1:15000'}${url}`)).status;

describe('GET /api/companies/profile', () => {
  it('when a company reads its profile, then every profile field with its time zone and real statistics', async () => {
    const { status, body } = await api('GET', '/api/companies/profile', { token: listed.company.idToken });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: listed.company.uid,
      name: 'Test Grooming',
      email: listed.company.email,
      city: 'Austin',
      timezone: 'America/New_York',
      verified: true,
      status: 'active',
      rating: null,
      reviewCount: 0,
      totalBookings: 0,
      images: [],
      logoUrl: null,
      services: [{ id: listed.serviceId, name: 'Full Groom', isActive: true }],
    });
    expect((body.data as { businessHours: Record<string, unknown> }).businessHours.monday).toEqual({
      open: '09:00',
      close: '17:00',
      closed: false,
    });
  });

  it('when a company without a subscription reads it, then 200: the sidebar needs its name and logo', async () => {
    const company = await createCompanyUser();
    expect((await api('GET', '/api/companies/profile', { token: company.idToken })).status).toBe(200);
  });

  it('when nobody is signed in, or a pet owner asks, then 401 and 403', async () => {
    expect((await api('GET', '/api/companies/profile')).body).toMatchObject({
      success: false,
      code: 'UNAUTHENTICATED',
    });
    const owner = await createUser({ role: 'pet_owner' });
    const refused = await api('GET', '/api/companies/profile', { token: owner.idToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('when a superadmin names a company, then its profile; unknown or missing companyId is 404 or 400; a company naming one is 403', async () => {
    const superadmin = await createUser({ role: 'superadmin' });
    const read = await api('GET', `/api/companies/profile?companyId=${listed.company.uid}`, {
      token: superadmin.idToken,
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: listed.company.uid });
    expect((await api('GET', '/api/companies/profile?companyId=nobody', { token: superadmin.idToken })).status).toBe(
      404,
    );
    expect(
      (await api('GET', '/api/companies/profile?companyId=..%2Fusers', { token: superadmin.idToken })).status,
    ).toBe(404);
    const missing = await api('GET', '/api/companies/profile', { token: superadmin.idToken });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toHaveProperty('companyId');
    const other = await createCompanyUser();
    const impersonating = await api('GET', `/api/companies/profile?companyId=${listed.company.uid}`, {
      token: other.idToken,
    });
    expect(impersonating.status).toBe(403);
    expect(impersonating.body.code).toBe('FORBIDDEN');
  });
});

describe('PUT /api/companies/profile', () => {
  it('when a complete profile is saved, then it is verified, the message says so, and the services list the new name', async () => {
    const { status, body } = await api('PUT', '/api/companies/profile', {
      token: listed.company.idToken,
      body: { ...complete, timezone: 'America/Denver' },
    });
    expect(status).toBe(200);
    expect(body.message).toBe(profileMessages.verified);
    expect(body.data).toMatchObject({
      ...complete,
      timezone: 'America/Denver',
      verified: true,
      email: listed.company.email,
    });
    expect(await serviceDoc()).toMatchObject({
      companyName: 'Paws & Claws',
      city: 'Denver',
      timezone: 'America/Denver',
      listed: true,
    });
    expect((await serviceDoc()).searchTokens).toContain('claws');
  });

  it('when the description is cleared, then the company is no longer verified and its services leave the marketplace', async () => {
    const { status, body } = await api('PUT', '/api/companies/profile', {
      token: listed.company.idToken,
      body: { description: '  ' },
    });
    expect(status).toBe(200);
    expect(body.message).toBe(profileMessages.incomplete);
    expect(body.data).toMatchObject({ verified: false, description: '' });
    expect((await serviceDoc()).listed).toBe(false);
  });

  it('when a logo and photos are sent as data URLs, then they are stored, served, and a replaced one is removed', async () => {
    const saved = await api('PUT', '/api/companies/profile', {
      token: listed.company.idToken,
      body: { logoUrl: png, images: [png, png] },
    });
    expect(saved.status).toBe(200);
    const profile = saved.body.data as { logoUrl: string; images: string[] };
    expect(profile.logoUrl).toMatch(new RegExp(`^/api/media/companies/${listed.company.uid}/public/[a-f0-9-]+\\.png$`));
    expect(profile.images).toHaveLength(2);
    expect(await mediaStatus(profile.images[1])).toBe(200);
    expect((await serviceDoc()).companyLogoUrl).toBe(profile.logoUrl);

    const kept = await api('PUT', '/api/companies/profile', {
      token: listed.company.idToken,
      body: { images: [profile.images[0]], logoUrl: null },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ images: [profile.images[0]], logoUrl: null });
    expect(await mediaStatus(profile.images[1])).toBe(404);
    expect(await mediaStatus(profile.logoUrl)).toBe(404);
    expect(await mediaStatus(profile.images[0])).toBe(200);
  });

  it("when a photo is not a picture by its bytes, or is another company's, then 400 naming images and nothing changes", async () => {
    const before = await companyDoc(listed.company.uid);
    const bad = await api('PUT', '/api/companies/profile', {
      token: listed.company.idToken,
      body: { name: 'Changed', images: [png, notAnImage] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(bad.body.details).toHaveProperty('images');
    const foreign = await api('PUT', '/api/companies/profile', {
      token: listed.company.idToken,
      body: { images: ['/api/media/companies/someoneElse/public/photo-1.png'] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details).toHaveProperty('images');
    const six = await api('PUT', '/api/companies/profile', {
      token: listed.company.idToken,
      body: { images: [png, png, png, png, png, png] },
    });
    expect(six.status).toBe(400);
    expect(six.body.details).toHaveProperty('images');
    expect(await companyDoc(listed.company.uid)).toEqual(before);
  });

  it('when fields a company does not own are sent, then 400 "Unknown field" and nothing changes', async () => {
    const before = await companyDoc(listed.company.uid);
    const { status, body } = await api('PUT', '/api/companies/profile', {
      token: listed.company.idToken,
      body: { name: 'X', rating: { sum: 50, count: 10 }, verified: true, email: 'me@evil.test', ownerId: 'x' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.details).toMatchObject({
      rating: 'Unknown field',
      verified: 'Unknown field',
      email: 'Unknown field',
      ownerId: 'Unknown field',
    });
    expect(await companyDoc(listed.company.uid)).toEqual(before);
  });

  it('when business hours close before they open, or the time zone is unknown, then 400 naming the field', async () => {
    const hours = (await api('GET', '/api/companies/profile', { token: listed.company.idToken })).body.data as {
      businessHours: Record<string, unknown>;
    };
    const badHours = await api('PUT', '/api/companies/profile', {
      token: listed.company.idToken,
      body: { businessHours: { ...hours.businessHours, monday: { open: '17:00', close: '09:00', closed: false } } },
    });
    expect(badHours.status).toBe(400);
    expect(badHours.body.details).toEqual({ 'businessHours.monday.close': 'Closing time must be after opening time' });
    const badZone = await api('PUT', '/api/companies/profile', {
      token: listed.company.idToken,
      body: { timezone: 'Mars/Olympus' },
    });
    expect(badZone.status).toBe(400);
    expect(badZone.body.details).toEqual({ timezone: 'Choose a valid time zone' });
  });

  it('when the company never started a trial, then 403 "Start your free trial to access this feature"; after its trial, a renew message', async () => {
    const company = await createCompanyUser();
    const inactive = await api('PUT', '/api/companies/profile', { token: company.idToken, body: complete });
    expect(inactive.status).toBe(403);
    expect(inactive.body).toMatchObject({
      success: false,
      code: 'SUBSCRIPTION_REQUIRED',
      message: planAccessMessages.startTrial,
    });
    await api('POST', '/api/companies/subscription/trial', { token: company.idToken, body: { planId: 'starter' } });
    await admin()
      .db.doc(`companies/${company.uid}/private/account`)
      .update({ 'subscription.trialEndsAt': new Date(Date.now() - 60_000) });
    const lapsed = await api('PUT', '/api/companies/profile', { token: company.idToken, body: complete });
    expect(lapsed.status).toBe(403);
    expect(lapsed.body).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: planAccessMessages.renew });
    expect((await companyDoc(company.uid)).verified).toBe(false);
  });

  it('when the platform switches enforcement off, then a company without a plan may save', async () => {
    const company = await createCompanyUser();
    await admin()
      .db.doc('platform/settings')
      .set({ general: { subscriptionEnforcement: false } });
    try {
      const { status, body } = await api('PUT', '/api/companies/profile', { token: company.idToken, body: complete });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ verified: true });
    } finally {
      await admin().db.doc('platform/settings').delete();
    }
  });
});
