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

/** The HTML part: the shared layout (brand, header, body, button, footer) in React Email's tables. */
function mailDocument(content: MailContent) {
  const [why, ...settings] = footerLines(content);
  return h(
    Html,
    { lang: 'en' },
    h(Head, null, h('title', null, content.subject)),
    h(Preview, null, content.heading),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Text, { style: styles.brand }, BRAND),
        h(Heading, { as: 'h1', style: styles.heading }, content.heading),
        h(Text, { style: styles.text }, content.greeting),
        ...content.paragraphs.map((paragraph, index) => h(Text, { key: `p${index}`, style: styles.text }, paragraph)),
        content.facts?.length
          ? h(
              Section,
              { style: styles.facts },
              ...content.facts.map(([label, value]) =>
                h(Text, { key: label, style: styles.fact }, h('strong', null, `${label}: `), value),
              ),
            )
          : null,
        h(Button, { href: appUrl(content.action.path), style: styles.button }, content.action.label),
        h(Hr, { style: styles.hr }),
        h(Text, { style: styles.footer }, why),
        settings.length
          ? h(
              Text,
              { style: styles.footer },
              `${settings[0]} `,
              h(Link, { href: appUrl(SETTINGS_PATH) }, 'Email settings'),
            )
          : null,
      ),
    ),
  );
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
    html: `${DOCTYPE}${renderToStaticMarkup(mailDocument(content))}`,
  };
}
