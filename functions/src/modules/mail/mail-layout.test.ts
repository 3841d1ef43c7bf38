import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailHtmlByReact, renderMail, type MailContent } from './mail-layout';

const request: MailContent = {
  subject: 'New booking request: Full Groom',
  heading: 'New booking request',
  greeting: 'Hello Happy Paws,',
  paragraphs: ['Ana Lima booked Full Groom for Rex on Dec 1, 2026 at 10:00 AM Central Time.', 'Confirm it soon.'],
  facts: [
    ['When', 'Dec 1, 2026 at 10:00 AM Central Time'],
    ['Team member', 'Sam'],
  ],
  action: { label: 'Open the booking', path: '/company/dashboard?section=bookings&bookingId=b1' },
  reason: 'you run Happy Paws on Petnest',
  hasSettings: true,
};

describe('mail layout', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('when mails of one shape are drawn from its template, then each is the markup React draws for it', () => {
    vi.stubEnv('PETNEST_APP_URL', 'https://petnest.example/');
    const variants: MailContent[] = [
      request,
      // The same shape again, with every character React escapes and text that looks like a slot.
      {
        ...request,
        heading: 'Tom & "Jerry" <Spot> isn\'t @@3@@ booked',
        greeting: 'Hi <b>you</b> & @@0@@,',
        paragraphs: ['A & B', 'O\'Brien\'s "cat" <script>alert(1)</script>'],
        facts: [
          ['When & where', '<now>'],
          ['Pet', '@@1~~~@@'],
        ],
        action: { label: 'Open "it"', path: '/a?b=1&c=<2>' },
        reason: 'you & me',
      },
      // Other shapes: no facts, no settings, a preview longer than React Email's 150 characters, a short one.
      { ...request, facts: undefined, hasSettings: false },
      { ...request, heading: 'x'.repeat(170), paragraphs: [] },
      { ...request, heading: 'Hi' },
    ];
    for (const content of variants) expect(renderMail(content).html).toBe(mailHtmlByReact(content));
  });

  it('when the app address changes, then the next mail of a known shape links to the new one', () => {
    vi.stubEnv('PETNEST_APP_URL', 'https://first.example/');
    expect(renderMail(request).html).toContain('href="https://first.example/company/dashboard');
    vi.stubEnv('PETNEST_APP_URL', 'https://second.example/');
    const html = renderMail(request).html;
    expect(html).toContain('href="https://second.example/company/dashboard?section=bookings&amp;bookingId=b1"');
    expect(html).toContain('href="https://second.example/settings"');
    expect(html).not.toContain('@@');
  });
});
