import type { Transaction } from 'firebase-admin/firestore';
import type { PlatformSettings } from '../contracts/platform-settings';
import { db } from '../core/firebase';
import { converter } from './converter';
import type { MailDoc } from './mail';
import { platformSettingsRepository } from './platform-settings';

/**
 * messages/{id}: an outgoing text message in the format of the Firebase "Send Messages with Twilio" extension (`to`,
 * `body`), written in the transaction of the event it tells (docs/decisions/0111-text-messages.md). Nothing sends
 * them on the emulators; in production the extension does.
 */
export interface TextDoc {
  to: string;
  body: string;
  /** What the text is about, for support and tests; the extension ignores it. */
  topic: MailDoc['topic'];
  createdAt: Date;
}

const texts = () => db().collection('messages').withConverter(converter<TextDoc>());

export const textsRepository = {
  /**
   * Queues a text at an id derived from its event, so the event told again cannot write a second one (`create`
   * refuses it), unless the platform's `smsEnabled` is off. The switches are the ones the event's transaction read,
   * else the cached settings, as for mail.
   */
  async queueInTransaction(
    tx: Transaction,
    id: string,
    text: Omit<TextDoc, 'createdAt'>,
    now: Date,
    platform?: PlatformSettings['notifications'],
  ): Promise<void> {
    const notifications = platform ?? (await platformSettingsRepository.get()).notifications;
    if (!notifications.smsEnabled) return;
    tx.create(texts().doc(id), { ...text, createdAt: now });
  },
};
