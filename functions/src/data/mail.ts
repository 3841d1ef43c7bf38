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
  /** `html` is absent on mails written before the templates (docs/decisions/0092-booking-emails.md). */
  message: { subject: string; text: string; html?: string };
  /** What the mail is about, for support and tests; the extension ignores it. */
  topic: { kind: string; bookingId?: string; companyId?: string; reason?: string };
  createdAt: Date;
}

/** A notification setting that must be on, besides `emailEnabled`, for a kind of mail to be written. */
export type MailSwitch = keyof Pick<
  PlatformSettings['notifications'],
  'bookingConfirmationEmail' | 'userWelcomeEmail' | 'companyApprovalEmail' | 'weeklyReports'
>;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  topic: MailDoc['topic'];
  switch?: MailSwitch;
  /**
   * The platform's switches as the event's transaction read them; left out, the cached settings. A booking passes
   * them: a settings read between its reads and its commit would keep its locks longer while owners race for a slot.
   */
  platform?: PlatformSettings['notifications'];
}

const mails = () => db().collection('mail').withConverter(converter<MailDoc>());

/** Every query shape below, for firestore-indexes.test.ts. */
export const mailQueryShapes: QueryShape[] = [
  { query: 'latest', collection: 'mail', scope: 'collection', orderBy: [['createdAt', 'desc']] },
  { query: 'failedCount', collection: 'mail', scope: 'collection', equality: ['delivery.state'] },
];

export const mailRepository = {
  /**
   * How many mails the Trigger Email extension marked as failed (`delivery.state` ERROR): an aggregation count, one
   * read per 1,000 matches, for the superadmin's alerts.
   */
  async failedCount(): Promise<number> {
    return (await mails().where('delivery.state', '==', 'ERROR').count().get()).data().count;
  },
  /** The latest mails, newest first: what `npm run outbox` shows a developer. */
  async latest(limit: number): Promise<Array<MailDoc & { id: string }>> {
    const snapshot = await mails().orderBy('createdAt', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
  },

  /**
   * Queues a mail in the same transaction as the change it tells about, at an id derived from that event
   * (docs/decisions/0092-booking-emails.md): the event told again cannot write a second mail, `create` refuses it.
   * An address-less recipient gets none, and none is written while the platform's switches turn it off. The
   * switches come from the cached settings (at most a few seconds old), not a transaction read: a read there would
   * make every change that mails contend with every settings save.
   */
  async queueInTransaction(tx: Transaction, id: string, mail: OutgoingMail, now: Date): Promise<void> {
    if (!mail.to) return;
    const notifications = mail.platform ?? (await platformSettingsRepository.get()).notifications;
    if (!notifications.emailEnabled || (mail.switch && !notifications[mail.switch])) return;
    const doc: MailDoc = {
      to: mail.to,
      message: { subject: mail.subject, text: mail.text, html: mail.html },
      topic: mail.topic,
      createdAt: now,
    };
    tx.create(mails().doc(id), doc);
  },
};
