import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, type CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { appUrl } from '../../core/app-url';

/** What one email says; the one layout below draws it as text and as responsive HTML. */
export interface MailContent {
  subject: string;
  /** The short header under the brand name. */
  heading: string;
  greeting: string;
  paragraphs: readonly string[];
  /** The key facts, one line each ("When", "Pet", ...). */
  facts?: ReadonlyArray<readonly [label: string, value: string]>;
  /** The button: the app screen the email is about. */
  action: { label: string; path: string };
  /** Why the recipient gets it, finishing "You received this email because ...". */
  reason: string;
  /**
   * Whether the recipient has Petnest settings to change it (a team member without an account has not: his company
   * chooses).
   */
  hasSettings: boolean;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'Petnest';
const SETTINGS_PATH = '/settings';

const footerLines = (content: MailContent): string[] => [
  `You received this email because ${content.reason}.`,
  ...(content.hasSettings ? ['Choose which emails you get in your Petnest settings:'] : []),
];

/** The text part: what a text-only mail reader shows, with every link written out. */
function mailText(content: MailContent): string {
  return [
    `${BRAND} | ${content.heading}`,
    content.greeting,
    ...content.paragraphs,
    ...(content.facts?.length ? [content.facts.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    `${content.action.label}: ${appUrl(content.action.path)}`,
    ['--', ...footerLines(content), ...(content.hasSettings ? [appUrl(SETTINGS_PATH)] : [])].join('\n'),
  ].join('\n\n');
}

const colors = { brand: '#2f6f4f', text: '#1f2933', muted: '#5f6b76', line: '#e4e7eb', page: '#f5f7f8' };
const styles = {
  body: { backgroundColor: colors.page, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '560px', width: '100%', borderRadius: '8px', padding: '24px' },
  brand: { color: colors.brand, fontSize: '18px', fontWeight: 700, margin: 0 },
  heading: { color: colors.text, fontSize: '22px', lineHeight: '28px', margin: '8px 0 16px' },
  text: { color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 12px' },
  fact: { color: colors.text, fontSize: '15px', lineHeight: '22px', margin: 0 },
  facts: { backgroundColor: colors.page, borderRadius: '6px', padding: '12px 16px', margin: '4px 0 16px' },
  button: {
    backgroundColor: colors.brand,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  hr: { borderColor: colors.line, margin: '24px 0 12px' },
  footer: { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 4px' },
} satisfies Record<string, CSSProperties>;

/** Every text and link the HTML part shows, in the layout's order: what React draws, or a template's slots. */
interface DrawnMail {
  subject: string;
  preview: string;
  heading: string;
  greeting: string;
  paragraphs: readonly string[];
  facts: ReadonlyArray<readonly [label: string, value: string]>;
  actionHref: string;
  actionLabel: string;
  why: string;
  /** The line before the settings link, and the link, when the recipient has settings. */
  settings?: { line: string; href: string };
}

function drawnMail(content: MailContent): DrawnMail {
  const [why, ...settings] = footerLines(content);
  return {
    subject: content.subject,
    // React Email's Preview shows at most this much (and pads a shorter preview up to it).
    preview: content.heading.substring(0, PREVIEW_LENGTH),
    heading: content.heading,
    greeting: content.greeting,
    paragraphs: content.paragraphs,
    facts: (content.facts ?? []).map(([label, value]) => [`${label}: `, value] as const),
    actionHref: appUrl(content.action.path),
    actionLabel: content.action.label,
    why,
    settings: settings.length ? { line: `${settings[0]} `, href: appUrl(SETTINGS_PATH) } : undefined,
  };
}

/** A drawn mail with each of its texts mapped, in the layout's order (the order of `fieldsOf`). */
function mapFields(mail: DrawnMail, map: (value: string, index: number) => string): DrawnMail {
  let index = 0;
  const next = (value: string) => map(value, index++);
  return {
    subject: next(mail.subject),
    preview: next(mail.preview),
    heading: next(mail.heading),
    greeting: next(mail.greeting),
    paragraphs: mail.paragraphs.map(next),
    facts: mail.facts.map(([label, value]) => [next(label), next(value)] as const),
    actionHref: next(mail.actionHref),
    actionLabel: next(mail.actionLabel),
    why: next(mail.why),
    settings: mail.settings && { line: next(mail.settings.line), href: next(mail.settings.href) },
  };
}

const fieldsOf = (mail: DrawnMail) => {
  const fields: string[] = [];
  mapFields(mail, (value) => {
    fields.push(value);
    return value;
  });
  return fields;
};

/** The HTML part: the shared layout (brand, header, body, button, footer) in React Email's tables. */
function mailDocument(mail: DrawnMail) {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null, h('title', null, mail.subject)),
    h(Preview, null, mail.preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Text, { style: styles.brand }, BRAND),
        h(Heading, { as: 'h1', style: styles.heading }, mail.heading),
        h(Text, { style: styles.text }, mail.greeting),
        ...mail.paragraphs.map((paragraph, index) => h(Text, { key: `p${index}`, style: styles.text }, paragraph)),
        mail.facts.length
          ? h(
              Section,
              { style: styles.facts },
              ...mail.facts.map(([label, value], index) =>
                h(Text, { key: `f${index}`, style: styles.fact }, h('strong', null, label), value),
              ),
            )
          : null,
        h(Button, { href: mail.actionHref, style: styles.button }, mail.actionLabel),
        h(Hr, { style: styles.hr }),
        h(Text, { style: styles.footer }, mail.why),
        mail.settings
          ? h(
              Text,
              { style: styles.footer },
              mail.settings.line,
              h(Link, { href: mail.settings.href }, 'Email settings'),
            )
          : null,
      ),
    ),
  );
}

const drawHtml = (mail: DrawnMail) => `${DOCTYPE}${renderToStaticMarkup(mailDocument(mail))}`;

/** The HTML part as React draws it: what a mail's template must give, and the tests compare it with. */
export const mailHtmlByReact = (content: MailContent) => drawHtml(drawnMail(content));

/** React Email's preview length (`@react-email/preview`): a shorter preview is padded up to it. */
const PREVIEW_LENGTH = 150;
/** The preview's place among a drawn mail's fields (`mapFields`). */
const PREVIEW_FIELD = 1;

/**
 * A template's slot for the value at `index`: characters React's escaping leaves as they are. The preview's slot is
 * as long as its text, since React Email pads the preview by its length.
 */
const slot = (index: number, length = 0) => {
  const bare = `@@${index}@@`;
  return length > bare.length ? `@@${index}${'~'.repeat(length - bare.length)}@@` : bare;
};
const SLOTS = /@@(\d+)~*@@/g;

/** React's escaping of text and attribute values (react-dom's escapeTextForBrowser). */
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => escapes[character]);

/**
 * One template per shape of mail (how many paragraphs and facts, whether it links to the settings, the preview's
 * length): React draws the layout once with a slot for each text, and every later mail of that shape fills the
 * slots with its texts escaped as React escapes them, the very markup React would draw. Mails are drawn inside their
 * event's transaction, where React's render cost about 0.35 ms a mail (docs/performance.md, Dec 6, 2026).
 */
const templates = new Map<string, string>();

function mailHtml(content: MailContent): string {
  const mail = drawnMail(content);
  // A preview shorter than its slot cannot stand in the template: React draws it (a heading of a few letters).
  if (mail.preview.length < slot(PREVIEW_FIELD).length) return drawHtml(mail);
  const shape = [mail.paragraphs.length, mail.facts.length, Boolean(mail.settings), mail.preview.length].join('/');
  let template = templates.get(shape);
  if (template === undefined) {
    template = drawHtml(mapFields(mail, (value, index) => slot(index, index === PREVIEW_FIELD ? value.length : 0)));
    templates.set(shape, template);
  }
  const values = fieldsOf(mail);
  // One pass over the template: a value put in is never read again for slots, whatever it contains.
  return template.replace(SLOTS, (_, index: string) => escapeHtml(values[Number(index)]));
}

/** React Email's doctype: the XHTML one mail clients render most alike. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * Both parts of one email (loaded lazily through render.ts). Rendered synchronously, not with React Email's
 * streaming `render`: the mail is drawn inside the event's transaction, which must not yield to other requests
 * between its reads and its commit (20 owners racing for one slot ran out of time when it did).
 */
export function renderMail(content: MailContent): RenderedMail {
  return {
    subject: content.subject,
    text: mailText(content),
    html: mailHtml(content),
  };
}
