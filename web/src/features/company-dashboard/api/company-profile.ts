import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyProfile, CompanyProfileInput } from '@contracts/company-profile';
import { apiRequest } from '@/lib/api-client';
import { companyKeys, withCompanyId } from '@/lib/api/company-keys';

/** GET /api/companies/profile: the whole profile (also the sidebar's name and logo). */
export async function getCompanyProfile(companyId: string | undefined): Promise<CompanyProfile> {
  return (await apiRequest<CompanyProfile>(withCompanyId('/companies/profile', companyId))).data;
}

export function useCompanyProfile(companyId: string | undefined) {
  return useQuery({ queryKey: companyKeys.profile(companyId), queryFn: () => getCompanyProfile(companyId) });
}

/** PUT /api/companies/profile: merges what is sent; answers the saved profile and the verification message. */
export function updateCompanyProfile(companyId: string | undefined, input: CompanyProfileInput) {
  return apiRequest<CompanyProfile>(withCompanyId('/companies/profile', companyId), { method: 'PUT', body: input });
}

export function useUpdateCompanyProfile(companyId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyProfileInput) => updateCompanyProfile(companyId, input),
    onSuccess: async (result) => {
      queryClient.setQueryData(companyKeys.profile(companyId), result.data);
      // Verification and the name follow into the services' listings and the overview's numbers.
      await queryClient.invalidateQueries({ queryKey: companyKeys.services(companyId) });
    },
  });
}
