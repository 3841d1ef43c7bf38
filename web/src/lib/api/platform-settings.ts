import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformSettings } from '@contracts/platform-settings';
import { platformStatusOf, type PlatformStatus } from '@contracts/platform-status';
import { apiRequest } from '@/lib/api-client';

export const platformKeys = {
  settings: ['superadmin', 'settings'] as const,
  status: ['platform', 'status'] as const,
};

/** GET /api/superadmin/settings: the five tabs as stored (defaults on first start). */
export function usePlatformSettings() {
  return useQuery({
    queryKey: platformKeys.settings,
    queryFn: async () => (await apiRequest<PlatformSettings>('/superadmin/settings')).data,
  });
}

/** PUT /api/superadmin/settings: replaces every tab; a value out of bounds is a 400 whose `details` name the fields. */
export function useSavePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PlatformSettings) => apiRequest<PlatformSettings>('/superadmin/settings', { method: 'PUT', body: settings }),
    onSuccess: (result) => {
      queryClient.setQueryData(platformKeys.settings, result.data);
      // Set, not re-read: browsers may keep the public status 30 s, and this tab must show the change now.
      queryClient.setQueryData(platformKeys.status, platformStatusOf(result.data));
    },
  });
}

/** POST /api/superadmin/actions/maintenance {enabled}: the quick action, real (visitors get the maintenance page). */
export function useMaintenanceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest<{ maintenanceMode: boolean }>('/superadmin/actions/maintenance', { method: 'POST', body: { enabled } }),
    onSuccess: async (_result, enabled) => {
      // As after a save: the banner and the overview's status follow at once, whatever a browser cached.
      queryClient.setQueryData<PlatformStatus>(platformKeys.status, (status) => status && { ...status, maintenanceMode: enabled });
      await queryClient.invalidateQueries({ queryKey: platformKeys.settings });
    },
  });
}

/** POST /api/superadmin/actions/clear-cache: empties the API's response cache. */
export function useClearCache() {
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/superadmin/actions/clear-cache', { method: 'POST' }),
  });
}

/**
 * GET /api/platform/status (public; read before anyone signs in). A signed-in user's token goes along, so a
 * superadmin still gets an answer should the maintenance gate ever stand in front of this route.
 */
export async function getPlatformStatus(): Promise<PlatformStatus> {
  return (await apiRequest<PlatformStatus>('/platform/status')).data;
}

/** Checked again every minute and on focus, so maintenance switched on reaches open tabs without a reload. */
export function usePlatformStatus() {
  return useQuery({ queryKey: platformKeys.status, queryFn: getPlatformStatus, refetchInterval: 60_000, refetchOnWindowFocus: true });
}
