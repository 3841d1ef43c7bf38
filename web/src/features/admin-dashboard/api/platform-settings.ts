import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformSettings } from '@contracts/platform-settings';
import { platformStatusOf, type PlatformStatus } from '@contracts/platform-status';
import { apiRequest } from '@/lib/api-client';
import { platformStatusKey } from '@/lib/api/platform-status';

// The superadmin's settings; the status every visitor reads is in platform-status.ts (no mutations in a first load).
const settingsKey = ['superadmin', 'settings'] as const;

/** GET /api/superadmin/settings: the five tabs as stored (defaults on first start). */
export function usePlatformSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await apiRequest<PlatformSettings>('/superadmin/settings')).data,
  });
}

/** PUT /api/superadmin/settings: replaces every tab; a value out of bounds is a 400 whose `details` name the fields. */
export function useSavePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PlatformSettings) =>
      apiRequest<PlatformSettings>('/superadmin/settings', { method: 'PUT', body: settings }),
    onSuccess: (result) => {
      queryClient.setQueryData(settingsKey, result.data);
      // Set, not re-read: browsers may keep the public status 30 s, and this tab must show the change now.
      queryClient.setQueryData(platformStatusKey, platformStatusOf(result.data));
    },
  });
}

/** POST /api/superadmin/actions/maintenance {enabled}: the quick action, real (visitors get the maintenance page). */
export function useMaintenanceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest<{ maintenanceMode: boolean }>('/superadmin/actions/maintenance', {
        method: 'POST',
        body: { enabled },
      }),
    onSuccess: async (_result, enabled) => {
      // As after a save: the banner and the overview's status follow at once, whatever a browser cached.
      queryClient.setQueryData<PlatformStatus>(
        platformStatusKey,
        (status) => status && { ...status, maintenanceMode: enabled },
      );
      await queryClient.invalidateQueries({ queryKey: settingsKey });
    },
  });
}

/** POST /api/superadmin/actions/clear-cache: empties the API's response cache. */
export function useClearCache() {
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/superadmin/actions/clear-cache', { method: 'POST' }),
  });
}

/** POST /api/superadmin/actions/reset-api-keys: revokes every company's API key; the message says how many. */
export function useResetApiKeys() {
  return useMutation({
    mutationFn: () => apiRequest<{ revoked: number }>('/superadmin/actions/reset-api-keys', { method: 'POST' }),
  });
}
