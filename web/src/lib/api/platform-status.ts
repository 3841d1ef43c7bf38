import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PlatformStatus } from '@contracts/platform-status';
import { apiRequest } from '@/lib/api-client';

export const platformStatusKey = ['platform', 'status'] as const;

/**
 * GET /api/platform/status (public; read before anyone signs in). A signed-in user's token goes along, so a
 * superadmin still gets an answer should the maintenance gate ever stand in front of this route. The server lets
 * browsers keep the answer 30 s; `cache: 'no-cache'` asks the server all the same.
 */
export async function getPlatformStatus(cache?: RequestCache): Promise<PlatformStatus> {
  return (await apiRequest<PlatformStatus>('/platform/status', { authenticated: 'if-signed-in', cache })).data;
}

/**
 * Checked again every minute and on focus, so maintenance switched on reaches open tabs without a reload; while the
 * last answer says maintenance, those checks ask the server, so its end brings the app back within the minute.
 */
export function usePlatformStatus() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: platformStatusKey,
    queryFn: () =>
      getPlatformStatus(
        queryClient.getQueryData<PlatformStatus>(platformStatusKey)?.maintenanceMode ? 'no-cache' : undefined,
      ),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/**
 * The status from the server itself, never the browser's kept copy: what Try Again on the maintenance page asks, so
 * a person who tries again after maintenance ended gets the app back at once, not up to 30 s later.
 */
export function fetchFreshPlatformStatus(queryClient: QueryClient): Promise<PlatformStatus> {
  return queryClient.fetchQuery({
    queryKey: platformStatusKey,
    queryFn: () => getPlatformStatus('no-cache'),
    staleTime: 0,
  });
}
