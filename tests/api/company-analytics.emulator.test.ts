import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../functions/src/core/clock';
import { admin, api, clearEmulators, createUser, type ApiResult } from './support/emulators';
import {
  createListedCompany,
  createOwnerWithPet,
  createSuperadmin,
  expectValidationFailed,
  requestBooking,
  requestBookingAhead,
  setStatusesAsCompany,
  startAppWithClock,
  weekdayAfter,
  type InProcessApp,
  type ListedCompany,
  type OwnerWithPet,
} from './support/fixtures';

// One Professional company with two bookings of one owner (one completed and reviewed 4 stars, one confirmed),
// read by an in-process app whose clock stands on the bookings' day, so the current month is theirs.
const date = weekdayAfter(3);
const month = date.slice(0, 7);
let listed: ListedCompany;
let app: InProcessApp;

const get = (path: string, token = listed.company.idToken): Promise<ApiResult> =>
  api('GET', path, { token, origin: app.origin });

beforeAll(async () => {
  await clearEmulators();
  listed = await createListedCompany({}, 'professional');
  const rex = await createOwnerWithPet('Rex');
  const ids: string[] = [];
  for (const time of ['10:00', '14:00']) {
    const booked = await requestBooking(listed, rex, date, { time });
    ids.push((booked.body.data as { id: string }).id);
  }
  await setStatusesAsCompany(listed, ids[0], 'confirmed', 'completed');
  await setStatusesAsCompany(listed, ids[1], 'confirmed');
  const reviewed = await api('POST', `/api/pet-owners/bookings/${ids[0]}/review`, {
    token: rex.owner.idToken,
    body: { rating: 4, review: 'Lovely' },
  });
  expect(reviewed.status).toBe(201);
  app = await startAppWithClock(fixedClock(`${date}T20:00:00Z`));
}, 60_000);

afterAll(async () => app?.close());

describe('GET /api/companies/dashboard-data and /stats', () => {
  it('when the overview asks for 6 or 12 months, then that many months of earnings from the rollups and the 5 latest bookings', async () => {
    const six = await get('/api/companies/dashboard-data?months=6');
    expect(six.status).toBe(200);
    const data = six.body.data as {
      monthlyEarnings: { month: string; earnings: number }[];
      recentBookings: { createdAt: string }[];
    };
    expect(data.monthlyEarnings).toHaveLength(6);
    expect(data.monthlyEarnings.at(-1)).toEqual({ month, earnings: 65 });
    expect(data.recentBookings).toHaveLength(2);
    expect(data.recentBookings[0]).toMatchObject({
      petOwnerName: 'Olive Owner',
      serviceName: 'Full Groom',
      petName: 'Rex',
      date,
      bookingMode: 'appointment',
      endDate: null,
      nights: null,
      amount: 65,
      // The company's zone (a new company's default), to read its date, time and when it was made in.
      timeZone: 'America/New_York',
    });
    // Each says when it was made, newest first.
    const made = data.recentBookings.map((booking) => Date.parse(booking.createdAt));
    expect(made.every((time) => Number.isFinite(time))).toBe(true);
    expect(made).toEqual([...made].sort((a, b) => b - a));
    const twelve = await get('/api/companies/dashboard-data?months=12');
    expect((twelve.body.data as { monthlyEarnings: unknown[] }).monthlyEarnings).toHaveLength(12);
  });

  it('when the range is not 6 or 12, then 400 naming months', async () => {
    expectValidationFailed(await get('/api/companies/dashboard-data?months=7'), { months: 'Months must be 6 or 12' });
  });

  it("when the stats are read, then all-time bookings, this month's revenue, the all-time rating and the 6 months' customers", async () => {
    const { status, body } = await get('/api/companies/stats');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      totalBookings: 2,
      monthlyRevenue: 65,
      averageRating: 4,
      totalReviews: 1,
      periods: {
        totalBookings: { kind: 'allTime' },
        monthlyRevenue: { kind: 'months', months: 1 },
        averageRating: { kind: 'allTime' },
        customers: { kind: 'months', months: 6 },
      },
      // Olive joined within the last 6 months: new, not returning (docs/metrics.md).
      returningCustomers: 0,
      newCustomers: 1,
    });
  });

  it('when another company reads its overview, then none of these bookings appear', async () => {
    const other = await createListedCompany();
    const { body } = await get('/api/companies/stats', other.company.idToken);
    expect(body.data).toMatchObject({
      totalBookings: 0,
      monthlyRevenue: 0,
      averageRating: 0,
      totalReviews: 0,
      returningCustomers: 0,
    });
    expect(
      ((await get('/api/companies/dashboard-data', other.company.idToken)).body.data as { recentBookings: unknown[] })
        .recentBookings,
    ).toEqual([]);
  });
});

describe('GET /api/analytics/*', () => {
  it('when the overview is read, then totals of the range, trends of 6 or 12 months and the popular services', async () => {
    const { status, body } = await get('/api/analytics/overview');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      months: 6,
      totalRevenue: 65,
      revenueGrowth: null,
      totalBookings: 2,
      bookingGrowth: null,
      averageRating: 4,
      totalReviews: 1,
      popularServices: [{ id: listed.serviceId, name: 'Full Groom', bookings: 2, revenue: 65 }],
    });
    expect((body.data as { monthlyTrends: unknown[] }).monthlyTrends).toHaveLength(6);
    const year = await get('/api/analytics/overview?months=12');
    expect((year.body.data as { monthlyTrends: unknown[] }).monthlyTrends).toHaveLength(12);
  });

  it('when a booked service no longer exists, then its bookings still count and it leaves the popular services', async () => {
    const ref = admin().db.doc(`companies/${listed.company.uid}/services/${listed.serviceId}`);
    const saved = (await ref.get()).data()!;
    await ref.delete();
    try {
      expect((await get('/api/analytics/overview')).body.data).toMatchObject({ totalBookings: 2, popularServices: [] });
    } finally {
      await ref.set(saved);
    }
  });

  it('when revenue, services, customers and performance are read, then each formula over the range', async () => {
    expect((await get('/api/analytics/revenue')).body.data).toMatchObject({
      monthlyRevenue: 65,
      yearlyRevenue: 65,
      totalRevenue: 65,
      totalBookings: 2,
      revenueGrowth: null,
    });
    expect((await get('/api/analytics/services')).body.data).toEqual([
      {
        id: listed.serviceId,
        name: 'Full Groom',
        category: 'grooming',
        totalBookings: 2,
        totalRevenue: 65,
        averageRating: 4,
        bookingTrend: 'up',
        bookingTrendPercentage: null,
      },
    ]);
    expect((await get('/api/analytics/customers')).body.data).toMatchObject({
      totalCustomers: 1,
      newCustomers: 1,
      returningCustomers: 0,
    });
    const performance = (await get('/api/analytics/performance')).body.data as Record<string, number | null>;
    expect(performance).toMatchObject({
      bookingConversionRate: 100,
      serviceCompletionRate: 50,
      customerSatisfactionScore: 80,
    });
    expect(performance.averageResponseTime).toBeGreaterThanOrEqual(0);
  });

  it('when a Starter company asks for revenue or performance, then 403 "Upgrade Required"; its overview is open', async () => {
    const starter = await createListedCompany({}, 'starter');
    for (const path of ['/api/analytics/revenue', '/api/analytics/performance']) {
      const { status, body } = await get(path, starter.company.idToken);
      expect(status).toBe(403);
      expect(body).toMatchObject({ success: false, code: 'FEATURE_NOT_AVAILABLE', message: 'Upgrade Required' });
    }
    expect((await get('/api/analytics/overview', starter.company.idToken)).body.data).toMatchObject({
      totalBookings: 0,
      popularServices: [],
    });
  });

  it('when signed out or a pet owner, then 401 and 403; a superadmin reads any company with companyId', async () => {
    expect((await api('GET', '/api/analytics/overview', { origin: app.origin })).status).toBe(401);
    const owner = await createUser({ role: 'pet_owner' });
    expect((await get('/api/analytics/services', owner.idToken)).status).toBe(403);
    const superadmin = await createUser({ role: 'superadmin' });
    const read = await get(`/api/analytics/overview?companyId=${listed.company.uid}&months=12`, superadmin.idToken);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ months: 12, totalBookings: 2 });
  });
});

describe('one definition per figure (docs/metrics.md): the Overview, the Analytics and the superadmin agree', () => {
  // A second company with three customers: Early first booked about 8 months before the analytics day (outside the
  // 6 months), was reviewed 5 stars there, and books again on the day; Spring first booked about 2 months before (in
  // the 6 months, not this month) and books again on the day; Newcomer's first booking is on the day, completed and
  // reviewed 3 stars. The old review is inside the all-time rating and outside the range's; Spring is new to the
  // 6 months though he has two bookings (the Overview used to count him returning and not new).
  const DAY = 24 * 60 * 60 * 1000;
  const daysBefore = (days: number) => weekdayAfter(0, new Date(new Date(`${date}T12:00:00Z`).getTime() - days * DAY));
  const earlyDate = daysBefore(250);
  const springDate = daysBefore(60);
  let other: ListedCompany;
  const readAs = (path: string) => get(path, other.company.idToken);

  function bookedId(booked: ApiResult): string {
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return (booked.body.data as { id: string }).id;
  }
  const book = async (owner: OwnerWithPet, day: string, time: string) =>
    bookedId(await requestBooking(other, owner, day, { time }));
  /** A booking made through an app whose clock stands two days before the appointment. */
  const bookBack = async (owner: OwnerWithPet, day: string) => bookedId(await requestBookingAhead(other, owner, day));

  async function completeAndReview(ownerToken: string, bookingId: string, rating: number) {
    await setStatusesAsCompany(other, bookingId, 'confirmed', 'completed');
    const reviewed = await api('POST', `/api/pet-owners/bookings/${bookingId}/review`, {
      token: ownerToken,
      body: { rating, review: 'Seen to' },
    });
    expect(reviewed.status).toBe(201);
  }

  beforeAll(async () => {
    other = await createListedCompany({}, 'professional');
    const early = await createOwnerWithPet('Early');
    const earlyFirst = await bookBack(early, earlyDate);
    await completeAndReview(early.owner.idToken, earlyFirst, 5);
    await book(early, date, '14:00');
    const spring = await createOwnerWithPet('Spring');
    await bookBack(spring, springDate);
    await book(spring, date, '15:00');
    const newcomer = await createOwnerWithPet('Newcomer');
    await completeAndReview(newcomer.owner.idToken, await book(newcomer, date, '10:00'), 3);
  }, 120_000);

  it('when the Overview and the Analytics show customers, rating and revenue, then the same numbers with their period', async () => {
    const stats = (await readAs('/api/companies/stats')).body.data as Record<string, unknown>;
    const overview = (await readAs('/api/analytics/overview')).body.data as Record<string, unknown>;
    const revenue = (await readAs('/api/analytics/revenue')).body.data as Record<string, unknown>;
    // Newcomer and Spring are new in the last 6 months; Early is returning: he joined before them and has an
    // appointment in them.
    expect(stats).toMatchObject({ newCustomers: 2, returningCustomers: 1 });
    expect(overview).toMatchObject({ newCustomers: stats.newCustomers, returningCustomers: stats.returningCustomers });
    expect(stats.periods).toMatchObject({
      customers: { kind: 'months', months: 6 },
      averageRating: { kind: 'allTime' },
    });
    expect(overview.period).toEqual({ kind: 'months', months: 6 });
    // The rating is all time on both: (5 + 3) / 2, not the range's 3.
    expect(stats).toMatchObject({ averageRating: 4, totalReviews: 2 });
    expect(overview).toMatchObject({ averageRating: stats.averageRating, totalReviews: stats.totalReviews });
    expect(stats.monthlyRevenue).toBe(65);
    expect(revenue.monthlyRevenue).toBe(stats.monthlyRevenue);
  });

  it("when a superadmin lists the company, then its bookings, revenue and rating are the Overview's", async () => {
    const root = (await createSuperadmin()).idToken;
    const listed = await get(`/api/superadmin/companies?search=${encodeURIComponent(other.company.email)}`, root);
    expect(listed.status).toBe(200);
    const [row] = listed.body.data as { id: string; totalBookings: number; totalRevenue: number; rating: number }[];
    const stats = (await readAs('/api/companies/stats')).body.data as { totalBookings: number; averageRating: number };
    expect(row).toMatchObject({ id: other.company.uid, totalBookings: 5, totalRevenue: 130, rating: 4 });
    expect(row.totalBookings).toBe(stats.totalBookings);
    expect(row.rating).toBe(stats.averageRating);
  });
});
