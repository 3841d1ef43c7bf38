import { useMutation } from '@tanstack/react-query';
import { joinWaitlistInputSchema, type JoinWaitlistResult, type WaitlistType } from '@contracts/waitlist';
import { apiRequest } from '@/lib/api-client';
import type { z } from 'zod';

/** The form's part of the contract: email (required, trimmed) and phone (optional, null when blank). */
export const waitlistFormSchema = joinWaitlistInputSchema.pick({ email: true, phone: true });
export type WaitlistFormOutput = z.output<typeof waitlistFormSchema>;

/** POST /api/waitlist, no auth (docs/product.md#waitlist). */
export function joinWaitlist(input: WaitlistFormOutput & { type: WaitlistType }) {
  return apiRequest<JoinWaitlistResult>('/waitlist', {
    method: 'POST',
    authenticated: false,
    body: { email: input.email, phone: input.phone, type: input.type },
  });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
