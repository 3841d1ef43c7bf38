import type { Transaction } from 'firebase-admin/firestore';
import { mailRepository, type OutgoingMail } from '../../data/mail';
import type { MailContent } from './mail-layout';
import { renderMail } from './render';

/** Who an email goes to: the address, and whether the recipient's own settings take email. */
export interface MailRecipient {
  address: string;
  takesEmail: boolean;
}

/** What a mail is about and which platform switches govern it, besides `emailEnabled`. */
export type QueuedMailAbout = Pick<OutgoingMail, 'topic' | 'switch' | 'platform'>;

/**
 * Writes `mail/{id}` for one event (docs/decisions/0092-booking-emails.md) in the event's transaction, unless the
 * recipient switched email off or has no address; the platform's switches are checked by the repository.
 */
export async function queueMail(
  tx: Transaction,
  id: string,
  recipient: MailRecipient,
  content: MailContent,
  about: QueuedMailAbout,
  now: Date,
): Promise<void> {
  if (!recipient.takesEmail || !recipient.address) return;
  const rendered = await renderMail(content);
  await mailRepository.queueInTransaction(tx, id, { to: recipient.address, ...rendered, ...about }, now);
}
