import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DashboardData, DashboardStats } from '@contracts/company-dashboard';
import { companyOverviewPeriods, type ChartMonths } from '@contracts/metrics';
import { companyAgendaQuery } from '@/features/company-dashboard/api/company-bookings';
import { apiRequest } from '@/lib/api-client';
import { companyKeys, withCompanyId } from '@/lib/api/company-keys';

/** docs/product.md#messages-and-timings: on failure the overview silently shows these. */
export const emptyDashboardData: DashboardData = { monthlyEarnings: [], recentBookings: [] };
export const emptyDashboardStats: DashboardStats = {
  periods: companyOverviewPeriods,
  totalBookings: 0,
  monthlyRevenue: 0,
  averageRating: 0,
  newCustomers: 0,
  returningCustomers: 0,
  totalReviews: 0,
};

/** GET /api/companies/stats: the overview's four cards. */
export async function getDashboardStats(companyId: string | undefined): Promise<DashboardStats> {
  return (await apiRequest<DashboardStats>(withCompanyId('/companies/stats', companyId))).data;
}

const dashboardStatsQuery = (companyId: string | undefined) =>
  queryOptions({ queryKey: companyKeys.stats(companyId), queryFn: () => getDashboardStats(companyId) });

export function useCompanyDashboardStats(companyId: string | undefined) {
  return useQuery(dashboardStatsQuery(companyId));
}

/** GET /api/companies/dashboard-data?months=6|12: the earnings of that many months and the 5 latest bookings. */
export async function getDashboardData(companyId: string | undefined, months: ChartMonths): Promise<DashboardData> {
  return (await apiRequest<DashboardData>(withCompanyId(`/companies/dashboard-data?months=${months}`, companyId))).data;
}

/** The earnings chart's range when the Overview opens. */
export const DEFAULT_CHART_MONTHS: ChartMonths = 6;

const dashboardDataQuery = (companyId: string | undefined, months: ChartMonths) =>
  queryOptions({
    queryKey: companyKeys.dashboardData(companyId, months),
    queryFn: () => getDashboardData(companyId, months),
  });

export function useCompanyDashboardData(companyId: string | undefined, months: ChartMonths) {
  return useQuery({
    ...dashboardDataQuery(companyId, months),
    // Switching the range keeps the last chart on screen until the new months arrive.
    placeholderData: (previous) => previous,
  });
}

/**
 * What the Overview reads when it opens. The dashboard route starts these beside its read of the plan that gates the
 * section, so the day does not wait for the plan's answer before it is asked for (one round trip less before the
 * Overview shows on a phone).
 */
export function prefetchOverview(queryClient: QueryClient, companyId: string | undefined): void {
  void queryClient.prefetchQuery(companyAgendaQuery(companyId));
  void queryClient.prefetchQuery(dashboardStatsQuery(companyId));
  void queryClient.prefetchQuery(dashboardDataQuery(companyId, DEFAULT_CHART_MONTHS));
}
