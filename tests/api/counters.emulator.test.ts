// The counters behind the screens' totals (functions/src/data/counters.ts) move with every write that changes them,
// in its transaction: after each step below they equal what check-data recounts from the bookings and customers.
import { beforeEach, describe, expect, it } from 'vitest';
import { compareCounters, readCounterSources } from '../../scripts/check-data/counters';
import { admin, api, clearEmulators } from './support/emulators';
import {
  bookService,
  createListedCompany,
  createOwnerWithPet,
  weekdayAfter,
  type ListedCompany,
  type OwnerWithPet,
} from './support/fixtures';

let listed: ListedCompany;
const date = weekdayAfter(3);

const book = async (owner: OwnerWithPet, time: string, serviceId = listed.serviceId): Promise<string> =>
  (await bookService(listed, owner, date, { time, serviceId })).id;

async function setStatus(bookingId: string, status: string): Promise<void> {
  const answer = await api('PUT', `/api/bookings/${bookingId}/status`, {
    token: listed.company.idToken,
    body: { status },
  });
  if (answer.status !== 200) throw new Error(`status failed: ${JSON.stringify(answer.body)}`);
}

const companyTotals = async () => (await admin().db.doc(`companies/${listed.company.uid}/totals/all`).get()).data();
const ownerCounts = async (owner: OwnerWithPet) =>
  (await admin().db.doc(`users/${owner.owner.uid}`).get()).get('ownerCounts') as Record<string, number>;

/** The stored counters against the recount: no difference. */
async function expectCountersRecounted(): Promise<void> {
  const { expected, stored } = await readCounterSources();
  expect(compareCounters(expected, stored)).toEqual([]);
}

beforeEach(async () => {
  await clearEmulators();
  listed = await createListedCompany();
});

describe('counters', () => {
  it('when bookings are made, answered, cancelled and completed, then every counter moves with them', async () => {
    const alice = await createOwnerWithPet('Max');
    const first = await book(alice, '10:00');
    expect(await companyTotals()).toMatchObject({
      bookings: 1,
      statuses: { pending: 1 },
      customers: 1,
    });
    expect((await companyTotals())?.returningCustomers ?? 0).toBe(0);
    expect(await ownerCounts(alice)).toEqual({ bookings: 1, companies: 1 });
    await expectCountersRecounted();

    const second = await book(alice, '14:00');
    expect(await companyTotals()).toMatchObject({ statuses: { pending: 2 }, customers: 1, returningCustomers: 1 });
    await setStatus(first, 'confirmed');
    await setStatus(first, 'completed');
    const cancelled = await api('PUT', `/api/pet-owners/bookings/${second}/cancel`, { token: alice.owner.idToken });
    expect(cancelled.status).toBe(200);
    expect((await companyTotals())?.statuses).toEqual({
      pending: 0,
      confirmed: 0,
      completed: 1,
      cancelled: 1,
    });
    expect(await ownerCounts(alice)).toEqual({ bookings: 2, companies: 1 });
    await expectCountersRecounted();

    // The screens read them: the overview's cards, the dashboard's, the owner's.
    const overview = await api('GET', '/api/bookings/overview', { token: listed.company.idToken });
    expect((overview.body.data as { counts: Record<string, number> }).counts).toEqual({
      pending: 0,
      confirmed: 0,
      in_progress: 0,
      completed: 1,
      cancelled: 1,
      no_show: 0,
      total: 2,
    });
    const stats = await api('GET', '/api/companies/stats', { token: listed.company.idToken });
    // The Overview's customers are those of the last 6 months (docs/metrics.md): Alice first booked in them, so she
    // is new there, though the totals count her as a repeat customer (two bookings).
    expect(stats.body.data).toMatchObject({ totalBookings: 2, newCustomers: 1, returningCustomers: 0 });
    const dashboard = await api('GET', '/api/pet-owners/dashboard-stats', { token: alice.owner.idToken });
    expect(dashboard.body.data).toMatchObject({ totalBookings: 2, upcomingBookings: 0, favoriteCompanies: 0 });
  });

  it('when a service is deleted or an owner deletes the account, then the bookings they cancel leave their status counts', async () => {
    const alice = await createOwnerWithPet('Max');
    const bob = await createOwnerWithPet('Rex');
    await book(alice, '10:00');
    await book(bob, '11:00');
    const deleted = await api('DELETE', `/api/services/${listed.serviceId}`, { token: listed.company.idToken });
    expect(deleted.status).toBe(200);
    expect((await companyTotals())?.statuses).toEqual({ pending: 0, cancelled: 2 });
    await expectCountersRecounted();

    const other = await createListedCompany();
    listed = other;
    await book(alice, '10:00');
    const gone = await api('DELETE', '/api/users/me', { token: alice.owner.idToken });
    expect(gone.status).toBe(200);
    expect((await companyTotals())?.statuses).toEqual({ pending: 0, cancelled: 1 });
    await expectCountersRecounted();
  });

  it('when five owners book at the same moment, then the counters count all five', async () => {
    const owners = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((name) => createOwnerWithPet(name)));
    const times = ['09:00', '10:00', '11:00', '12:00', '13:00'];
    await Promise.all(owners.map((owner, index) => book(owner, times[index])));
    expect(await companyTotals()).toMatchObject({ bookings: 5, statuses: { pending: 5 }, customers: 5 });
    for (const owner of owners) expect(await ownerCounts(owner)).toEqual({ bookings: 1, companies: 1 });
    await expectCountersRecounted();
  });
});
