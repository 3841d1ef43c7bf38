import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../core/firebase';

/**
 * mail/{id}: outgoing email in the format of the Firebase "Trigger Email" extension (ARCHITECTURE.md section 5).
 * Nothing sends them on the emulators; in production the extension does.
 */
export interface MailDoc {
  to: string;
  message: { subject: string; text: string };
  /** What the mail is about, for support and tests; the extension ignores it. */
  topic: { kind: string; bookingId?: string; companyId?: string };
  createdAt: Date;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  topic: MailDoc['topic'];
}

export const mailRepository = {
  /** Queues a mail in the same transaction as the change it tells about; an address-less recipient gets none. */
  queueInTransaction(tx: Transaction, mail: OutgoingMail, now: Date): void {
    if (!mail.to) return;
    const doc: MailDoc = { to: mail.to, message: { subject: mail.subject, text: mail.text }, topic: mail.topic, createdAt: now };
    tx.create(db().collection('mail').doc(), doc);
  },
};
