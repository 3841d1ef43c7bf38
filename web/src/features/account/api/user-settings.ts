import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSettings } from '@contracts/owners';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

const settingsKey = (uid: string) => ['user-settings', uid] as const;

/** GET /api/users/me/settings (any signed-in user). */
export async function getUserSettings(): Promise<UserSettings> {
  return (await apiRequest<UserSettings>('/users/me/settings')).data;
}

/** PUT /api/users/me/settings: answers the saved settings and "Settings saved successfully!". */
export function saveUserSettings(settings: UserSettings) {
  return apiRequest<UserSettings>('/users/me/settings', { method: 'PUT', body: settings });
}

export function useUserSettings() {
  const uid = useSession().user?.uid ?? '';
  return useQuery({ queryKey: settingsKey(uid), queryFn: getUserSettings, enabled: uid !== '' });
}

export function useSaveUserSettings() {
  const queryClient = useQueryClient();
  const uid = useSession().user?.uid ?? '';
  return useMutation({
    mutationFn: saveUserSettings,
    onSuccess: (result) => queryClient.setQueryData(settingsKey(uid), result.data),
  });
}
