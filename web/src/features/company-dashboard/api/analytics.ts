import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsOverview, PerformanceAnalytics, RevenueAnalytics, ServiceAnalytics } from '@contracts/analytics';
import type { ChartMonths } from '@contracts/metrics';
import { apiRequest } from '@/lib/api-client';
import { companyKeys, withCompanyId } from '@/lib/api/company-keys';

interface AnalyticsCalls {
  overview: AnalyticsOverview;
  revenue: RevenueAnalytics;
  services: ServiceAnalytics[];
  performance: PerformanceAnalytics;
}
export type AnalyticsCall = keyof AnalyticsCalls;

export const analyticsKeys = {
  call: (companyId: string | undefined, call: AnalyticsCall, months: ChartMonths) =>
    [...companyKeys.all(companyId), 'analytics', call, months] as const,
};

/** GET /api/analytics/{call}?months=6|12: the 6M/1Y buttons change the range the server computes. */
export function useAnalytics<Call extends AnalyticsCall>(
  companyId: string | undefined,
  call: Call,
  months: ChartMonths,
  enabled = true,
) {
  return useQuery({
    queryKey: analyticsKeys.call(companyId, call, months),
    queryFn: async () =>
      (await apiRequest<AnalyticsCalls[Call]>(withCompanyId(`/analytics/${call}?months=${months}`, companyId))).data,
    // The other range's numbers stay on screen while the new ones load.
    placeholderData: keepPreviousData,
    enabled,
  });
}
