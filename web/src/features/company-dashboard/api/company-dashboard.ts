import { useQuery } from '@tanstack/react-query';
import type { ChartMonths, DashboardData, DashboardStats } from '@contracts/company-dashboard';
import { apiRequest } from '@/lib/api-client';
import { companyKeys, withCompanyId } from '@/lib/api/company-keys';

/** GET /api/companies/stats: the overview's four cards. */
export async function getDashboardStats(companyId: string | undefined): Promise<DashboardStats> {
  return (await apiRequest<DashboardStats>(withCompanyId('/companies/stats', companyId))).data;
}

export function useCompanyDashboardStats(companyId: string | undefined) {
  return useQuery({ queryKey: companyKeys.stats(companyId), queryFn: () => getDashboardStats(companyId) });
}

/** GET /api/companies/dashboard-data?months=6|12: the earnings of that many months and the 5 latest bookings. */
export async function getDashboardData(companyId: string | undefined, months: ChartMonths): Promise<DashboardData> {
  return (await apiRequest<DashboardData>(withCompanyId(`/companies/dashboard-data?months=${months}`, companyId))).data;
}

export function useCompanyDashboardData(companyId: string | undefined, months: ChartMonths) {
  return useQuery({
    queryKey: companyKeys.dashboardData(companyId, months),
    queryFn: () => getDashboardData(companyId, months),
    // Switching the range keeps the last chart on screen until the new months arrive.
    placeholderData: (previous) => previous,
  });
}
