import { describe, expect, it } from 'vitest';
import {
  activeCompanyShare,
  averageBookingValue,
  averageRating,
  companyOverviewPeriods,
  completionRate,
  customersOfPeriod,
  keptBookingsRate,
  lastMonths,
  percentChange,
  percentOf,
  periodLabel,
  repeatCustomerRate,
  retentionRate,
  revenueOf,
  satisfactionScore,
} from './metrics';

describe('metric periods', () => {
  it('when a period is captioned, then all time, right now, this month or the last n months', () => {
    expect(periodLabel({ kind: 'allTime' })).toBe('All time');
    expect(periodLabel({ kind: 'now' })).toBe('Right now');
    expect(periodLabel(lastMonths(1))).toBe('This month');
    expect(periodLabel(lastMonths(6))).toBe('Last 6 months');
  });

  it("when the Overview's cards are defined, then its customers cover the Analytics' default 6 months", () => {
    expect(periodLabel(companyOverviewPeriods.customers)).toBe('Last 6 months');
    expect(periodLabel(companyOverviewPeriods.monthlyRevenue)).toBe('This month');
    expect(periodLabel(companyOverviewPeriods.averageRating)).toBe('All time');
    expect(periodLabel(companyOverviewPeriods.totalBookings)).toBe('All time');
  });
});

describe('metric definitions', () => {
  const totals = { bookings: 10, completed: 6, cancelled: 2, revenue: 390.005, reviews: 3, ratingSum: 13 };

  it('when growth or shares are computed, then one decimal, null without a base', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(0, 0)).toBeNull();
  });

  it('when a rating is averaged, then two decimals, null without reviews', () => {
    expect(averageRating({ sum: 13, count: 3 })).toBe(4.33);
    expect(averageRating({ sum: 0, count: 0 })).toBeNull();
  });

  it('when bookings are rated, then kept = not cancelled of made, completion = completed of kept', () => {
    expect(keptBookingsRate(totals)).toBe(80);
    expect(completionRate(totals)).toBe(75);
    expect(keptBookingsRate({ bookings: 0, cancelled: 0 })).toBeNull();
    expect(completionRate({ bookings: 2, completed: 0, cancelled: 2 })).toBeNull();
  });

  it('when money and satisfaction are computed, then cents and a share of 5 stars', () => {
    expect(revenueOf(totals)).toBe(390.01);
    expect(averageBookingValue(totals)).toBe(65);
    expect(averageBookingValue({ completed: 0, revenue: 0 })).toBeNull();
    expect(satisfactionScore(totals)).toBe(86.6);
    expect(satisfactionScore({ reviews: 0, ratingSum: 0 })).toBeNull();
  });

  it('when customers of a period are counted, then returning = active minus new, never below 0', () => {
    const customers = customersOfPeriod({ newCustomers: 20, activeCustomers: 26 });
    expect(customers).toEqual({ newCustomers: 20, returningCustomers: 6, activeCustomers: 26 });
    expect(retentionRate(customers)).toBe(23.1);
    expect(customersOfPeriod({ newCustomers: 2, activeCustomers: 1 }).returningCustomers).toBe(0);
  });

  it('when platform shares are computed, then repeat customers and Active companies of all', () => {
    expect(repeatCustomerRate({ repeatCustomers: 4, customers: 10 })).toBe(40);
    expect(activeCompanyShare({ activeCompanies: 23, companies: 23 })).toBe(100);
    expect(activeCompanyShare({ activeCompanies: 0, companies: 0 })).toBeNull();
  });
});
