import { createHash, randomBytes } from 'node:crypto';
import { db } from '../core/firebase';
import { converter } from './converter';

/** Whose upcoming bookings a feed shows (docs/decisions/0090-calendar-feeds.md). */
export type CalendarFeedSubject =
  | { kind: 'owner'; ownerId: string }
  | { kind: 'company'; companyId: string }
  | { kind: 'employee'; companyId: string; employeeId: string };

/**
 * calendarFeeds/{sha256(token)}: what a feed URL opens, found with one document read. The id is the token's hash,
 * so this collection, read on every calendar app's poll, holds no usable secret.
 */
type CalendarFeedDoc = CalendarFeedSubject & { createdAt: Date };

/**
 * calendarFeedLinks/{subjectKey}: the subject's current token, so the signed-in user is shown the same URL again;
 * server only, like the feeds.
 */
interface CalendarFeedLinkDoc {
  token: string;
  createdAt: Date;
}

const feeds = () => db().collection('calendarFeeds').withConverter(converter<CalendarFeedDoc>());
const links = () => db().collection('calendarFeedLinks').withConverter(converter<CalendarFeedLinkDoc>());

/** 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString('base64url');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function subjectKey(subject: CalendarFeedSubject): string {
  switch (subject.kind) {
    case 'owner':
      return `owner_${subject.ownerId}`;
    case 'company':
      return `company_${subject.companyId}`;
    case 'employee':
      return `employee_${subject.companyId}_${subject.employeeId}`;
  }
}

/** The subject as stored: only its own ids, whatever else the caller's object carries. */
function subjectFields(subject: CalendarFeedSubject): CalendarFeedSubject {
  switch (subject.kind) {
    case 'owner':
      return { kind: 'owner', ownerId: subject.ownerId };
    case 'company':
      return { kind: 'company', companyId: subject.companyId };
    case 'employee':
      return { kind: 'employee', companyId: subject.companyId, employeeId: subject.employeeId };
  }
}

/**
 * Replaces the subject's token in one transaction: the old token's feed document goes, the new one and the link
 * are written. With `keep`, an existing token is answered as it is (two first visits at once make one token).
 */
async function issue(subject: CalendarFeedSubject, now: Date, keep: boolean): Promise<string> {
  const linkRef = links().doc(subjectKey(subject));
  return db().runTransaction(async (tx) => {
    const current = (await tx.get(linkRef)).data();
    if (current && keep) return current.token;
    if (current) tx.delete(feeds().doc(tokenHash(current.token)));
    const token = newToken();
    tx.create(feeds().doc(tokenHash(token)), { ...subjectFields(subject), createdAt: now });
    tx.set(linkRef, { token, createdAt: now });
    return token;
  });
}

export const calendarFeedsRepository = {
  /** The subject's token, made on the first ask. */
  tokenFor(subject: CalendarFeedSubject, now: Date): Promise<string> {
    return issue(subject, now, true);
  },
  /** A new token for the subject; the old one opens nothing from now on. */
  reset(subject: CalendarFeedSubject, now: Date): Promise<string> {
    return issue(subject, now, false);
  },
  /** What a token opens: one read; a token of the wrong shape reads nothing. */
  async subjectOf(token: string): Promise<CalendarFeedSubject | undefined> {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    const feed = (await feeds().doc(tokenHash(token)).get()).data();
    return feed && subjectFields(feed);
  },
  /** The subject is gone (an account deleted): its feed URL opens nothing any more. */
  async deleteFor(subject: CalendarFeedSubject): Promise<void> {
    const linkRef = links().doc(subjectKey(subject));
    await db().runTransaction(async (tx) => {
      const current = (await tx.get(linkRef)).data();
      if (!current) return;
      tx.delete(feeds().doc(tokenHash(current.token)));
      tx.delete(linkRef);
    });
  },
};
