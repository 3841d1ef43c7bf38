import { useMutation } from '@tanstack/react-query';
import type { PlanId } from '@contracts/plans';
import { apiRequest } from '@/lib/api-client';

/** POST /api/companies/subscription/trial {planId} (document 1 section 7). */
export function startTrial(planId: PlanId) {
  return apiRequest<unknown>('/companies/subscription/trial', { method: 'POST', body: { planId } });
}

export function useStartTrial() {
  return useMutation({ mutationFn: startTrial });
}
