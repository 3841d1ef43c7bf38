import { createHash } from 'node:crypto';
import { findPlan, type BillingPeriod, type Plan } from '../../contracts/plans';
import { addBillingPeriod, effectiveStatus } from '../../contracts/subscription-status';
import type { BillingProvider, ChargeResult } from '../../core/billing';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { companiesRepository, type CompanyAccountDoc } from '../../data/companies';
import { readListingsInTransaction } from '../../data/sync-listings';
import { purchaseKind, purchaseNotice } from './subscription-mails';
import {
  readCompanyRecipientInTransaction,
  subscriptionEventIds,
  tellSubscriptionEvent,
} from './subscription-notifier';

export interface SubscribeRequest {
  planId: string;
  billingPeriod: BillingPeriod;
}

/**
 * Starts (or changes) a paid subscription. The provider is charged once, before and outside the transaction (a
 * transaction callback may run again when it loses a race), with a key naming the purchase; the transaction then
 * records the new period and the invoice, whose id is that key. A failure between the two is repaired by asking
 * again: the account has not changed, so the key is the same, the provider answers with the first charge and
 * the invoice is recorded once, and the company told of it once, in the app and by email (started or renewed:
 * `purchaseKind`). Subscribing again to the plan and period already running is a conflict.
 */
export async function subscribe(
  companyId: string,
  request: SubscribeRequest,
  billing: BillingProvider,
  clock: Clock,
): Promise<{ currentPeriodEnd: Date }> {
  const plan = findPlan(request.planId)!;
  const now = clock.now();
  const account = await companiesRepository.getAccount(companyId);
  if (!account) throw notFound('Company not found');
  checkNotRunning(account, plan, request.billingPeriod, now);

  const idempotencyKey = purchaseKey(companyId, plan, request.billingPeriod, account);
  const charge = await billing.charge({ companyId, plan, billingPeriod: request.billingPeriod, now, idempotencyKey });
  const currentPeriodEnd = addBillingPeriod(now, request.billingPeriod);
  await recordPurchase(companyId, plan, request.billingPeriod, charge, idempotencyKey, { now, currentPeriodEnd });
  return { currentPeriodEnd };
}

function checkNotRunning(account: CompanyAccountDoc, plan: Plan, billingPeriod: BillingPeriod, now: Date): void {
  const current = account.subscription;
  if (
    effectiveStatus(current, now) === 'active' &&
    current.plan === plan.id &&
    current.billingPeriod === billingPeriod
  ) {
    throw new AppError('CONFLICT', 409, `You are already subscribed to the ${plan.name} plan.`);
  }
}

/** Same company, plan, period and account state (its last change) -> same key: a retried request pays once. */
function purchaseKey(companyId: string, plan: Plan, billingPeriod: BillingPeriod, account: CompanyAccountDoc): string {
  const version = account.updatedAt.toISOString();
  return createHash('sha256').update([companyId, plan.id, billingPeriod, version].join('|')).digest('hex').slice(0, 40);
}

async function recordPurchase(
  companyId: string,
  plan: Plan,
  billingPeriod: BillingPeriod,
  charge: ChargeResult,
  invoiceId: string,
  period: { now: Date; currentPeriodEnd: Date },
): Promise<void> {
  const { now, currentPeriodEnd } = period;
  await db().runTransaction(async (tx) => {
    const [account, listings, recorded, company] = await Promise.all([
      companiesRepository.getAccountInTransaction(tx, companyId),
      readListingsInTransaction(tx, companyId),
      companiesRepository.hasInvoiceInTransaction(tx, companyId, invoiceId),
      readCompanyRecipientInTransaction(tx, companyId),
    ]);
    if (!account) throw notFound('Company not found');
    if (recorded) return;
    const subscription = {
      plan: plan.id,
      status: 'active' as const,
      billingPeriod,
      trialEndsAt: account.subscription.trialEndsAt,
      currentPeriodEnd,
    };
    companiesRepository.setSubscriptionInTransaction(tx, companyId, subscription, now);
    listings.write({ subscription }, now);
    companiesRepository.addInvoiceInTransaction(tx, companyId, invoiceId, {
      plan: plan.id,
      billingPeriod,
      amount: charge.amount,
      currency: charge.currency,
      provider: charge.provider,
      externalId: charge.externalId,
      periodStart: now,
      periodEnd: currentPeriodEnd,
      createdAt: now,
    });
    const kind = purchaseKind(account.subscription, plan.id);
    await tellSubscriptionEvent(
      tx,
      { id: subscriptionEventIds.purchase(invoiceId), kind: `subscription_${kind}` },
      company,
      purchaseNotice(company, kind, {
        plan: plan.name,
        billingPeriod,
        amount: charge.amount,
        periodEnd: currentPeriodEnd,
      }),
      now,
    );
  });
}
