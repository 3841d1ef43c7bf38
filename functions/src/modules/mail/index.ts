// The mail module's public entry: the shared email layout and the one way to queue an event's email.
export type { MailContent, RenderedMail } from './mail-layout';
export { renderMail } from './render';
export { queueMail, type MailRecipient, type QueuedMailAbout } from './queue-mail';
