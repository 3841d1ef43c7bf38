import type { Transaction } from 'firebase-admin/firestore';
import { notificationsRepository, type NewNotification } from '../../data/notifications';
import { queueMail, type MailContent, type MailRecipient, type QueuedMailAbout } from '../mail';

/** One event told to one user: the in-app item, and the email as the recipient's and the platform's settings allow. */
export interface ToldEvent {
  /** Derived from the event (docs/decisions/0092-booking-emails.md): the item's id, and the mail's before its suffix. */
  id: string;
  uid: string;
  item: NewNotification;
  mail: {
    /** Who the mail goes to, as the mail id's suffix: `{id}-{role}` (`owner`, `company`). */
    role: string;
    recipient: MailRecipient;
    content: MailContent;
    about: QueuedMailAbout;
  };
}

/**
 * Writes both channels of one event in the event's transaction, so they cannot disagree: the item
 * (docs/decisions/0089-in-app-notifications.md) always, the mail unless a setting turns it off. The ids come from
 * the event, so the event told again writes nothing twice: `create` refuses it.
 */
export async function tellEvent(tx: Transaction, event: ToldEvent, now: Date): Promise<void> {
  notificationsRepository.addInTransaction(tx, event.uid, event.id, event.item, now);
  const { role, recipient, content, about } = event.mail;
  await queueMail(tx, `${event.id}-${role}`, recipient, content, about, now);
}
