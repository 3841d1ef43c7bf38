import type { Clock } from '../../core/clock';
import { db } from '../../core/firebase';
import { JobItems } from '../../core/job-items';
import { companiesRepository, type EndingTrial } from '../../data/companies';
import { trialEndingNotice } from './subscription-mails';
import {
  planName,
  readCompanyRecipientInTransaction,
  subscriptionEventIds,
  tellSubscriptionEvent,
} from './subscription-notifier';
import { DAY_MS } from '../../contracts/durations';

/** A trial's notice goes out this long before its end (docs/decisions/0098-subscription-notices.md). */
export const TRIAL_NOTICE_LEAD_MS = 3 * DAY_MS;
const PAGE = 300;

/**
 * The hourly job: every running trial that ends within the next 3 days and has not been told of that end gets one
 * notice, in the app and by email as the company's settings say. Each account is checked again in its own
 * transaction (still a trial, still ending then, not told), which also marks it, so a run that repeats, overlaps
 * another or comes late tells nobody twice, and a company that subscribed meanwhile hears nothing. One company that
 * fails does not stop the others (JobItems).
 */
export async function sendTrialEndingNotices(clock: Clock): Promise<number> {
  const now = clock.now();
  const until = new Date(now.getTime() + TRIAL_NOTICE_LEAD_MS);
  const items = new JobItems('sendTrialEndingNotices');
  let told = 0;
  for (let after: EndingTrial | undefined; ;) {
    const due = await companiesRepository.trialsEndingBetween(now, until, PAGE, after);
    for (const candidate of due) {
      if (candidate.trialEndingToldFor?.getTime() === candidate.trialEndsAt.getTime()) continue;
      if (await items.run(candidate.companyId, () => tellTrialEnding(candidate, now, until))) told += 1;
    }
    if (due.length < PAGE) return items.finish(told);
    after = due[due.length - 1];
  }
}

async function tellTrialEnding(candidate: EndingTrial, now: Date, until: Date): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const [account, company] = await Promise.all([
      companiesRepository.getAccountInTransaction(tx, candidate.companyId),
      readCompanyRecipientInTransaction(tx, candidate.companyId),
    ]);
    const trialEndsAt = account?.subscription.trialEndsAt;
    if (
      !account ||
      account.subscription.status !== 'trial' ||
      !trialEndsAt ||
      trialEndsAt.getTime() <= now.getTime() ||
      trialEndsAt.getTime() > until.getTime() ||
      account.trialEndingToldFor?.getTime() === trialEndsAt.getTime()
    )
      return false;
    companiesRepository.markTrialEndingToldInTransaction(tx, candidate.companyId, trialEndsAt);
    await tellSubscriptionEvent(
      tx,
      { id: subscriptionEventIds.trialEnding(candidate.companyId, trialEndsAt), kind: 'trial_ending' },
      company,
      trialEndingNotice(company, planName(account.subscription.plan), trialEndsAt, now),
      now,
    );
    return true;
  });
}
