import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteChange, FavoriteCompany } from '@contracts/owners';
import { apiRequest } from '@/lib/api-client';
import { ownerKeys, useOwnerId } from '@/lib/api/owner-keys';

/** GET /api/pet-owners/favorites: the companies the owner saved, the latest first. */
export function useFavorites({ enabled = true }: { enabled?: boolean } = {}) {
  const uid = useOwnerId();
  return useQuery({
    queryKey: ownerKeys.favorites(uid),
    queryFn: async () => (await apiRequest<FavoriteCompany[]>('/pet-owners/favorites')).data,
    enabled: enabled && uid !== '',
  });
}

/** PUT (save) or DELETE (remove) /api/pet-owners/favorites/{companyId}; the list and the dashboard's count follow. */
export function useSetFavorite() {
  const uid = useOwnerId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyId, save }: { companyId: string; save: boolean }) =>
      (
        await apiRequest<FavoriteChange>(`/pet-owners/favorites/${encodeURIComponent(companyId)}`, {
          method: save ? 'PUT' : 'DELETE',
        })
      ).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerKeys.favorites(uid) }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.dashboardStats(uid) }),
      ]),
  });
}
