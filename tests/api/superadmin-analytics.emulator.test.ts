import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAnalytics, Report, Timeframe } from '../../functions/src/contracts/superadmin';
import { fixedClock } from '../../functions/src/core/clock';
import { shiftMonth } from '../../functions/src/modules/analytics/month-range';
import { admin, api, clearEmulators, settleTriggers, type TestUser } from './support/emulators';
import {
  createListedCompany,
  createOwnerWithPet,
  createSuperadmin,
  expectValidationFailed,
  requestBookingAhead,
  setStatusesAsCompany,
  startAppWithClock,
  weekdayAfter,
  type InProcessApp,
  type ListedCompany,
} from './support/fixtures';

// One Professional company (one $65 grooming service) with a completed booking in each of four months: this one,
// about 1.5, 8 and 20 months back, each booked through the API on an app whose clock stands two days before it.
// The analytics app's clock stands on the newest booking's day, so every timeframe takes in a different number.
const DAY = 24 * 60 * 60 * 1000;
const PRICE = 65;
const newest = weekdayAfter(3);
const bookingDates = [
  newest,
  ...[45, 250, 600].map((back) => weekdayAfter(0, new Date(new Date(`${newest}T12:00:00Z`).getTime() - back * DAY))),
];
const currentMonth = newest.slice(0, 7);
const monthsBack = (date: string) => {
  const [year, month] = date.split('-').map(Number);
  const [nowYear, nowMonth] = currentMonth.split('-').map(Number);
  return (nowYear - year) * 12 + (nowMonth - month);
};
/** Completed bookings inside the last `months` months (the current one included). */
const revenueWithin = (months: number) => bookingDates.filter((date) => monthsBack(date) < months).length * PRICE;

let listed: ListedCompany;
let root: TestUser;
let owner: TestUser;
let app: InProcessApp;

const get = (path: string, token = root.idToken) => api('GET', path, { token, origin: app.origin });
const analytics = async (timeframe: Timeframe) => {
  const { status, body } = await get(`/api/superadmin/analytics?timeframe=${timeframe}`);
  expect(status).toBe(200);
  return body.data as PlatformAnalytics;
};
const download = (query: string, token = root.idToken) =>
  fetch(`${app.origin}/api/superadmin/exports?${query}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  await settleTriggers();
  await clearEmulators();
  listed = await createListedCompany({}, 'professional');
  const made = await createOwnerWithPet('Rex');
  owner = made.owner;
  for (const date of bookingDates) {
    const booked = await requestBookingAhead(listed, made, date);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    await setStatusesAsCompany(listed, (booked.body.data as { id: string }).id, 'confirmed', 'completed');
  }
  root = await createSuperadmin();
  await settleTriggers(); // the directory entries of these three accounts are counted below
  app = await startAppWithClock(fixedClock(`${newest}T12:00:00Z`));
}, 120_000);

afterAll(async () => app?.close());

describe('GET /api/superadmin/analytics', () => {
  it('when each timeframe is asked, then revenue, bookings, growth and revenue data cover exactly its months', async () => {
    for (const [timeframe, months] of [
      ['1month', 1],
      ['3months', 3],
      ['6months', 6],
      ['1year', 12],
    ] as const) {
      const data = await analytics(timeframe);
      expect(data.timeframe).toBe(timeframe);
      expect(data.platformStats.totalRevenue, timeframe).toBe(revenueWithin(months));
      expect(data.platformStats.totalBookings).toBe(revenueWithin(months) / PRICE);
      expect(data.userGrowth.map((point) => point.month)).toEqual(
        Array.from({ length: months }, (_, index) => shiftMonth(currentMonth, index - months + 1)),
      );
      expect(data.revenueData[0]).toEqual({ month: currentMonth, revenue: PRICE });
    }
    const all = await analytics('all');
    expect(all.platformStats.totalRevenue).toBe(4 * PRICE);
    expect(all.userGrowth[0].month).toBe(bookingDates[3].slice(0, 7));
    expect(new Set([1, 3, 12].map(revenueWithin)).size).toBe(3);
  });

  it('when no timeframe is sent, then 6 months, with stats, category revenue, top companies, activity and KPIs from the data', async () => {
    const data = await analytics('6months');
    const { body } = await get('/api/superadmin/analytics');
    expect((body.data as PlatformAnalytics).timeframe).toBe('6months');
    expect(data.platformStats).toMatchObject({
      totalUsers: 3,
      totalPetOwners: 1,
      totalCompanies: 1,
      revenueThisMonth: PRICE,
      averageBookingValue: PRICE,
      averageRating: null,
    });
    expect(data.revenueByCategory).toEqual([
      { category: 'grooming', label: 'Grooming', revenue: revenueWithin(6), share: 1 },
    ]);
    expect(data.topCompanies).toEqual([
      { id: listed.company.uid, name: 'Test Grooming', bookings: 4, revenue: 4 * PRICE, rating: null },
    ]);
    const types = new Set(data.recentActivity.map((entry) => entry.type));
    expect(types).toEqual(new Set(['user_registered', 'booking_completed', 'payment_processed']));
    const timestamps = data.recentActivity.map((entry) => entry.timestamp);
    expect(timestamps).toEqual([...timestamps].sort().reverse());
    const kpi = (id: string) => data.kpis.find((entry) => entry.id === id);
    expect(kpi('completionRate')?.value).toBe(100);
    expect(kpi('activeCompanies')?.value).toBe(100);
    expect(kpi('mrr')?.value).toBe(59);
    expect(kpi('retention')?.value).toBe(100);
    expect(data.period).toEqual({ kind: 'months', months: 6 });
    expect(kpi('completionRate')?.period).toEqual({ kind: 'months', months: 6 });
    expect(kpi('activeCompanies')?.period).toEqual({ kind: 'now' });
    expect(kpi('acquisitionCost')).toMatchObject({ value: null, reason: expect.stringContaining('marketing spend') });
  });

  it('when the timeframe is not one of the five, then 400 with the envelope', async () => {
    expectValidationFailed(await get('/api/superadmin/analytics?timeframe=2weeks'), {
      timeframe: 'Timeframe is 1month, 3months, 6months, 1year or all',
    });
  });

  it('when the caller is signed out, a pet owner or a company, then 401 or 403 on every analytics path', async () => {
    for (const path of [
      '/api/superadmin/analytics',
      '/api/superadmin/reports?type=summary',
      '/api/superadmin/exports?type=users&format=csv',
    ]) {
      expect((await api('GET', path, { origin: app.origin })).status, path).toBe(401);
      expect((await get(path, owner.idToken)).status, path).toBe(403);
      expect((await get(path, listed.company.idToken)).status, path).toBe(403);
    }
    expect((await admin().db.collection('auditLog').get()).size).toBe(0);
  });
});

describe('GET /api/superadmin/reports', () => {
  it('when a report is generated, then generatedAt and tables built from the same figures', async () => {
    const { status, body } = await get('/api/superadmin/reports?type=revenue&timeframe=1year');
    expect(status).toBe(200);
    const report = body.data as Report;
    expect(report).toMatchObject({ type: 'revenue', timeframe: '1year', title: 'Revenue Report: Last Year' });
    expect(new Date(report.generatedAt).toISOString()).toBe(`${newest}T12:00:00.000Z`);
    expect(report.tables[2]).toEqual({
      title: 'Revenue by Category',
      columns: ['Category', 'Revenue (USD)', 'Share (%)'],
      rows: [['Grooming', revenueWithin(12), 100]],
    });
  });

  it('when the type is unknown, then 400', async () => {
    const { status, body } = await get('/api/superadmin/reports?type=weekly');
    expect(status).toBe(400);
    expect(body.details).toEqual({ type: 'Report type is users, revenue, performance or summary' });
  });
});

describe('GET /api/superadmin/exports', () => {
  it('when users are exported as CSV, then a dated attachment that parses with every user, and the export is audited', async () => {
    const response = await download('type=users&format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="petnest-users-${newest}.csv"`);
    const rows = Papa.parse<string[]>(await response.text()).data;
    const header = rows.findIndex((row) => row[0] === 'User ID');
    expect(rows[header]).toEqual(['User ID', 'Name', 'Email', 'Role', 'Status', 'Joined']);
    expect(
      rows
        .slice(header + 1)
        .filter((row) => row.length === 6)
        .map((row) => row[0])
        .sort(),
    ).toEqual([listed.company.uid, owner.uid, root.uid].sort());
    const audit = await admin().db.collection('auditLog').where('action', '==', 'data.export').get();
    expect(audit.docs.map((doc) => doc.get('after'))).toContainEqual({
      type: 'users',
      format: 'csv',
      timeframe: '6months',
    });
  });

  it('when companies are exported as Excel, then the workbook opens and has the company row with its totals', async () => {
    const response = await download('type=companies&format=excel');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="petnest-companies-${newest}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Companies')!;
    expect(sheet.getRow(1).values).toContain('Company ID');
    expect(sheet.getRow(2).getCell(1).value).toBe(listed.company.uid);
    expect(sheet.getRow(2).getCell(7).value).toBe(4);
    // Money is a number the spreadsheet can sum, shown with cents (issue 25).
    expect(sheet.getRow(1).getCell(8).value).toBe('Revenue (USD)');
    expect(sheet.getRow(2).getCell(8).value).toBe(4 * PRICE);
    expect(sheet.getColumn(8).numFmt).toBe('#,##0.00');
  });

  it('when the summary is exported as PDF, then a real PDF file', async () => {
    const response = await download('type=detailed&format=pdf&timeframe=all');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1024);
  });

  it('when the type or format is unknown, then 400 with the envelope', async () => {
    const badFormat = await download('type=users&format=docx');
    expect(badFormat.status).toBe(400);
    expect(await badFormat.json()).toMatchObject({
      success: false,
      details: { format: 'Format is pdf, excel or csv' },
    });
    expect((await download('type=everything&format=csv')).status).toBe(400);
  });
});

describe('one definition per figure (docs/metrics.md)', () => {
  it("when a company is pending review, then the KPI's Active Companies is the Companies screen's Active of its total", async () => {
    const pending = await createListedCompany();
    await admin().db.doc(`companies/${pending.company.uid}`).update({ status: 'pending' });
    const stats = (await get('/api/superadmin/companies/stats')).body.data as { total: number; active: number };
    expect(stats).toMatchObject({ total: 2, active: 1 });
    const kpi = (await analytics('6months')).kpis.find((entry) => entry.id === 'activeCompanies');
    expect(kpi?.value).toBe((stats.active / stats.total) * 100);
  });

  it("when the platform's completion and the company's are read over 12 months, then one formula gives one number", async () => {
    const platform = (await analytics('1year')).kpis.find((entry) => entry.id === 'completionRate');
    const company = await get(`/api/analytics/performance?months=12&companyId=${listed.company.uid}`);
    expect(company.status).toBe(200);
    expect(platform?.value).toBe((company.body.data as { serviceCompletionRate: number }).serviceCompletionRate);
  });
});
