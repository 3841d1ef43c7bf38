import type { Transaction } from 'firebase-admin/firestore';
import { appUrl } from '../../core/app-url';
import { notificationsRepository, type NewNotification } from '../../data/notifications';
import { textsRepository } from '../../data/texts';
import { queueMail, type MailContent, type MailRecipient, type QueuedMailAbout } from '../mail';

/** Who hears of an event: by email as his settings allow, and by text at `textTo` when he chose SMS. */
export type EventRecipient = MailRecipient & { textTo?: string | null };

/** One event told to one user: the in-app item, and the email as the recipient's and the platform's settings allow. */
export interface ToldEvent {
  /** Derived from the event (docs/decisions/0092-booking-emails.md): the item's id, and the mail's before its suffix. */
  id: string;
  uid: string;
  item: NewNotification;
  mail: {
    /** Who the mail goes to, as the mail id's suffix: `{id}-{role}` (`owner`, `company`). */
    role: string;
    recipient: EventRecipient;
    content: MailContent;
    about: QueuedMailAbout;
  };
}

/**
 * Writes every channel of one event in the event's transaction, so they cannot disagree: the item
 * (docs/decisions/0089-in-app-notifications.md) always, the mail unless a setting turns it off, and a text with the
 * item's words and link to a recipient who chose SMS (docs/decisions/0111-text-messages.md). The ids come from the
 * event, so the event told again writes nothing twice: `create` refuses it.
 */
export async function tellEvent(tx: Transaction, event: ToldEvent, now: Date): Promise<void> {
  notificationsRepository.addInTransaction(tx, event.uid, event.id, event.item, now);
  const { role, recipient, content, about } = event.mail;
  await queueMail(tx, `${event.id}-${role}`, recipient, content, about, now);
  if (recipient.textTo) {
    const body = `Petnest: ${event.item.title}. ${event.item.body} ${appUrl(event.item.link)}`;
    await textsRepository.queueInTransaction(
      tx,
      `${event.id}-${role}-sms`,
      { to: recipient.textTo, body, topic: about.topic },
      now,
      about.platform,
    );
  }
}
