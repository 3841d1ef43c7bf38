// The pure computations of the superadmin analytics: which months a timeframe covers, the sums over the platform's
// month rollups, revenue by category and the KPI tiles. No Firestore here, so every figure is unit tested.
import type {
  CategoryRevenue,
  GrowthPoint,
  Kpi,
  PlatformStats,
  RevenuePoint,
  Timeframe,
} from '../../../contracts/superadmin';
import { plans, type BillingPeriod, type PlanId } from '../../../contracts/plans';
import { categoryLabels, type ServiceCategory } from '../../../contracts/service-vocabulary';
import { monthKey } from '../../../core/time-zones';
import {
  ALL_TIME,
  RIGHT_NOW,
  activeCompanyShare,
  percentOf,
  averageBookingValue,
  averageRating,
  completionRate,
  lastMonths,
  repeatCustomerRate,
  revenueOf,
  roundMoney,
  type MetricPeriod,
} from '../../../contracts/metrics';
import { recentMonths, shiftMonth } from '../../analytics';
import { deltaFields, type MonthTotals, type PlatformMonthTotals } from '../../../data/rollups';

const timeframeMonths: Record<Exclude<Timeframe, 'all'>, number> = {
  '1month': 1,
  '3months': 3,
  '6months': 6,
  '1year': 12,
};
/** "All Time" starts at the first month with bookings, at most this many months back: the cost stays bounded. */
export const MAX_ALL_TIME_MONTHS = 36;

/** The months a timeframe covers, oldest first, ending with the current month in the platform's time zone. */
export function timeframeMonthKeys(
  timeframe: Timeframe,
  now: Date,
  timeZone: string,
  firstMonth: string | null,
): string[] {
  if (timeframe !== 'all') return recentMonths(now, timeZone, timeframeMonths[timeframe]);
  const current = monthKey(now, timeZone);
  const earliest = shiftMonth(current, 1 - MAX_ALL_TIME_MONTHS);
  const start = firstMonth === null || firstMonth > current ? current : firstMonth < earliest ? earliest : firstMonth;
  const [startYear, startMonth] = start.split('-').map(Number);
  const [year, month] = current.split('-').map(Number);
  return recentMonths(now, timeZone, (year - startYear) * 12 + (month - startMonth) + 1);
}

export function sumPlatformMonths(months: readonly PlatformMonthTotals[]): MonthTotals {
  return Object.fromEntries(
    deltaFields.map((field) => [field, months.reduce((sum, month) => sum + month[field], 0)]),
  ) as MonthTotals;
}

const ratio = (part: number, whole: number, digits: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10 ** digits) / 10 ** digits;

/** The rating is all time (RATING_PERIOD) from the companies' totals; the money and bookings the timeframe's. */
export function platformStatsOf(
  counts: { users: number; petOwners: number; companies: number },
  months: readonly PlatformMonthTotals[],
  allTime: { reviews: number; ratingSum: number },
): PlatformStats {
  const totals = sumPlatformMonths(months);
  return {
    totalUsers: counts.users,
    totalPetOwners: counts.petOwners,
    totalCompanies: counts.companies,
    totalRevenue: revenueOf(totals),
    totalBookings: totals.bookings,
    averageRating: averageRating({ sum: allTime.ratingSum, count: allTime.reviews }),
    revenueThisMonth: revenueOf(months.at(-1) ?? { revenue: 0 }),
    averageBookingValue: averageBookingValue(totals),
  };
}

export function growthOf(
  months: readonly PlatformMonthTotals[],
  created: readonly { petOwners: number; companies: number }[],
): GrowthPoint[] {
  return months.map((month, index) => ({
    month: month.month,
    users: created[index].petOwners,
    companies: created[index].companies,
    revenue: revenueOf(month),
    bookings: month.bookings,
  }));
}

/** Newest first: the analytics screen (docs/product.md#superadmin-console) reads the first entry as this month. */
export function revenueDataOf(months: readonly PlatformMonthTotals[]): RevenuePoint[] {
  return months.map((month) => ({ month: month.month, revenue: revenueOf(month) })).reverse();
}

/** The timeframe's revenue per service category, largest first; categories without revenue are left out. */
export function revenueByCategoryOf(months: readonly PlatformMonthTotals[]): CategoryRevenue[] {
  const sums = new Map<string, number>();
  for (const month of months)
    for (const [category, revenue] of Object.entries(month.categoryRevenue))
      sums.set(category, (sums.get(category) ?? 0) + revenue);
  const total = [...sums.values()].reduce((sum, revenue) => sum + revenue, 0);
  return [...sums]
    .filter(([, revenue]) => revenue > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([category, revenue]) => ({
      category,
      label: categoryLabels[category as ServiceCategory] ?? category,
      revenue: roundMoney(revenue),
      share: ratio(revenue, total, 4) ?? 0,
    }));
}

export interface SubscriptionCount {
  plan: PlanId;
  billingPeriod: BillingPeriod;
  count: number;
}

/** Monthly recurring revenue: each running paid subscription at its plan's catalog price, a yearly one over 12. */
export function monthlyRecurringRevenue(subscriptions: readonly SubscriptionCount[]): number {
  return roundMoney(
    subscriptions.reduce((sum, { plan, billingPeriod, count }) => {
      const catalog = plans.find((candidate) => candidate.id === plan);
      if (!catalog) return sum;
      return sum + count * (billingPeriod === 'yearly' ? catalog.yearlyPrice / 12 : catalog.monthlyPrice);
    }, 0),
  );
}

export interface KpiInputs {
  months: readonly PlatformMonthTotals[];
  companies: number;
  activeCompanies: number;
  subscriptions: readonly SubscriptionCount[];
  endedSubscriptions: number;
  customers: number;
  repeatCustomers: number;
  allTimeRevenue: number;
}

/**
 * The KPI tiles, each defined in contracts/metrics.ts and over its `period`: the timeframe's for rates of its
 * bookings and subscriptions, all time or right now for the rest. Computed where Petnest has the data, otherwise
 * null with the reason (never a sample number).
 */
export function kpisOf(input: KpiInputs): Kpi[] {
  const totals = sumPlatformMonths(input.months);
  const timeframe: MetricPeriod = lastMonths(input.months.length);
  const running = input.subscriptions.reduce((sum, subscription) => sum + subscription.count, 0);
  const empty = (reason: string) => ({ value: null, reason });
  const valueOr = (value: number | null, reason: string) => (value === null ? empty(reason) : { value });
  return [
    {
      id: 'completionRate',
      label: 'Completion Rate',
      unit: 'percent',
      period: timeframe,
      ...valueOr(completionRate(totals), 'No bookings kept in this timeframe'),
    },
    {
      id: 'activeCompanies',
      label: 'Active Companies',
      unit: 'percent',
      period: RIGHT_NOW,
      ...valueOr(activeCompanyShare(input), 'No companies yet'),
    },
    {
      id: 'retention',
      label: 'Customer Retention',
      unit: 'percent',
      period: ALL_TIME,
      ...valueOr(repeatCustomerRate(input), 'No customers have booked yet'),
    },
    // Paid periods that ended without renewal in the timeframe, over those plus the subscriptions still running.
    {
      id: 'churn',
      label: 'Churn Rate',
      unit: 'percent',
      period: timeframe,
      ...valueOr(percentOf(input.endedSubscriptions, running + input.endedSubscriptions), 'No paid subscriptions yet'),
    },
    {
      id: 'mrr',
      label: 'Monthly Recurring Revenue',
      unit: 'usd',
      period: RIGHT_NOW,
      value: monthlyRecurringRevenue(input.subscriptions),
    },
    {
      id: 'acquisitionCost',
      label: 'Acquisition Cost',
      unit: 'usd',
      period: timeframe,
      ...empty('Needs marketing spend data, which Petnest does not record'),
    },
    // All-time revenue over the customer records (an owner counts once per company he booked with).
    {
      id: 'lifetimeValue',
      label: 'Customer Lifetime Value',
      unit: 'usd',
      period: ALL_TIME,
      ...valueOr(
        input.customers === 0 ? null : roundMoney(input.allTimeRevenue / input.customers),
        'No customers have booked yet',
      ),
    },
  ];
}
