import { findPlan, type BillingPeriod } from '../../contracts/plans';
import { addBillingPeriod, effectiveStatus } from '../../contracts/subscription';
import type { BillingProvider } from '../../core/billing';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { companiesRepository } from '../companies/companies.repository';
import { readListingsInTransaction } from '../services/sync-listings';

export interface SubscribeRequest {
  planId: string;
  billingPeriod: BillingPeriod;
}

/**
 * Starts (or changes) a paid subscription through the billing provider and records the invoice with the new
 * period in one transaction. Subscribing again to the plan and period already running is a conflict.
 */
export async function subscribe(companyId: string, request: SubscribeRequest, billing: BillingProvider, clock: Clock): Promise<{ currentPeriodEnd: Date }> {
  const plan = findPlan(request.planId)!;
  const now = clock.now();
  const currentPeriodEnd = addBillingPeriod(now, request.billingPeriod);
  await db().runTransaction(async (tx) => {
    const [account, listings] = await Promise.all([
      companiesRepository.getAccountInTransaction(tx, companyId),
      readListingsInTransaction(tx, companyId),
    ]);
    if (!account) throw notFound('Company not found');
    const current = account.subscription;
    if (effectiveStatus(current, now) === 'active' && current.plan === plan.id && current.billingPeriod === request.billingPeriod) {
      throw new AppError('CONFLICT', 409, `You are already subscribed to the ${plan.name} plan.`);
    }
    const charge = await billing.charge({ companyId, plan, billingPeriod: request.billingPeriod, now });
    const subscription = { plan: plan.id, status: 'active' as const, billingPeriod: request.billingPeriod, trialEndsAt: current.trialEndsAt, currentPeriodEnd };
    companiesRepository.setSubscriptionInTransaction(tx, companyId, subscription, now);
    listings.write({ subscription }, now);
    companiesRepository.addInvoiceInTransaction(tx, companyId, {
      plan: plan.id,
      billingPeriod: request.billingPeriod,
      amount: charge.amount,
      currency: charge.currency,
      provider: charge.provider,
      externalId: charge.externalId,
      periodStart: now,
      periodEnd: currentPeriodEnd,
      createdAt: now,
    });
  });
  return { currentPeriodEnd };
}
