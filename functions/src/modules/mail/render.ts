import type * as MailLayout from './mail-layout';
import type { MailContent, RenderedMail } from './mail-layout';

/** Imported once: later mails wait on a settled promise, not on the module loader. */
let layout: Promise<typeof MailLayout> | undefined;

/**
 * Both parts of one email. React and the templates load on the first mail an instance writes, not at its cold start:
 * most requests write none (docs/decisions/0092-booking-emails.md measures the import).
 */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  layout ??= import('./mail-layout.js');
  return (await layout).renderMail(content);
}
