import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingPeriod, PlanId } from '@contracts/plans';
import { apiRequest } from '@/lib/api-client';
import { companyKeys } from '@/lib/api/company-keys';

/** POST /api/companies/subscription/subscribe {planId, billingPeriod} (docs/product.md#subscriptions). */
export function subscribe({ planId, billingPeriod }: { planId: PlanId; billingPeriod: BillingPeriod }) {
  return apiRequest<unknown>('/companies/subscription/subscribe', { method: 'POST', body: { planId, billingPeriod } });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    // The dashboard's plan gates, badge and limits read the subscription: drop what they cached before.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all(undefined) }),
  });
}
