import { describe, expect, it } from 'vitest';
import { defaultServiceAvailability, serviceMessages } from '../../functions/src/contracts/services';
import { admin, api, createCompanyUser, createUser } from './support/emulators';
import {
  addService,
  createListedCompany,
  createOwnerWithPet,
  expectRaceOutcome,
  freshListedCompanyEachTest,
  requestBooking,
  startInProcessApp,
  weekdayAfter,
} from './support/fixtures';

const png = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('service photo')]).toString('base64')}`;
const form = { name: 'Puppy Bath', description: 'A gentle first bath', price: 35.5, petTypes: ['dog'] };

const listed = freshListedCompanyEachTest();
const token = () => listed.company.idToken;
const services = () => admin().db.collection(`companies/${listed.company.uid}/services`);
const usage = async () =>
  (await admin().db.doc(`companies/${listed.company.uid}/private/account`).get()).get('usage.services') as number;

describe('GET /api/services', () => {
  it('when a company lists its services, then its own only, with ratings honest and the listing state', async () => {
    const other = await createListedCompany({ name: 'Other Groom' });
    const { status, body } = await api('GET', '/api/services', { token: token() });
    expect(status).toBe(200);
    const list = body.data as { id: string; name: string; rating: number | null; listed: boolean }[];
    expect(list.map((service) => service.id)).toEqual([listed.serviceId]);
    expect(list[0]).toMatchObject({ name: 'Full Groom', rating: null, reviewCount: 0, listed: true, images: [] });
    expect(list.map((service) => service.id)).not.toContain(other.serviceId);
  });

  it('when signed out, a pet owner, or a company without a subscription, then 401, 403 and 403 SUBSCRIPTION_REQUIRED', async () => {
    expect((await api('GET', '/api/services')).status).toBe(401);
    const owner = await createUser({ role: 'pet_owner' });
    expect((await api('GET', '/api/services', { token: owner.idToken })).status).toBe(403);
    const inactive = await createCompanyUser();
    const refused = await api('GET', '/api/services', { token: inactive.idToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'Start your free trial to access this feature',
    });
  });
});

describe('a superadmin acting for a company', () => {
  it('when a superadmin adds a service for a company without a plan, then the plan does not refuse him, but its cap of 0 does', async () => {
    const superadmin = await createUser({ role: 'superadmin' });
    const inactive = await createCompanyUser();
    const list = await api('GET', `/api/services?companyId=${inactive.uid}`, { token: superadmin.idToken });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
    const added = await api('POST', `/api/services?companyId=${inactive.uid}`, {
      token: superadmin.idToken,
      body: form,
    });
    expect(added.status).toBe(409);
    expect(added.body.code).toBe('LIMIT_REACHED');
    const forListed = await api('POST', `/api/services?companyId=${listed.company.uid}`, {
      token: superadmin.idToken,
      body: form,
    });
    expect(forListed.status).toBe(201);
    expect(await usage()).toBe(2);
  });
});

describe('POST /api/services', () => {
  it('when the form is sent with a photo, then 201 with the service form defaults and the photo on the marketplace card', async () => {
    const { status, body } = await api('POST', '/api/services', { token: token(), body: { ...form, images: [png] } });
    expect(status).toBe(201);
    const created = body.data as { id: string; images: string[] };
    expect(body.data).toMatchObject({
      ...form,
      category: 'grooming',
      isActive: true,
      duration: 60,
      availability: defaultServiceAvailability,
      listed: true,
    });
    expect(created.images[0]).toMatch(new RegExp(`^/api/media/companies/${listed.company.uid}/public/`));
    expect(await usage()).toBe(2);
    const card = await api('GET', `/api/companies/${listed.company.uid}/services/public`);
    expect(JSON.stringify(card.body.data)).toContain(created.images[0]);
  });

  it('when a pet type or the price is missing, then 400 with the form message, naming the field, and nothing is added', async () => {
    const { status, body } = await api('POST', '/api/services', { token: token(), body: { ...form, petTypes: [] } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: serviceMessages.required });
    expect(body.details).toEqual({ petTypes: serviceMessages.required });
    const noPrice = await api('POST', '/api/services', {
      token: token(),
      body: { ...form, price: undefined, duration: 20 },
    });
    expect(noPrice.body.details).toMatchObject({
      price: serviceMessages.required,
      duration: 'Duration goes in steps of 15 minutes',
    });
    const forged = await api('POST', '/api/services', {
      token: token(),
      body: { ...form, rating: { sum: 50, count: 10 }, listed: true },
    });
    expect(forged.body.details).toMatchObject({ rating: 'Unknown field', listed: 'Unknown field' });
    expect((await services().count().get()).data().count).toBe(1);
  });

  // In-process, as the bookings race: the Functions emulator serves one request per worker (a cold start each).
  it('when 10 adds race one below the Starter cap of 10, then exactly one is added and nine get a clear 409', async () => {
    for (let n = 0; n < 8; n += 1) await addService(listed, { ...form, name: `Service ${n}` });
    expect(await usage()).toBe(9);
    const app = await startInProcessApp();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        api('POST', '/api/services', { token: token(), body: { ...form, name: `Race ${n}` }, origin: app.origin }),
      ),
    ).finally(() => app.close());
    expectRaceOutcome(results, 1, {
      success: false,
      code: 'LIMIT_REACHED',
      message: 'Your plan allows 10 services. Upgrade your plan to add more.',
    });
    expect((await services().count().get()).data().count).toBe(10);
    expect(await usage()).toBe(10);
  });
});

describe('PUT /api/services/{id}', () => {
  it('when the toggle sends only isActive, then the service goes inactive and leaves the marketplace', async () => {
    const { status, body } = await api('PUT', `/api/services/${listed.serviceId}`, {
      token: token(),
      body: { isActive: false },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ isActive: false, listed: false, name: 'Full Groom' });
    expect((await services().doc(listed.serviceId).get()).get('listed')).toBe(false);
  });

  it('when the full form is sent, then the service and its search tokens change', async () => {
    const { status, body } = await api('PUT', `/api/services/${listed.serviceId}`, {
      token: token(),
      body: { ...form, category: 'walking', duration: 45 },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Puppy Bath', category: 'walking', duration: 45, price: 35.5 });
    expect((await services().doc(listed.serviceId).get()).get('searchTokens')).toContain('puppy');
  });

  it("when the id is another company's service, or not an id, then 404 and nothing changes", async () => {
    const other = await createListedCompany();
    const foreign = await api('PUT', `/api/services/${other.serviceId}`, { token: token(), body: { isActive: false } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(
      (await admin().db.doc(`companies/${other.company.uid}/services/${other.serviceId}`).get()).get('isActive'),
    ).toBe(true);
    expect((await api('PUT', '/api/services/bad.id', { token: token(), body: { isActive: false } })).status).toBe(404);
    const badToggle = await api('PUT', `/api/services/${listed.serviceId}`, {
      token: token(),
      body: { isActive: 'no' },
    });
    expect(badToggle.status).toBe(400);
    expect(badToggle.body.details).toHaveProperty('isActive');
  });
});

describe('DELETE /api/services/{id}', () => {
  it('when a service with future bookings is deleted, then they are cancelled with who and why, slots freed, owners told by mail and in the app', async () => {
    const rex = await createOwnerWithPet('Rex');
    const date = weekdayAfter(3);
    const ids: string[] = [];
    for (const time of ['10:00', '14:00']) {
      const booked = await requestBooking(listed, rex, date, { time });
      expect(booked.status).toBe(201);
      ids.push((booked.body.data as { id: string }).id);
    }
    const { status, body } = await api('DELETE', `/api/services/${listed.serviceId}`, { token: token() });
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: listed.serviceId, cancelledBookings: 2 });
    const { db } = admin();
    expect((await services().doc(listed.serviceId).get()).exists).toBe(false);
    expect(await usage()).toBe(0);
    for (const id of ids) {
      const booking = (await db.doc(`bookings/${id}`).get()).data()!;
      expect(booking.status).toBe('cancelled');
      expect(booking.hold).toBeNull();
      expect(booking.statusHistory.at(-1)).toMatchObject({
        status: 'cancelled',
        by: listed.company.uid,
        role: 'pet_company',
        note: 'The service "Full Groom" was deleted by the provider',
      });
    }
    expect((await db.collection('slots').count().get()).data().count).toBe(0);
    const mails = await db.collection('mail').where('topic.kind', '==', 'service_deleted').get();
    expect(mails.docs.map((doc) => doc.get('to'))).toEqual([rex.owner.email, rex.owner.email]);
    expect(mails.docs[0].get('message.subject')).toBe('Your Full Groom booking is Cancelled');
    expect(mails.docs[0].get('message.text')).toContain('Test Grooming no longer offers Full Groom');
    const items = (await db.collection(`users/${rex.owner.uid}/notifications`).get()).docs.filter(
      (doc) => doc.get('kind') === 'booking_status',
    );
    expect(items.map((doc) => doc.get('title'))).toEqual([
      'Booking cancelled: Full Groom',
      'Booking cancelled: Full Groom',
    ]);
    expect(items[0]!.get('body')).toContain('Test Grooming no longer offers Full Groom');
    expect((await db.doc(`companies/${listed.company.uid}/months/${date.slice(0, 7)}`).get()).data()).toMatchObject({
      bookings: 2,
      cancelled: 2,
    });
  });

  it("when another company's service is deleted, then 404 and it stays", async () => {
    const other = await createListedCompany();
    expect((await api('DELETE', `/api/services/${other.serviceId}`, { token: token() })).status).toBe(404);
    expect((await admin().db.doc(`companies/${other.company.uid}/services/${other.serviceId}`).get()).exists).toBe(
      true,
    );
  });
});
