import type { Transaction } from 'firebase-admin/firestore';
import { roleLabels, type Role } from '../../contracts/roles';
import type { MailRecipient } from '../mail';
import { tellEvent } from '../notifications';

/**
 * The welcome of a new account, in the app and by email (the "user welcome email" of
 * docs/product.md#platform-settings, only while `userWelcomeEmail` is on, and only while the account takes email),
 * written with its role. One per account: the id is the account's (docs/decisions/0092-booking-emails.md), so a
 * retried registration writes nothing twice.
 */
export function tellWelcome(
  tx: Transaction,
  account: { uid: string; displayName: string },
  role: Role,
  recipient: MailRecipient,
  now: Date,
): Promise<void> {
  const company = role === 'pet_company';
  const nextStep = company
    ? 'Complete your company profile and add your services to appear in the marketplace.'
    : 'Add your pets and book trusted pet services in the marketplace.';
  const dashboard = company ? '/company/dashboard' : '/pet-owner/dashboard';
  return tellEvent(
    tx,
    {
      id: `welcome-${account.uid}`,
      uid: account.uid,
      item: { kind: 'welcome', title: 'Welcome to Petnest', body: nextStep, link: dashboard },
      mail: {
        role: company ? 'company' : 'owner',
        recipient,
        content: {
          subject: 'Welcome to Petnest',
          heading: 'Welcome to Petnest',
          greeting: `Hello ${account.displayName || 'there'},`,
          paragraphs: [`Your account type is ${roleLabels[role]}.`, nextStep],
          action: { label: 'Open your dashboard', path: dashboard },
          reason: 'you created a Petnest account',
          hasSettings: true,
        },
        about: { topic: { kind: 'welcome' }, switch: 'userWelcomeEmail' },
      },
    },
    now,
  );
}
