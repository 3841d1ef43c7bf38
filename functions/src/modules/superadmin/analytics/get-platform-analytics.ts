import { formatCurrency } from '../../../contracts/format';
import { billingPeriods, planIds } from '../../../contracts/plans';
import { roleLabels, type Role } from '../../../contracts/roles';
import type { PlatformAnalytics, RecentActivity, Timeframe, TopCompany } from '../../../contracts/superadmin';
import type { Clock } from '../../../core/clock';
import { averageRating, lastMonths, revenueOf } from '../../../contracts/metrics';
import { monthStart, shiftMonth } from '../../analytics';
import { companiesRepository } from '../../../data/companies';
import { rollupsRepository } from '../../../data/rollups';
import type { PlatformSettingsReader } from '../../../data/platform-settings';
import { platformAnalyticsRepository as analytics } from '../../../data/platform-analytics';
import {
  growthOf,
  kpisOf,
  platformStatsOf,
  revenueByCategoryOf,
  revenueDataOf,
  timeframeMonthKeys,
} from './platform-figures';

export const TOP_COMPANIES = 5;
export const RECENT_ACTIVITY = 10;

export interface AnalyticsDependencies {
  clock: Clock;
  settings: PlatformSettingsReader;
}

/**
 * GET /api/superadmin/analytics: every figure from the month rollups, the companies' totals and aggregation
 * counts, so the reads grow with the months of the timeframe (at most MAX_ALL_TIME_MONTHS), never with the data.
 * Months follow the platform's default time zone. Each figure has its period of docs/metrics.md: users, companies,
 * the rating and top companies all time whatever the timeframe; money, bookings, growth, categories and booking
 * rates those of the timeframe (each KPI says its own).
 */
export async function getPlatformAnalytics(
  timeframe: Timeframe,
  { clock, settings }: AnalyticsDependencies,
): Promise<PlatformAnalytics> {
  const now = clock.now();
  const timeZone = (await settings.get()).general.defaultTimezone;
  const firstMonth = timeframe === 'all' ? await rollupsRepository.firstPlatformMonth() : null;
  const monthKeys = timeframeMonthKeys(timeframe, now, timeZone, firstMonth);
  const range = {
    start: monthStart(monthKeys[0], timeZone),
    end: monthStart(shiftMonth(monthKeys.at(-1)!, 1), timeZone),
  };

  const [months, counts, created, activeCompanies, subscriptions, ended, allTime, topCompanies, recentActivity] =
    await Promise.all([
      rollupsRepository.platformMonths(monthKeys),
      analytics.userCounts(),
      Promise.all(
        monthKeys.map((month) =>
          analytics.createdIn({ start: monthStart(month, timeZone), end: monthStart(shiftMonth(month, 1), timeZone) }),
        ),
      ),
      // The Companies screen's own count of "Active": one definition (contracts/metrics.ts activeCompanyShare).
      companiesRepository.adminCount({ status: 'active' }),
      analytics.activeSubscriptions(planIds, billingPeriods),
      analytics.endedSubscriptions(range),
      analytics.allTimeTotals(),
      topCompaniesOf(TOP_COMPANIES),
      recentActivityOf(RECENT_ACTIVITY),
    ]);
  return {
    timeframe,
    period: lastMonths(monthKeys.length),
    platformStats: platformStatsOf(counts, months, allTime),
    userGrowth: growthOf(months, created),
    revenueData: revenueDataOf(months),
    topCompanies,
    recentActivity,
    revenueByCategory: revenueByCategoryOf(months),
    kpis: kpisOf({
      months,
      companies: counts.companies,
      activeCompanies,
      subscriptions,
      endedSubscriptions: ended,
      customers: allTime.customers,
      repeatCustomers: allTime.repeatCustomers,
      allTimeRevenue: allTime.revenue,
    }),
  };
}

async function topCompaniesOf(limit: number): Promise<TopCompany[]> {
  const ids = await analytics.topCompanyIds(limit);
  const [totals, companies] = await Promise.all([rollupsRepository.companyTotals(ids), analytics.companiesByIds(ids)]);
  return ids
    .filter((id) => companies.has(id))
    .map((id) => {
      const company = companies.get(id)!;
      const total = totals.get(id)!;
      return {
        id,
        name: company.name,
        bookings: total.bookings,
        revenue: revenueOf(total),
        rating: averageRating(company.rating),
      };
    });
}

/**
 * The newest of the five activity types, each a small indexed query. A company verified automatically when its
 * profile becomes complete leaves no trace, so company_verified shows the superadmins' verifications (audit log);
 * Petnest has no disputes, so dispute_resolved never appears.
 */
async function recentActivityOf(limit: number): Promise<RecentActivity[]> {
  const [users, bookings, invoices, verifications] = await Promise.all([
    analytics.newestUsers(limit),
    analytics.newestCompletedBookings(limit),
    analytics.newestInvoices(limit),
    analytics.newestVerifications(limit),
  ]);
  const verified = verifications.filter((entry) => entry.verified);
  const names = await analytics.companiesByIds([
    ...new Set([...invoices.map((invoice) => invoice.companyId), ...verified.map((entry) => entry.companyId)]),
  ]);
  const nameOf = (companyId: string) => names.get(companyId)?.name || 'A company';
  const activity: (Omit<RecentActivity, 'timestamp'> & { at: Date })[] = [
    ...users.map((user) => ({
      id: `user-${user.id}`,
      type: 'user_registered' as const,
      at: user.createdAt,
      user: user.name,
      message: user.role ? `New ${roleLabels[user.role as Role] ?? user.role} registered` : 'New user registered',
    })),
    ...verified.map((entry) => ({
      id: `verification-${entry.id}`,
      type: 'company_verified' as const,
      at: entry.at,
      user: entry.actorEmail,
      message: `${nameOf(entry.companyId)} was verified`,
    })),
    ...bookings.map((booking) => ({
      id: `booking-${booking.id}`,
      type: 'booking_completed' as const,
      at: booking.updatedAt,
      user: booking.ownerName,
      message: `${booking.serviceName} completed at ${booking.companyName} (${formatCurrency(booking.totalAmount)})`,
    })),
    ...invoices.map((invoice) => ({
      id: `invoice-${invoice.id}`,
      type: 'payment_processed' as const,
      at: invoice.createdAt,
      user: nameOf(invoice.companyId),
      message: `Subscription payment of ${formatCurrency(invoice.amount)} (${invoice.plan} plan)`,
    })),
  ];
  return activity
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map(({ at, ...entry }) => ({ ...entry, timestamp: at.toISOString() }));
}
