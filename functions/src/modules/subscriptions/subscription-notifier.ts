import type { Transaction } from 'firebase-admin/firestore';
import { findPlan, type PlanId } from '../../contracts/plans';
import { companiesRepository } from '../../data/companies';
import { takesEmail, usersRepository } from '../../data/users';
import type { MailRecipient } from '../mail';
import { tellEvent } from '../notifications';
import { PLAN_PANEL_PATH, type SubscriptionNotice, type ToldCompany } from './subscription-mails';

/** What a subscription mail's topic says it is about (docs/decisions/0098-subscription-notices.md). */
export type SubscriptionEventKind =
  'trial_ending' | 'trial_expired' | 'subscription_started' | 'subscription_renewed' | 'subscription_cancelled';

/** The company as its notices need it: name and zone for the words, its address and email choice for the mail. */
export interface CompanyRecipient extends ToldCompany {
  mail: MailRecipient;
}

/** A zone for a company saved before it had one, as the subscription screen reads it. */
const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * Reads the company and its user's settings in the event's transaction, before its writes, so the mail follows the
 * email choice saved before the event.
 */
export async function readCompanyRecipientInTransaction(tx: Transaction, companyId: string): Promise<CompanyRecipient> {
  const [company, user] = await Promise.all([
    companiesRepository.getInTransaction(tx, companyId),
    tx.get(usersRepository.ref(companyId)),
  ]);
  return {
    id: companyId,
    name: company?.name ?? '',
    timeZone: company?.timezone || DEFAULT_TIME_ZONE,
    mail: { address: company?.email ?? '', takesEmail: takesEmail(usersRepository.fromSnapshot(user)) },
  };
}

/** The plan's name for the notices' words. */
export const planName = (planId: PlanId | null) => (planId && findPlan(planId)?.name) || 'Petnest';

/** An instant in an id: minutes in UTC, `202612011600`. */
const stamp = (at: Date) => at.toISOString().slice(0, 16).replace(/[-:T]/g, '');

/**
 * Ids from the event, so a retried request or a job run twice writes nothing twice: a trial's notices name its end
 * (a company has one trial), a purchase its invoice (the purchase key), a cancellation the paid period it ends.
 */
export const subscriptionEventIds = {
  trialEnding: (companyId: string, trialEndsAt: Date) => `trial-ending-${companyId}-${stamp(trialEndsAt)}`,
  trialExpired: (companyId: string, trialEndsAt: Date) => `trial-expired-${companyId}-${stamp(trialEndsAt)}`,
  purchase: (invoiceId: string) => `subscription-${invoiceId}`,
  cancelled: (companyId: string, periodEnd: Date) => `subscription-cancelled-${companyId}-${stamp(periodEnd)}`,
};

/** Tells the company one subscription event, in the app and by email, in the event's transaction. */
export async function tellSubscriptionEvent(
  tx: Transaction,
  event: { id: string; kind: SubscriptionEventKind },
  company: CompanyRecipient,
  notice: SubscriptionNotice,
  now: Date,
): Promise<void> {
  await tellEvent(
    tx,
    {
      id: event.id,
      uid: company.id,
      item: { kind: 'subscription', title: notice.title, body: notice.body, link: PLAN_PANEL_PATH },
      mail: {
        role: 'company',
        recipient: company.mail,
        content: notice.mail,
        about: { topic: { kind: event.kind, companyId: company.id } },
      },
    },
    now,
  );
}
