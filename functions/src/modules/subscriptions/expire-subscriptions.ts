import { effectiveStatus } from '../../contracts/subscription-status';
import type { Clock } from '../../core/clock';
import { db } from '../../core/firebase';
import { companiesRepository } from '../../data/companies';
import { readListingsInTransaction } from '../../data/sync-listings';
import { trialExpiredNotice } from './subscription-mails';
import {
  planName,
  readCompanyRecipientInTransaction,
  subscriptionEventIds,
  tellSubscriptionEvent,
} from './subscription-notifier';

const BATCH = 200;

/**
 * The scheduled job: marks trials and paid periods that have ended as expired. Reads already treat them as
 * expired (effectiveStatus); this keeps the stored status true for queries and the admin views. Each account is
 * re-checked in its own transaction, so a subscription bought meanwhile is never expired. An expired trial is told
 * to the company in that transaction, once: the stored status is the marker, and the notice's id names the trial's
 * end (docs/decisions/0098-subscription-notices.md).
 */
export async function expireSubscriptions(clock: Clock): Promise<number> {
  const now = clock.now();
  const companyIds = await companiesRepository.findLapsedAccounts(now, BATCH);
  let expired = 0;
  for (const companyId of new Set(companyIds)) {
    const changed = await db().runTransaction(async (tx) => {
      const [account, listings, company] = await Promise.all([
        companiesRepository.getAccountInTransaction(tx, companyId),
        readListingsInTransaction(tx, companyId),
        readCompanyRecipientInTransaction(tx, companyId),
      ]);
      if (
        !account ||
        account.subscription.status === 'expired' ||
        effectiveStatus(account.subscription, now) !== 'expired'
      )
        return false;
      const subscription = { ...account.subscription, status: 'expired' as const };
      companiesRepository.setSubscriptionInTransaction(tx, companyId, subscription, now);
      listings.write({ subscription }, now);
      const { status, plan, trialEndsAt } = account.subscription;
      if (status === 'trial' && trialEndsAt) {
        await tellSubscriptionEvent(
          tx,
          { id: subscriptionEventIds.trialExpired(companyId, trialEndsAt), kind: 'trial_expired' },
          company,
          trialExpiredNotice(company, planName(plan), trialEndsAt),
          now,
        );
      }
      return true;
    });
    if (changed) expired += 1;
  }
  return expired;
}
