import { describe, expect, it } from 'vitest';
import type { PlatformMonthTotals } from '../../../data/rollups';
import { buildReport } from './platform-reports';
import { neutralise } from './export-file';
import {
  kpisOf,
  MAX_ALL_TIME_MONTHS,
  monthlyRecurringRevenue,
  platformStatsOf,
  revenueByCategoryOf,
  revenueDataOf,
  timeframeMonthKeys,
  type KpiInputs,
} from './platform-figures';

const now = new Date('2026-11-23T15:00:00Z');
const zone = 'America/New_York';

function month(key: string, values: Partial<PlatformMonthTotals> = {}): PlatformMonthTotals {
  return {
    month: key,
    bookings: 0,
    bookedValue: 0,
    completed: 0,
    revenue: 0,
    cancelled: 0,
    reviews: 0,
    ratingSum: 0,
    responses: 0,
    responseHours: 0,
    categoryRevenue: {},
    ...values,
  };
}

const kpiInputs = (values: Partial<KpiInputs> = {}): KpiInputs => ({
  months: [],
  companies: 0,
  activeCompanies: 0,
  subscriptions: [],
  endedSubscriptions: 0,
  customers: 0,
  repeatCustomers: 0,
  allTimeRevenue: 0,
  ...values,
});

describe('timeframeMonthKeys', () => {
  it('when a fixed timeframe is asked, then that many months ending with the current one, oldest first', () => {
    expect(timeframeMonthKeys('1month', now, zone, null)).toEqual(['2026-11']);
    expect(timeframeMonthKeys('3months', now, zone, null)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(timeframeMonthKeys('6months', now, zone, null)).toHaveLength(6);
    expect(timeframeMonthKeys('1year', now, zone, null)[0]).toBe('2025-12');
  });

  it('when all time is asked, then from the first month with data, bounded, and the current month alone on an empty platform', () => {
    expect(timeframeMonthKeys('all', now, zone, '2026-02')[0]).toBe('2026-02');
    expect(timeframeMonthKeys('all', now, zone, '2026-02')).toHaveLength(10);
    expect(timeframeMonthKeys('all', now, zone, '2015-01')).toHaveLength(MAX_ALL_TIME_MONTHS);
    expect(timeframeMonthKeys('all', now, zone, null)).toEqual(['2026-11']);
  });

  it("when the UTC month has turned but the platform zone has not, then the current month is the zone's", () => {
    expect(timeframeMonthKeys('1month', new Date('2026-12-01T02:00:00Z'), zone, null)).toEqual(['2026-11']);
  });
});

describe('platform figures', () => {
  const months = [
    month('2026-10', {
      bookings: 3,
      completed: 2,
      revenue: 100,
      reviews: 1,
      ratingSum: 5,
      categoryRevenue: { grooming: 100 },
    }),
    month('2026-11', {
      bookings: 2,
      completed: 1,
      revenue: 50,
      cancelled: 1,
      reviews: 1,
      ratingSum: 4,
      categoryRevenue: { grooming: 20, walking: 30 },
    }),
  ];

  it("when months are summed, then totals, this month and the average booking value; the rating is all time's", () => {
    expect(platformStatsOf({ users: 9, petOwners: 6, companies: 2 }, months, { reviews: 5, ratingSum: 21 })).toEqual({
      totalUsers: 9,
      totalPetOwners: 6,
      totalCompanies: 2,
      totalRevenue: 150,
      totalBookings: 5,
      averageRating: 4.2, // 21 of 5 reviews, all time, not the months' 4.5
      revenueThisMonth: 50,
      averageBookingValue: 50,
    });
    expect(
      platformStatsOf({ users: 0, petOwners: 0, companies: 0 }, [month('2026-11')], { reviews: 0, ratingSum: 0 }),
    ).toMatchObject({
      averageRating: null,
      averageBookingValue: null,
    });
  });

  it('when revenue is split by category, then labels, largest first, and shares of the timeframe', () => {
    expect(revenueByCategoryOf(months)).toEqual([
      { category: 'grooming', label: 'Grooming', revenue: 120, share: 0.8 },
      { category: 'walking', label: 'Walking', revenue: 30, share: 0.2 },
    ]);
  });

  it('when revenue data is built, then newest first', () => {
    expect(revenueDataOf(months).map((point) => point.month)).toEqual(['2026-11', '2026-10']);
  });
});

describe('kpisOf', () => {
  it('when data exists, then completion, active companies, retention, churn, MRR and lifetime value are computed', () => {
    const kpis = kpisOf(
      kpiInputs({
        months: [
          month('2026-10', { bookings: 4, completed: 3, cancelled: 1 }),
          month('2026-11', { bookings: 7, completed: 6 }),
        ],
        companies: 4,
        activeCompanies: 3,
        subscriptions: [
          { plan: 'starter', billingPeriod: 'monthly', count: 2 },
          { plan: 'professional', billingPeriod: 'yearly', count: 1 },
        ],
        endedSubscriptions: 1,
        customers: 10,
        repeatCustomers: 4,
        allTimeRevenue: 500,
      }),
    );
    const value = (id: string) => kpis.find((kpi) => kpi.id === id)?.value;
    // Completed of the bookings not cancelled, as the company's Performance tab counts it: 9 of 10.
    expect(value('completionRate')).toBe(90);
    expect(value('activeCompanies')).toBe(75);
    expect(value('retention')).toBe(40);
    expect(value('churn')).toBe(25);
    expect(value('mrr')).toBe(107.17);
    expect(value('lifetimeValue')).toBe(50);
    const period = (id: string) => kpis.find((kpi) => kpi.id === id)?.period;
    expect(period('completionRate')).toEqual({ kind: 'months', months: 2 });
    expect(period('activeCompanies')).toEqual({ kind: 'now' });
    expect(period('retention')).toEqual({ kind: 'allTime' });
  });

  it('when the data does not exist, then the value is null with a reason, never a sample number', () => {
    const kpis = kpisOf(kpiInputs());
    for (const id of ['completionRate', 'activeCompanies', 'retention', 'churn', 'acquisitionCost', 'lifetimeValue']) {
      expect(kpis.find((kpi) => kpi.id === id)).toMatchObject({ value: null, reason: expect.any(String) });
    }
    expect(kpis.find((kpi) => kpi.id === 'acquisitionCost')?.reason).toContain('marketing spend');
    expect(monthlyRecurringRevenue([])).toBe(0);
  });
});

describe('reports and exports', () => {
  it('when a revenue report is built, then its tables come from the analytics figures', () => {
    const analytics = {
      timeframe: '3months' as const,
      period: { kind: 'months' as const, months: 3 },
      platformStats: platformStatsOf(
        { users: 1, petOwners: 1, companies: 0 },
        [month('2026-11', { revenue: 50, completed: 1 })],
        { reviews: 0, ratingSum: 0 },
      ),
      userGrowth: [],
      revenueData: [{ month: '2026-11', revenue: 50 }],
      topCompanies: [],
      recentActivity: [],
      revenueByCategory: [{ category: 'grooming', label: 'Grooming', revenue: 50, share: 1 }],
      kpis: [],
    };
    const report = buildReport('revenue', analytics, now);
    expect(report).toMatchObject({
      type: 'revenue',
      title: 'Revenue Report: Last 3 Months',
      generatedAt: now.toISOString(),
    });
    expect(report.tables.map((table) => table.title)).toEqual([
      'Platform Summary',
      'Revenue by Month',
      'Revenue by Category',
    ]);
    expect(report.tables[2].columns).toEqual(['Category', 'Revenue (USD)', 'Share (%)']);
    expect(report.tables[2].rows).toEqual([['Grooming', 50, 100]]);
  });

  it('when a cell starts like a formula, then it is neutralised; numbers stay numbers', () => {
    expect(neutralise('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutralise('@cmd')).toBe("'@cmd");
    expect(neutralise('Rex')).toBe('Rex');
    expect(neutralise(-5)).toBe(-5);
  });
});
