import { useQuery } from '@tanstack/react-query';
import type { OwnerDashboardStats } from '@contracts/owners';
import { apiRequest } from '@/lib/api-client';
import { ownerKeys, useOwnerId } from '@/lib/api/owner-keys';

/** docs/product.md#messages-and-timings: on any failure the overview shows zero counts and empty lists. */
export const emptyDashboardStats: OwnerDashboardStats = {
  totalPets: 0,
  upcomingBookings: 0,
  totalBookings: 0,
  favoriteCompanies: 0,
  upcomingAppointments: [],
  petHealthReminders: [],
  recentActivity: [],
};

/** GET /api/pet-owners/dashboard-stats */
export async function getDashboardStats(): Promise<OwnerDashboardStats> {
  return (await apiRequest<OwnerDashboardStats>('/pet-owners/dashboard-stats')).data;
}

export function useDashboardStats() {
  const uid = useOwnerId();
  return useQuery({ queryKey: ownerKeys.dashboardStats(uid), queryFn: getDashboardStats, enabled: uid !== '' });
}
