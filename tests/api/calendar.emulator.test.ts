// Issue 22 section 3: Add to Calendar for one booking and private calendar feeds
// (docs/decisions/0090-calendar-feeds.md).
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarFeedLink } from '../../functions/src/contracts/calendar';
import { admin, api, apiOrigin, createCompanyUser } from './support/emulators';
import {
  addBoardingService,
  addEmployee,
  bookService,
  createListedCompany,
  createOwnerWithPet,
  freshCompanyAndOwnerEachTest,
  startInProcessApp,
  weekdayAfter,
} from './support/fixtures';

const { listed, alice, date } = freshCompanyAndOwnerEachTest();
const FEED_URL = /^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

async function feedLink(token: string, query = ''): Promise<string> {
  const { status, body } = await api('GET', `/api/calendar/feed${query}`, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  const { url } = body.data as CalendarFeedLink;
  expect(url).toMatch(FEED_URL);
  return url;
}

/** A GET of an .ics answer as text, with its headers. */
async function getIcs(pathOrUrl: string, token?: string) {
  const response = await fetch(pathOrUrl.startsWith('http') ? pathOrUrl : `${apiOrigin}${pathOrUrl}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The feed at the URL the API answered, fetched as a calendar app would (no token, no cookie), and parsed. */
async function feedEvents(url: string) {
  const feed = await getIcs(url);
  expect(feed.status, feed.text).toBe(200);
  expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
  expect(feed.headers.get('cache-control')).toBe('private, max-age=300');
  return { text: feed.text, events: parseEvents(feed.text) };
}

function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

const compact = (day: string) => day.replaceAll('-', '');

beforeEach(async () => {
  await admin().db.doc(`companies/${listed.company.uid}`).update({ timezone: 'America/Chicago', zipCode: '78701' });
});

describe('GET /api/calendar/feed and the feed it names', () => {
  it('when an owner asks twice, then the same private URL, whose feed holds the booking with a stable UID at 10:00 Chicago time', async () => {
    const booking = await bookService(listed, alice, date);
    const url = await feedLink(alice.owner.idToken);
    expect(await feedLink(alice.owner.idToken)).toBe(url);
    expect(new URL(url).origin).toBe(apiOrigin);

    const { text, events } = await feedEvents(url);
    expect(text).toContain(`DTSTART;TZID=America/Chicago:${compact(date)}T100000`);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toBe(`booking-${booking.id}@petnest`);
    expect(event!.summary).toBe('Full Groom at Test Grooming');
    expect(event!.location).toBe('1 Main St, Austin, TX 78701');
    expect(event!.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Chicago');
    expect(event!.startDate.toString()).toBe(`${date}T10:00:00`);
    expect(event!.endDate.toString()).toBe(`${date}T11:00:00`);
    expect(event!.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(event!.description).toContain(
      `Open in Petnest: ${apiOrigin}/pet-owner/dashboard?section=bookings&bookingId=${booking.id}`,
    );
  });

  it('when the company reads its feed, then events name the service and pet, and a cancelled booking is STATUS:CANCELLED', async () => {
    const booking = await bookService(listed, alice, date);
    const url = await feedLink(listed.company.idToken);
    let [event] = (await feedEvents(url)).events;
    expect(event!.summary).toBe('Full Groom · Max');
    expect(event!.description).toContain('Customer: Olive Owner');

    expect(
      (await api('PUT', `/api/pet-owners/bookings/${booking.id}/cancel`, { token: alice.owner.idToken })).status,
    ).toBe(200);
    [event] = (await feedEvents(url)).events;
    expect(event!.uid).toBe(`booking-${booking.id}@petnest`);
    expect(event!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event!.sequence).toBe(1);
  });

  it('when an owner books a stay, then it is an all-day span from check-in to the check-out date', async () => {
    const boardingId = await addBoardingService(listed);
    const checkOut = weekdayAfter(7);
    const stay = await bookService(listed, alice, date, { serviceId: boardingId, endDate: checkOut });
    const { text, events } = await feedEvents(await feedLink(listed.company.idToken));
    expect(text).toContain(`DTSTART;VALUE=DATE:${compact(date)}`);
    expect(text).toContain(`DTEND;VALUE=DATE:${compact(checkOut)}`);
    const [event] = events;
    expect(event!.uid).toBe(`booking-${stay.id}@petnest`);
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.endDate.toString()).toBe(checkOut);
  });

  it('when a link is reset, then the old URL answers 404 with the error envelope and the new one works', async () => {
    await bookService(listed, alice, date);
    const old = await feedLink(alice.owner.idToken);
    const { status, body } = await api('POST', '/api/calendar/feed/reset', { token: alice.owner.idToken });
    expect(status).toBe(200);
    const fresh = (body.data as CalendarFeedLink).url;
    expect(fresh).toMatch(FEED_URL);
    expect(fresh).not.toBe(old);
    expect(await feedLink(alice.owner.idToken)).toBe(fresh);

    const gone = await api('GET', new URL(old).pathname);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await feedEvents(fresh)).events).toHaveLength(1);
  });

  it('when a token is unknown or malformed, then 404, never a 5xx', async () => {
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      '/api/calendar/short.ics',
      `/api/calendar/${'x'.repeat(300)}.ics`,
      '/api/calendar/not-a-feed',
    ]) {
      const { status } = await getIcs(path);
      expect(status, path).toBe(404);
    }
    // Hosting's emulator answers a broken percent-escape itself (500), so the app is asked in-process: 400, as
    // for every path parameter (hostile-input.emulator.test.ts).
    const inProcess = await startInProcessApp();
    try {
      expect((await getIcs(`${inProcess.origin}/api/calendar/%E0%A4%A.ics`)).status).toBe(400);
    } finally {
      await inProcess.close();
    }
  });

  it('when one feed is polled past its limit (60 an hour, scaled to 3 here), then 429 in the error envelope, and other feeds still answer', async () => {
    vi.stubEnv('PETNEST_RATE_LIMITS', '0.05');
    // The limits are set when the app is built: an in-process app built under the scaled limit.
    const app = await startInProcessApp();
    try {
      const poll = async (token: string) => getIcs(`${app.origin}${new URL(await feedLink(token)).pathname}`);
      const statuses = [];
      for (let index = 0; index < 4; index += 1) statuses.push((await poll(alice.owner.idToken)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const over = await poll(alice.owner.idToken);
      expect(JSON.parse(over.text)).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      // Counted per token, not per address: the company's feed, polled from the same address, answers.
      expect((await poll(listed.company.idToken)).status).toBe(200);
    } finally {
      await app.close();
      vi.unstubAllEnvs();
    }
  });

  it('when nobody signs in, then the link calls are 401', async () => {
    expect((await api('GET', '/api/calendar/feed')).status).toBe(401);
    expect((await api('POST', '/api/calendar/feed/reset')).status).toBe(401);
  });
});

describe('team members’ feeds', () => {
  it('when a company asks for a team member’s feed, then it holds his appointments, and a reset of it leaves the company feed alone', async () => {
    const gina = await addEmployee(listed.company, 'Gina');
    const booking = await bookService(listed, alice, date);
    const ginaUrl = await feedLink(listed.company.idToken, `?employeeId=${gina}`);
    const companyUrl = await feedLink(listed.company.idToken);
    expect(ginaUrl).not.toBe(companyUrl);
    const { text, events } = await feedEvents(ginaUrl);
    expect(text).toContain('X-WR-CALNAME:Gina · Test Grooming');
    expect(events.map((event) => event.uid)).toEqual([`booking-${booking.id}@petnest`]);
    expect(events[0]!.description).toContain('Team member: Gina');

    const reset = await api('POST', `/api/calendar/feed/reset?employeeId=${gina}`, { token: listed.company.idToken });
    expect(reset.status).toBe(200);
    expect((await getIcs(ginaUrl)).status).toBe(404);
    expect(await feedLink(listed.company.idToken)).toBe(companyUrl);
  });

  it('when another company or an owner asks for that team member’s feed, then 404 or 403', async () => {
    const gina = await addEmployee(listed.company, 'Gina');
    const other = await createCompanyUser();
    const stranger = await api('GET', `/api/calendar/feed?employeeId=${gina}`, { token: other.idToken });
    // The other company has no subscription (403) or, with one, no such member (404): never Gina's feed.
    expect([403, 404]).toContain(stranger.status);
    const otherListed = await createListedCompany();
    expect(
      (await api('GET', `/api/calendar/feed?employeeId=${gina}`, { token: otherListed.company.idToken })).status,
    ).toBe(404);
    expect((await api('GET', `/api/calendar/feed?employeeId=${gina}`, { token: alice.owner.idToken })).status).toBe(
      403,
    );
    expect((await api('GET', '/api/calendar/feed?employeeId=../x', { token: listed.company.idToken })).status).toBe(
      400,
    );
  });

  it('when the team member is deleted, then his feed answers 404', async () => {
    const gina = await addEmployee(listed.company, 'Gina');
    const url = await feedLink(listed.company.idToken, `?employeeId=${gina}`);
    expect((await api('DELETE', `/api/employees/${gina}`, { token: listed.company.idToken })).status).toBe(200);
    expect((await getIcs(url)).status).toBe(404);
  });
});

describe('GET /api/bookings/{id}/calendar.ics', () => {
  it('when the owner or the company downloads it, then one event each as they see it; a stranger gets 404', async () => {
    const booking = await bookService(listed, alice, date);
    const path = `/api/bookings/${booking.id}/calendar.ics`;

    const mine = await getIcs(path, alice.owner.idToken);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(mine.headers.get('content-disposition')).toContain(`petnest-booking-${booking.id}.ics`);
    expect(mine.text).toContain(`DTSTART;TZID=America/Chicago:${compact(date)}T100000`);
    const [owned] = parseEvents(mine.text);
    expect(owned!.uid).toBe(`booking-${booking.id}@petnest`);
    expect(owned!.summary).toBe('Full Groom at Test Grooming');

    const theirs = await getIcs(path, listed.company.idToken);
    expect(theirs.status).toBe(200);
    expect(parseEvents(theirs.text)[0]!.summary).toBe('Full Groom · Max');

    const bob = await createOwnerWithPet('Rex');
    expect((await getIcs(path, bob.owner.idToken)).status).toBe(404);
    expect((await getIcs(path, (await createListedCompany()).company.idToken)).status).toBe(404);
    expect((await getIcs(path)).status).toBe(401);
    expect((await getIcs('/api/bookings/unknown-booking/calendar.ics', alice.owner.idToken)).status).toBe(404);
  });
});
