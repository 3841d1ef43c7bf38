import { effectiveStatus } from '../../contracts/subscription-status';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { companiesRepository } from '../../data/companies';
import { cancelledNotice } from './subscription-mails';
import {
  planName,
  readCompanyRecipientInTransaction,
  subscriptionEventIds,
  tellSubscriptionEvent,
} from './subscription-notifier';

/**
 * active -> cancelled: access stays until the end of the paid period, then the subscription expires. The company is
 * told in the same transaction; the notice's id names the period it ends, and cancelling twice is a conflict.
 */
export async function cancelSubscription(companyId: string, clock: Clock): Promise<{ accessUntil: Date }> {
  const now = clock.now();
  return db().runTransaction(async (tx) => {
    const [account, company] = await Promise.all([
      companiesRepository.getAccountInTransaction(tx, companyId),
      readCompanyRecipientInTransaction(tx, companyId),
    ]);
    if (!account) throw notFound('Company not found');
    const current = account.subscription;
    if (effectiveStatus(current, now) !== 'active' || !current.currentPeriodEnd) {
      throw new AppError('CONFLICT', 409, 'There is no active paid subscription to cancel.');
    }
    companiesRepository.setSubscriptionInTransaction(tx, companyId, { ...current, status: 'cancelled' }, now);
    await tellSubscriptionEvent(
      tx,
      { id: subscriptionEventIds.cancelled(companyId, current.currentPeriodEnd), kind: 'subscription_cancelled' },
      company,
      cancelledNotice(company, planName(current.plan), current.currentPeriodEnd),
      now,
    );
    return { accessUntil: current.currentPeriodEnd };
  });
}
