import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeySummary, CreateApiKeyInput, CreatedApiKey } from '@contracts/api-keys';
import { apiRequest } from '@/lib/api-client';
import { companyKeys, withCompanyId } from '@/lib/api/company-keys';

const apiKeysKey = (companyId: string | undefined) => [...companyKeys.all(companyId), 'api-keys'] as const;

/** GET /api/companies/api-keys: the keys with their hint and last use (a superadmin reads the company he opened). */
export function useApiKeys(companyId: string | undefined) {
  return useQuery({
    queryKey: apiKeysKey(companyId),
    queryFn: async () => (await apiRequest<ApiKeySummary[]>(withCompanyId('/companies/api-keys', companyId))).data,
  });
}

/** POST /api/companies/api-keys: answers the key, the only time it is shown. Companies only. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiKeyInput) =>
      (await apiRequest<CreatedApiKey>('/companies/api-keys', { method: 'POST', body: input })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(undefined) }),
  });
}

/** DELETE /api/companies/api-keys/{id}: the key stops working at once. Companies only. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ id: string }>(`/companies/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey(undefined) }),
  });
}
