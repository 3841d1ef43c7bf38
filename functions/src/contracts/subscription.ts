import { z } from 'zod';
import { billingPeriods, planFeatures, planIds } from './plans';
import { subscriptionStatuses } from './company';

export const startTrialInputSchema = z.strictObject({
  planId: z.enum(planIds, { error: 'Choose the Starter, Professional or Enterprise plan.' }),
});
export type StartTrialInput = z.infer<typeof startTrialInputSchema>;

export const subscribeInputSchema = z.strictObject({
  planId: z.enum(planIds, { error: 'Choose the Starter, Professional or Enterprise plan.' }),
  billingPeriod: z.enum(billingPeriods, { error: 'Billing period must be monthly or yearly.' }).default('monthly'),
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

/** What GET /api/subscription answers. */
/** An invoice the billing provider recorded, as the plan panel lists it. */
export const invoiceSchema = z.object({
  id: z.string(),
  plan: z.enum(planIds),
  planName: z.string(),
  billingPeriod: z.enum(billingPeriods),
  amount: z.number(),
  currency: z.literal('USD'),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
/** The plan panel shows the latest invoices; older ones are for support. */
export const INVOICES_SHOWN = 24;

export const subscriptionViewSchema = z.object({
  plan: z.enum(planIds).nullable(),
  planName: z.string().nullable(),
  status: z.enum(subscriptionStatuses),
  billingPeriod: z.enum(billingPeriods).nullable(),
  trialEndsAt: z.iso.datetime().nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  daysLeft: z.number().int(),
  hasAccess: z.boolean(),
  label: z.string(),
  features: z.array(z.enum(planFeatures)),
  limits: z.object({ maxServices: z.number(), maxEmployees: z.number(), maxBookingsPerMonth: z.number() }),
  usage: z.object({ services: z.number(), employees: z.number(), bookingsThisMonth: z.number() }),
  enforcement: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;
