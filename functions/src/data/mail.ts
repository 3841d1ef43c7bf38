import type { Transaction } from 'firebase-admin/firestore';
import type { PlatformSettings } from '../contracts/platform-settings';
import { db } from '../core/firebase';
import { converter } from './converter';
import type { QueryShape } from './query-shape';
import { platformSettingsRepository } from './platform-settings';

/**
 * mail/{id}: outgoing email in the format of the Firebase "Trigger Email" extension (docs/architecture.md#data-model).
 * Nothing sends them on the emulators; in production the extension does.
 */
export interface MailDoc {
  to: string;
  message: { subject: string; text: string; html?: string };
  /** What the mail is about, for support and tests; the extension ignores it. */
  topic: { kind: string; bookingId?: string; companyId?: string; reason?: string };
  createdAt: Date;
}

/** A notification setting that must be on, besides `emailEnabled`, for a kind of mail to be written. */
export type MailSwitch = keyof Pick<
  PlatformSettings['notifications'],
  'bookingConfirmationEmail' | 'userWelcomeEmail' | 'companyApprovalEmail'
>;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  topic: MailDoc['topic'];
  switch?: MailSwitch;
}

const mails = () => db().collection('mail').withConverter(converter<MailDoc>());

/** Every query shape below, for firestore-indexes.test.ts. */
export const mailQueryShapes: QueryShape[] = [
  { query: 'latest', collection: 'mail', scope: 'collection', orderBy: [['createdAt', 'desc']] },
];

export const mailRepository = {
  /** The latest mails, newest first: what `npm run outbox` shows a developer. */
  async latest(limit: number): Promise<Array<MailDoc & { id: string }>> {
    const snapshot = await mails().orderBy('createdAt', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
  },

  /**
   * Queues a mail in the same transaction as the change it tells about; an address-less recipient gets none, and
   * none is written while the notification settings switch it off. The switches come from the cached settings
   * (at most a few seconds old), not a transaction read: a read there would make every change that mails contend
   * with every settings save.
   */
  async queueInTransaction(tx: Transaction, mail: OutgoingMail, now: Date): Promise<void> {
    if (!mail.to) return;
    const { notifications } = await platformSettingsRepository.get();
    if (!notifications.emailEnabled || (mail.switch && !notifications[mail.switch])) return;
    const doc: MailDoc = {
      to: mail.to,
      message: { subject: mail.subject, text: mail.text },
      topic: mail.topic,
      createdAt: now,
    };
    tx.create(mails().doc(), doc);
  },
};

/**
 * The mail to a company a superadmin has just verified (the "company approval email" of docs/product.md#platform-settings), for the verify
 * endpoint to queue in its transaction; written only while `companyApprovalEmail` is on.
 */
export function queueCompanyApprovalMail(
  tx: Transaction,
  company: { id: string; name: string; email: string },
  now: Date,
): Promise<void> {
  return mailRepository.queueInTransaction(
    tx,
    {
      to: company.email,
      subject: `${company.name} is verified on Petnest`,
      text: [
        `Hello ${company.name},`,
        'Your company has been verified by the Petnest team. Pet owners now see the verified badge on your profile and services.',
      ].join('\n\n'),
      topic: { kind: 'company_verified', companyId: company.id },
      switch: 'companyApprovalEmail',
    },
    now,
  );
}

export type SanctionStatus = 'suspended' | 'rejected';

/**
 * The notice to a company a superadmin has just suspended or rejected, with the reason given
 * (docs/decisions/0088-moderation-with-reasons.md); written while `emailEnabled` is on.
 */
export function queueCompanySanctionMail(
  tx: Transaction,
  company: { id: string; name: string; email: string },
  status: SanctionStatus,
  reason: string,
  now: Date,
): Promise<void> {
  const verb = status === 'suspended' ? 'suspended' : 'rejected';
  return mailRepository.queueInTransaction(
    tx,
    {
      to: company.email,
      subject: `${company.name || 'Your company'} was ${verb} on Petnest`,
      text: [
        `Hello ${company.name || 'there'},`,
        `The Petnest team ${verb} your company: your services and your public page are hidden from pet owners.`,
        `Reason: ${reason}`,
        'You can still sign in. Please contact support if you have questions.',
      ].join('\n\n'),
      topic: { kind: `company_${verb}`, companyId: company.id, reason },
    },
    now,
  );
}
