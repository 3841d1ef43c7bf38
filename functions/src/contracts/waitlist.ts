import { z } from 'zod';

export const waitlistTypes = ['mobile_app', 'business_app'] as const;
export type WaitlistType = (typeof waitlistTypes)[number];

/** docs/product.md#waitlist: email required and trimmed; phone optional, null when blank. */
export const joinWaitlistInputSchema = z.strictObject({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  phone: z
    .string()
    .trim()
    .max(32, 'Phone number is too long')
    .regex(/^[+\d\s().-]*$/, 'Please enter a valid phone number.')
    .nullish()
    .transform((value) => (value ? value : null)),
  type: z.enum(waitlistTypes).default('mobile_app'),
});
export type JoinWaitlistInput = z.input<typeof joinWaitlistInputSchema>;

/** The same whether or not the address was already on the list, so the answer cannot be used to probe addresses. */
export const joinWaitlistResultSchema = z.object({ joined: z.literal(true) });
export type JoinWaitlistResult = z.infer<typeof joinWaitlistResultSchema>;

const countSchema = z.object({ total: z.number().int() });
/** The waitlist figures the superadmin overview shows (docs/product.md#waitlist). */
export const waitlistStatsSchema = z.object({
  overall: countSchema,
  byType: z.object({ mobile_app: countSchema, business_app: countSchema }),
});
export type WaitlistStats = z.infer<typeof waitlistStatsSchema>;
