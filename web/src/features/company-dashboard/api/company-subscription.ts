import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice, SubscriptionView } from '@contracts/subscription';
import { apiRequest } from '@/lib/api-client';
import { companyKeys, withCompanyId } from '@/lib/api/company-keys';

/** GET /api/subscription: status, label, days left, features, limits and usage of the acting company. */
export async function getCompanySubscription(companyId: string | undefined): Promise<SubscriptionView> {
  return (await apiRequest<SubscriptionView>(withCompanyId('/subscription', companyId))).data;
}

export function useCompanySubscription(companyId: string | undefined) {
  return useQuery({ queryKey: companyKeys.subscription(companyId), queryFn: () => getCompanySubscription(companyId) });
}

/** GET /api/companies/subscription/invoices: what the billing provider recorded, newest first. */
export function useCompanyInvoices(companyId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: companyKeys.invoices(companyId),
    queryFn: async () =>
      (await apiRequest<Invoice[]>(withCompanyId('/companies/subscription/invoices', companyId))).data,
    enabled,
  });
}

/** POST /api/companies/subscription/cancel: access stays until the period end; answers the new view and a message. */
export function cancelCompanySubscription() {
  return apiRequest<SubscriptionView>('/companies/subscription/cancel', { method: 'POST' });
}

export function useCancelCompanySubscription(companyId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCompanySubscription,
    onSuccess: (result) => queryClient.setQueryData(companyKeys.subscription(companyId), result.data),
  });
}
