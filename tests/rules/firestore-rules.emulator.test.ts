import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { useFirestoreRules } from './support/rules-environment';

// A read/write matrix per collection and role: every `allow` has a passing and a failing test.
const suite = useFirestoreRules('rules', async (db) => {
  await db.doc('users/alice').set({ email: 'alice@example.com', role: 'pet_owner' });
  await db.doc('companies/acme').set({ name: 'Acme Grooming', status: 'active' });
  await db.doc('companies/acme/private/account').set({ subscription: { status: 'active' } });
  await db.doc('waitlist/entry1').set({ email: 'a@example.com', type: 'mobile_app' });
  await db.doc('platform/settings').set({ general: { maintenanceMode: false } });
  await db.doc('secrets/x').set({ value: 1 });
  await db.doc('users/alice/pets/max').set({ name: 'Max' });
  await db.doc('users/alice/notifications/n1').set({ kind: 'booking_status', title: 'Confirmed', readAt: null });
  await db.doc('users/alice/inbox/counts').set({ unread: 1 });
  await db.doc('bookings/b1').set({ ownerId: 'alice', companyId: 'acme', status: 'pending' });
  await db.doc('slots/acme_s1_2026-12-01_1000').set({ bookingId: 'b1' });
  await db.doc('petSchedules/alice_max').set({ blocks: {} });
  await db.doc('companies/acme/services/s1').set({ name: 'Bath', listed: true });
  await db.doc('companies/acme/customers/alice').set({ name: 'Alice' });
  await db.doc('companies/acme/months/2026-12').set({ bookings: 1 });
  await db.doc('companies/acme/employees/e1').set({ name: 'Jo' });
  await db.doc('calendarFeeds/hash1').set({ kind: 'owner', ownerId: 'alice' });
  await db.doc('calendarFeedLinks/owner_alice').set({ token: 'secret' });
  await db.doc('calendarFeedLinks/company_acme').set({ token: 'secret2' });
});

const anonymous = () => suite.env.unauthenticatedContext().firestore();
const owner = (uid = 'alice') => suite.env.authenticatedContext(uid).firestore();
const company = () => suite.env.authenticatedContext('acme', { role: 'pet_company' }).firestore();
const superadmin = () => suite.env.authenticatedContext('root', { role: 'superadmin' }).firestore();

describe('users/{uid}', () => {
  it('when the user reads his own document, then it succeeds', () => assertSucceeds(owner().doc('users/alice').get()));
  it('when a superadmin reads it, then it succeeds', () => assertSucceeds(superadmin().doc('users/alice').get()));
  it('when someone else or an anonymous visitor reads it, then it fails', async () => {
    await assertFails(owner('bob').doc('users/alice').get());
    await assertFails(anonymous().doc('users/alice').get());
  });
  it('when anyone lists users but a superadmin, then it fails', async () => {
    await assertFails(owner().collection('users').get());
    await assertSucceeds(superadmin().collection('users').get());
  });
  it('when the user writes his own document (role included), then it fails: only the API writes', async () => {
    await assertFails(owner().doc('users/alice').update({ role: 'superadmin' }));
    await assertFails(owner('bob').doc('users/bob').set({ role: 'pet_owner' }));
    await assertFails(superadmin().doc('users/alice').delete());
  });
});

describe('users/{uid}/notifications and users/{uid}/inbox', () => {
  it('when the recipient reads or lists his notifications and his unread count, then it succeeds', async () => {
    await assertSucceeds(owner().doc('users/alice/notifications/n1').get());
    await assertSucceeds(owner().collection('users/alice/notifications').get());
    await assertSucceeds(owner().doc('users/alice/inbox/counts').get());
  });
  it('when anyone else reads them, a superadmin included, then it fails', async () => {
    await assertFails(owner('bob').doc('users/alice/notifications/n1').get());
    await assertFails(superadmin().doc('users/alice/notifications/n1').get());
    await assertFails(anonymous().doc('users/alice/inbox/counts').get());
    await assertFails(superadmin().doc('users/alice/inbox/counts').get());
  });
  it('when the recipient marks one read or changes the count himself, then it fails: only the API writes', async () => {
    await assertFails(owner().doc('users/alice/notifications/n1').update({ readAt: new Date() }));
    await assertFails(owner().doc('users/alice/inbox/counts').set({ unread: 0 }));
  });
});

// Rules cannot hide fields, and a company document holds the account email and the status the API hides
// (suspended, rejected): visitors read companies through the API only (GET /api/companies/{id}).
describe('companies/{companyId}', () => {
  it('when the company reads its own document, then it succeeds', () =>
    assertSucceeds(company().doc('companies/acme').get()));
  it('when a superadmin reads or lists companies, then it succeeds', async () => {
    await assertSucceeds(superadmin().doc('companies/acme').get());
    await assertSucceeds(superadmin().collection('companies').get());
  });
  it('when a visitor, an owner or another company reads or lists companies directly, then it fails', async () => {
    await assertFails(anonymous().doc('companies/acme').get());
    await assertFails(owner().doc('companies/acme').get());
    await assertFails(
      suite.env.authenticatedContext('other', { role: 'pet_company' }).firestore().doc('companies/acme').get(),
    );
    await assertFails(anonymous().collection('companies').get());
    await assertFails(owner().collection('companies').get());
    await assertFails(company().collection('companies').get());
  });
  it('when the company itself writes its profile, then it fails: only the API writes', async () => {
    await assertFails(company().doc('companies/acme').update({ verified: true }));
    await assertFails(anonymous().doc('companies/new').set({ name: 'x' }));
  });
});

describe('companies/{companyId}/private/account', () => {
  it('when the company or a superadmin reads it, then it succeeds', async () => {
    await assertSucceeds(company().doc('companies/acme/private/account').get());
    await assertSucceeds(superadmin().doc('companies/acme/private/account').get());
  });
  it('when another user or a visitor reads it, then it fails', async () => {
    await assertFails(owner().doc('companies/acme/private/account').get());
    await assertFails(anonymous().doc('companies/acme/private/account').get());
  });
  it('when the company writes its own subscription, then it fails', () =>
    assertFails(
      company()
        .doc('companies/acme/private/account')
        .set({ subscription: { status: 'active' } }),
    ));
});

describe('waitlist and platform', () => {
  it('when a superadmin reads them, then it succeeds', async () => {
    await assertSucceeds(superadmin().doc('waitlist/entry1').get());
    await assertSucceeds(superadmin().doc('platform/settings').get());
  });
  it('when anyone else reads them or anyone writes, then it fails', async () => {
    await assertFails(owner().doc('waitlist/entry1').get());
    await assertFails(anonymous().collection('waitlist').add({ email: 'x@example.com' }));
    await assertFails(company().doc('platform/settings').get());
    await assertFails(
      superadmin()
        .doc('platform/settings')
        .set({ general: { maintenanceMode: true } }),
    );
  });
});

// The owner side is served by the API only (docs/architecture.md#security-rules): the rules refuse every direct client
// read and write of pets, bookings, slots, schedules, services, customers, rollups and employees, even the
// owner's or the company's own, so nothing can bypass the API's checks and shaping.
describe('owner-side collections (API only)', () => {
  it('when the owner reads or writes his own pet or booking directly, then it fails', async () => {
    await assertFails(owner().doc('users/alice/pets/max').get());
    await assertFails(owner().doc('users/alice/pets/new').set({ name: 'Rex' }));
    await assertFails(owner().doc('bookings/b1').get());
    await assertFails(owner().doc('bookings/b1').update({ status: 'confirmed', servicePrice: 0 }));
    await assertFails(owner().collection('bookings').add({ ownerId: 'alice' }));
  });
  it('when the company reads or writes its bookings, services, customers, rollups or employees directly, then it fails', async () => {
    await assertFails(company().doc('bookings/b1').get());
    await assertFails(company().doc('companies/acme/services/s1').update({ listed: true }));
    await assertFails(company().doc('companies/acme/customers/alice').get());
    await assertFails(company().doc('companies/acme/months/2026-12').get());
    await assertFails(company().doc('companies/acme/employees/e1').get());
  });
  it('when anyone touches slots, pet schedules or open-booking counters, then it fails (a client could otherwise free or block a slot)', async () => {
    await assertFails(anonymous().doc('slots/acme_s1_2026-12-01_1000').get());
    await assertFails(owner().doc('slots/acme_s1_2026-12-01_1000').delete());
    await assertFails(owner().doc('petSchedules/alice_max').set({ blocks: {} }));
    await assertFails(owner().doc('openBookings/acme_alice').set({ count: 0 }));
    await assertFails(company().doc('openBookings/acme_alice').get());
    await assertFails(superadmin().doc('slots/x').set({ bookingId: 'forged' }));
  });
  it('when a superadmin reads a booking or a pet directly, then it fails too: admins use the API', async () => {
    await assertFails(superadmin().doc('bookings/b1').get());
    await assertFails(superadmin().doc('users/alice/pets/max').get());
  });
});

describe('calendarFeeds and calendarFeedLinks (server only)', () => {
  it('when the subject itself, anyone else or a superadmin reads a feed or its token, then it fails: the token is the secret', async () => {
    await assertFails(owner().doc('calendarFeedLinks/owner_alice').get());
    await assertFails(company().doc('calendarFeedLinks/company_acme').get());
    await assertFails(owner('bob').doc('calendarFeedLinks/owner_alice').get());
    await assertFails(anonymous().doc('calendarFeeds/hash1').get());
    await assertFails(owner().collection('calendarFeeds').get());
    await assertFails(superadmin().collection('calendarFeedLinks').get());
  });
  it("when a client writes one (a token of his choice, or another subject's), then it fails: only the API issues tokens", async () => {
    await assertFails(owner().doc('calendarFeeds/mine').set({ kind: 'company', companyId: 'acme' }));
    await assertFails(owner().doc('calendarFeedLinks/owner_alice').set({ token: 'chosen' }));
    await assertFails(company().doc('calendarFeedLinks/company_acme').delete());
    await assertFails(superadmin().doc('calendarFeeds/hash1').delete());
  });
});

describe('any other collection', () => {
  it('when anyone reads or writes it, then it fails', async () => {
    await assertFails(superadmin().doc('secrets/x').get());
    await assertFails(anonymous().doc('secrets/y').set({ value: 2 }));
  });
});
