import { findPlan, FREE_TRIAL_DAYS } from '../../contracts/plans';
import type { StartTrialInput } from '../../contracts/subscription';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { companiesRepository } from '../../data/companies';
import { readListingsInTransaction } from '../../data/sync-listings';
import { DAY_MS } from '../../contracts/durations';

/** inactive -> trial: 7 days of the chosen plan's features, no card. A company has one trial, ever. */
export async function startTrial(
  companyId: string,
  input: StartTrialInput,
  clock: Clock,
): Promise<{ trialEndsAt: Date }> {
  const plan = findPlan(input.planId)!;
  const now = clock.now();
  const trialEndsAt = new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS);
  await db().runTransaction(async (tx) => {
    const [account, listings] = await Promise.all([
      companiesRepository.getAccountInTransaction(tx, companyId),
      readListingsInTransaction(tx, companyId),
    ]);
    if (!account) throw notFound('Company not found');
    if (account.subscription.status !== 'inactive') {
      throw new AppError('CONFLICT', 409, 'Your free trial has already been used. Choose a plan to subscribe.');
    }
    const subscription = {
      plan: plan.id,
      status: 'trial' as const,
      billingPeriod: null,
      trialEndsAt,
      currentPeriodEnd: null,
    };
    companiesRepository.setSubscriptionInTransaction(tx, companyId, subscription, now);
    listings.write({ subscription }, now);
  });
  return { trialEndsAt };
}
