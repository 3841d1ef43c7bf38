import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyService, DeletedService, ServiceInput } from '@contracts/services';
import { apiRequest } from '@/lib/api-client';
import { companyKeys, withCompanyId } from '@/lib/api/company-keys';

/** GET /api/services: every service of the acting company, active or not. */
export async function listCompanyServices(companyId: string | undefined): Promise<CompanyService[]> {
  return (await apiRequest<CompanyService[]>(withCompanyId('/services', companyId))).data;
}

export function useCompanyServices(companyId: string | undefined) {
  return useQuery({ queryKey: companyKeys.services(companyId), queryFn: () => listCompanyServices(companyId) });
}

/** Adding or removing a service moves the plan usage too. */
function useRefreshServices(companyId: string | undefined) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKeys.services(companyId) }),
      queryClient.invalidateQueries({ queryKey: companyKeys.subscription(companyId) }),
      queryClient.invalidateQueries({ queryKey: companyKeys.profile(companyId) }),
    ]);
  };
}

/** POST /api/services (the service form). */
export function useCreateService(companyId: string | undefined) {
  const refresh = useRefreshServices(companyId);
  return useMutation({
    mutationFn: (input: ServiceInput) =>
      apiRequest<CompanyService>(withCompanyId('/services', companyId), { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** PUT /api/services/{id}: the full form. */
export function useUpdateService(companyId: string | undefined) {
  const refresh = useRefreshServices(companyId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ServiceInput }) =>
      apiRequest<CompanyService>(withCompanyId(`/services/${encodeURIComponent(id)}`, companyId), {
        method: 'PUT',
        body: input,
      }),
    onSuccess: refresh,
  });
}

/** PUT /api/services/{id} with only `{ isActive }`: the card's toggle (docs/product.md#validation). */
export function useToggleService(companyId: string | undefined) {
  const refresh = useRefreshServices(companyId);
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiRequest<CompanyService>(withCompanyId(`/services/${encodeURIComponent(id)}`, companyId), {
        method: 'PUT',
        body: { isActive },
      }),
    onSuccess: refresh,
  });
}

/** DELETE /api/services/{id}: also cancels the service's future bookings. */
export function useDeleteService(companyId: string | undefined) {
  const refresh = useRefreshServices(companyId);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<DeletedService>(withCompanyId(`/services/${encodeURIComponent(id)}`, companyId), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
