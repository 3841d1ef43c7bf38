import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '@contracts/plans';
import { apiRequest } from '@/lib/api-client';
import { companyKeys } from '@/lib/api/company-keys';

/** POST /api/companies/subscription/trial {planId} (docs/product.md#subscriptions). */
export function startTrial(planId: PlanId) {
  return apiRequest<unknown>('/companies/subscription/trial', { method: 'POST', body: { planId } });
}

export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    // The dashboard's plan gates, badge and limits read the subscription: drop what they cached before.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all(undefined) }),
  });
}
