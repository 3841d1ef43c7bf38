import { useQuery } from '@tanstack/react-query';
import type { PublicCompany } from '@contracts/companies-public';
import type { PublicService } from '@contracts/services';
import { apiRequest } from '@/lib/api-client';

/** GET /api/companies/{companyId}/public (no auth): 404 for unknown, suspended or rejected companies. */
export async function getPublicCompany(companyId: string): Promise<PublicCompany> {
  return (
    await apiRequest<PublicCompany>(`/companies/${encodeURIComponent(companyId)}/public`, { authenticated: false })
  ).data;
}

/** GET /api/companies/{companyId}/services/public (no auth): the company's active services. */
export async function listPublicCompanyServices(companyId: string): Promise<PublicService[]> {
  return (
    await apiRequest<PublicService[]>(`/companies/${encodeURIComponent(companyId)}/services/public`, {
      authenticated: false,
    })
  ).data;
}

export function usePublicCompany(companyId: string) {
  return useQuery({ queryKey: ['public-company', companyId], queryFn: () => getPublicCompany(companyId) });
}

export function usePublicCompanyServices(companyId: string) {
  return useQuery({
    queryKey: ['public-company', companyId, 'services'],
    queryFn: () => listPublicCompanyServices(companyId),
  });
}
