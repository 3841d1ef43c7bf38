import { useQuery } from '@tanstack/react-query';
import type { PlatformStatus } from '@contracts/platform-status';
import { apiRequest } from '@/lib/api-client';

export const platformStatusKey = ['platform', 'status'] as const;

/**
 * GET /api/platform/status (public; read before anyone signs in). A signed-in user's token goes along, so a
 * superadmin still gets an answer should the maintenance gate ever stand in front of this route.
 */
export async function getPlatformStatus(): Promise<PlatformStatus> {
  return (await apiRequest<PlatformStatus>('/platform/status', { authenticated: 'if-signed-in' })).data;
}

/** Checked again every minute and on focus, so maintenance switched on reaches open tabs without a reload. */
export function usePlatformStatus() {
  return useQuery({
    queryKey: platformStatusKey,
    queryFn: getPlatformStatus,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
