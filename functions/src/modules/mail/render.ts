import type { MailContent, RenderedMail } from './mail-layout';

/**
 * Both parts of one email. React and the templates load on the first mail an instance writes, not at its cold start:
 * most requests write none (docs/decisions/0092-booking-emails.md measures the import).
 */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  const layout = await import('./mail-layout.js');
  return layout.renderMail(content);
}
