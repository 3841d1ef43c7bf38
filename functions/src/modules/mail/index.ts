// The mail module's public entry: the shared email layout and the one way to queue an event's email.
export { mailText, renderMail, type MailContent, type RenderedMail } from './mail-layout';
export { queueMail, type MailRecipient } from './queue-mail';
