import { formatCurrency, formatMomentInZone } from '../../contracts/format';
import type { BillingPeriod, PlanId } from '../../contracts/plans';
import { daysLeft, type SubscriptionState } from '../../contracts/subscription-status';
import type { MailContent } from '../mail';

/** The company a subscription event is told to (docs/decisions/0098-subscription-notices.md). */
export interface ToldCompany {
  id: string;
  name: string;
  timeZone: string;
}

/** One event's words: the in-app item's title and body, and the email drawn by the shared layout. */
export interface SubscriptionNotice {
  title: string;
  body: string;
  mail: MailContent;
}

/** The plan panel of the company dashboard: every subscription notice opens it. */
export const PLAN_PANEL_PATH = '/company/dashboard?panel=plan';

const reason = 'you run a company on Petnest';

/** What every subscription notice shares: the greeting, the button to the plan panel, the footer's reason. */
function notice(
  company: ToldCompany,
  title: string,
  body: string,
  mail: Omit<MailContent, 'greeting' | 'reason' | 'hasSettings' | 'action'> & { actionLabel: string },
): SubscriptionNotice {
  const { actionLabel, ...content } = mail;
  return {
    title,
    body,
    mail: {
      ...content,
      greeting: `Hello ${company.name || 'there'},`,
      action: { label: actionLabel, path: PLAN_PANEL_PATH },
      reason,
      hasSettings: true,
    },
  };
}

/** Days left as the trial banner counts them: a run that came late says 2 or 1, not 3. */
const inDays = (days: number) => (days === 1 ? 'in 1 day' : `in ${days} days`);

/** About three days before a trial ends (told at `now`). */
export function trialEndingNotice(
  company: ToldCompany,
  plan: string,
  trialEndsAt: Date,
  now: Date,
): SubscriptionNotice {
  const ends = formatMomentInZone(trialEndsAt, company.timeZone);
  const left = inDays(daysLeft(trialEndsAt, now));
  return notice(
    company,
    `Your ${plan} trial ends ${left}`,
    `Your free trial ends on ${ends}. Subscribe to keep your services on the marketplace.`,
    {
      subject: `Your Petnest ${plan} trial ends ${left}`,
      heading: 'Your free trial ends soon',
      paragraphs: [
        `Your free trial of the ${plan} plan ends on ${ends}.`,
        'Subscribe before then to keep taking bookings: when the trial ends, your services leave the marketplace until you choose a plan.',
      ],
      facts: [
        ['Plan', plan],
        ['Trial ends', ends],
      ],
      actionLabel: 'Choose your plan',
    },
  );
}

/** The trial has ended and the company did not subscribe. */
export function trialExpiredNotice(company: ToldCompany, plan: string, trialEndsAt: Date): SubscriptionNotice {
  const ended = formatMomentInZone(trialEndsAt, company.timeZone);
  return notice(
    company,
    `Your ${plan} trial has ended`,
    `Your free trial ended on ${ended}. Subscribe to list your services again.`,
    {
      subject: `Your Petnest ${plan} trial has ended`,
      heading: 'Your free trial has ended',
      paragraphs: [
        `Your free trial of the ${plan} plan ended on ${ended}.`,
        'Your services are off the marketplace for now. Subscribe to a plan and they are listed again at once, with everything you set up.',
      ],
      facts: [
        ['Plan', plan],
        ['Trial ended', ended],
      ],
      actionLabel: 'Subscribe now',
    },
  );
}

/** What a purchase is told as: the first paid period of a plan, or another one of the plan paid before. */
export type PurchaseKind = 'started' | 'renewed';

/**
 * Petnest charges no period by itself, so a renewal is the company paying again for the plan of its last paid
 * period (active, cancelled or expired since, either billing period); a first plan, a trial turned paid or a change
 * of plan starts one (docs/decisions/0098-subscription-notices.md).
 */
export function purchaseKind(
  previous: Pick<SubscriptionState, 'plan' | 'currentPeriodEnd'>,
  planId: PlanId,
): PurchaseKind {
  return previous.currentPeriodEnd !== null && previous.plan === planId ? 'renewed' : 'started';
}

/** A paid period recorded: started or renewed, with what was charged and until when it runs. */
export function purchaseNotice(
  company: ToldCompany,
  kind: PurchaseKind,
  purchase: { plan: string; billingPeriod: BillingPeriod; amount: number; periodEnd: Date },
): SubscriptionNotice {
  const until = formatMomentInZone(purchase.periodEnd, company.timeZone);
  const amount = `${formatCurrency(purchase.amount)} ${purchase.billingPeriod}`;
  const verb = kind === 'started' ? 'started' : 'renewed';
  return notice(
    company,
    `Your ${purchase.plan} subscription has ${verb}`,
    `${purchase.plan} (${amount}) runs until ${until}.`,
    {
      subject: `Your Petnest ${purchase.plan} subscription has ${verb}`,
      heading: kind === 'started' ? `Welcome to ${purchase.plan}` : `Your ${purchase.plan} plan is renewed`,
      paragraphs: [
        kind === 'started'
          ? `Thank you for subscribing. Your ${purchase.plan} plan is active now and runs until ${until}.`
          : `Thank you for staying with us. Your ${purchase.plan} plan runs for another period, until ${until}.`,
        'Your invoice is in the plan panel of your dashboard.',
      ],
      facts: [
        ['Plan', purchase.plan],
        ['Billing', amount],
        ['Paid until', until],
      ],
      actionLabel: 'See your plan',
    },
  );
}

/** The company cancelled: access stays until the end of the paid period. */
export function cancelledNotice(company: ToldCompany, plan: string, accessUntil: Date): SubscriptionNotice {
  const until = formatMomentInZone(accessUntil, company.timeZone);
  return notice(company, `Your ${plan} subscription is cancelled`, `You keep every feature until ${until}.`, {
    subject: `Your Petnest ${plan} subscription is cancelled`,
    heading: 'Your subscription is cancelled',
    paragraphs: [
      `Your ${plan} subscription is cancelled. You keep every feature, and your services stay on the marketplace, until ${until}.`,
      'Changed your mind? Subscribe again from your plan panel at any time.',
    ],
    facts: [
      ['Plan', plan],
      ['Access until', until],
    ],
    actionLabel: 'See your plan',
  });
}
