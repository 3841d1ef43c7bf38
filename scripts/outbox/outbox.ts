// `npm run outbox`: the emails Petnest would have sent (the `mail` documents the Trigger Email extension sends in
// production; nothing sends them on the emulators), latest first, with their text part. `--html` also writes each
// mail's HTML part to a file in .cache/outbox/ and prints its path, to open in a browser; `--limit=<n>` (default 20).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { mailRepository, type MailDoc } from '../../functions/src/data/mail';

function formatMail(mail: MailDoc & { id: string }): string {
  const about = Object.entries(mail.topic)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
  return [
    `── ${mail.createdAt.toISOString()}  ${mail.id}`,
    `To:      ${mail.to}`,
    `Subject: ${mail.message.subject}`,
    `About:   ${about}`,
    '',
    mail.message.text,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const limitArg = args.find((arg) => arg.startsWith('--limit='));
  const limit = limitArg ? Number(limitArg.slice('--limit='.length)) : 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    throw new Error('--limit takes a whole number from 1 to 500.');
  const mails = await mailRepository.latest(limit);
  if (mails.length === 0) {
    console.log('[outbox] No mail yet: nothing Petnest did would have sent an email.');
    return;
  }
  for (const mail of mails) console.log(formatMail(mail));
  if (args.includes('--html')) {
    const folder = join('.cache', 'outbox');
    mkdirSync(folder, { recursive: true });
    const written = mails.filter((mail) => mail.message.html !== undefined);
    for (const mail of written) {
      const path = join(folder, `${mail.id}.html`);
      writeFileSync(path, mail.message.html!);
      console.log(`[outbox] ${resolve(path)}`);
    }
    console.log(`[outbox] ${written.length} of ${mails.length} mails have an HTML part; written to ${folder}/.`);
  }
  console.log(`[outbox] The latest ${mails.length} mails, newest first.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[outbox] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
