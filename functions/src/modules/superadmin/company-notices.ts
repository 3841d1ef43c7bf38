import type { Transaction } from 'firebase-admin/firestore';
import type { MailContent, QueuedMailAbout } from '../mail';
import { tellEvent } from '../notifications';

export type SanctionStatus = 'suspended' | 'rejected';

interface MailedCompany {
  id: string;
  name: string;
  email: string;
}

const COMPANY_DASHBOARD = '/company/dashboard';
const reason = 'a Petnest administrator changed the standing of your company';

/**
 * The notice to a company a superadmin has just verified (the "company approval email" of
 * docs/product.md#platform-settings), in the verify transaction; written only while `companyApprovalEmail` is on,
 * whatever the company's own email setting: like a sanction, it is a notice about the account, not a message it
 * chose to get (so its footer does not point to the settings).
 */
function verifiedNotice(company: MailedCompany): StandingNotice {
  return {
    title: 'Your company is verified',
    body: 'Pet owners now see the verified badge on your profile and services.',
    mail: {
      subject: `${company.name} is verified on Petnest`,
      greeting: `Hello ${company.name},`,
      paragraphs: [
        'Your company has been verified by the Petnest team. Pet owners now see the verified badge on your profile and services.',
      ],
    },
    about: { topic: { kind: 'company_verified', companyId: company.id }, switch: 'companyApprovalEmail' },
  };
}

/**
 * The notice to a company a superadmin has just suspended or rejected, with the reason given
 * (docs/decisions/0088-moderation-with-reasons.md); written while `emailEnabled` is on, whatever the company's own
 * settings: it says why its services left the marketplace.
 */
function sanctionNotice(company: MailedCompany, status: SanctionStatus, sanctionReason: string): StandingNotice {
  return {
    title: `Your company was ${status}`,
    body: `Your services and public page are hidden from pet owners. Reason: ${sanctionReason}`,
    mail: {
      subject: `${company.name || 'Your company'} was ${status} on Petnest`,
      greeting: `Hello ${company.name || 'there'},`,
      paragraphs: [
        `The Petnest team ${status} your company: your services and your public page are hidden from pet owners.`,
        `Reason: ${sanctionReason}`,
        'You can still sign in. Please contact support if you have questions.',
      ],
    },
    about: { topic: { kind: `company_${status}`, companyId: company.id, reason: sanctionReason } },
  };
}

/** The verified notice (in the app and by email), in the verify transaction. */
export const tellCompanyVerified = (tx: Transaction, company: MailedCompany, auditId: string, now: Date) =>
  tellCompanyStanding(tx, company, auditId, verifiedNotice(company), now);

/** The suspension or rejection notice (in the app and by email) with its reason, in the status transaction. */
export const tellCompanySanctioned = (
  tx: Transaction,
  company: MailedCompany,
  status: SanctionStatus,
  sanctionReason: string,
  auditId: string,
  now: Date,
) => tellCompanyStanding(tx, company, auditId, sanctionNotice(company, status, sanctionReason), now);

/** What one standing notice says; its title heads both the in-app item and the mail. */
interface StandingNotice {
  title: string;
  body: string;
  mail: Pick<MailContent, 'subject' | 'greeting' | 'paragraphs'>;
  about: QueuedMailAbout;
}

/**
 * A standing notice as an in-app item and a mail to the company, both pointing to its dashboard, in the moderation's
 * transaction. Its id is the audit entry of the decision (docs/decisions/0092-booking-emails.md).
 */
function tellCompanyStanding(
  tx: Transaction,
  company: MailedCompany,
  auditId: string,
  notice: StandingNotice,
  now: Date,
): Promise<void> {
  return tellEvent(
    tx,
    {
      id: `company-${company.id}-${auditId}`,
      uid: company.id,
      item: { kind: 'company_standing', title: notice.title, body: notice.body, link: COMPANY_DASHBOARD },
      mail: {
        role: 'company',
        recipient: { address: company.email, takesEmail: true },
        content: {
          ...notice.mail,
          heading: notice.title,
          action: { label: 'Open your dashboard', path: COMPANY_DASHBOARD },
          reason,
          hasSettings: false,
        },
        about: notice.about,
      },
    },
    now,
  );
}
