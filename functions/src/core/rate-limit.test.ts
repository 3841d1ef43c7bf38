import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { MemoryStore } from 'express-rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPlatformSettings } from '../contracts/platform-settings';
import { errorHandler } from './errors';
import {
  BROWSING_REQUESTS_PER_HOUR,
  isBrowsingRead,
  platformRateLimits,
  rateLimit,
  rateLimitScale,
} from './rate-limit';
import { AggregatingRateLimitStore, type SharedCounters } from './rate-limit-store';

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.set('trust proxy', 2);
  app.post(
    '/by-address',
    rateLimit({ name: 'test-address', windowMs: 60_000, max: 3, key: 'address', store: new MemoryStore() }),
    (_req, res) => {
      res.status(201).json({ success: true, data: null });
    },
  );
  const signedIn: express.RequestHandler = (req, res, next) => {
    res.locals.user = { uid: req.get('x-test-uid') };
    next();
  };
  app.post(
    '/by-user',
    signedIn,
    rateLimit({ name: 'test-user', windowMs: 60_000, max: 2, key: 'user', store: new MemoryStore() }),
    (_req, res) => {
      res.status(201).json({ success: true, data: null });
    },
  );
  app.post(
    '/by-key/:key',
    rateLimit({
      name: 'test-key',
      windowMs: 60_000,
      max: 1,
      key: (req) => `key:${String(req.params.key)}`,
      store: new MemoryStore(),
    }),
    (_req, res) => {
      res.status(201).json({ success: true, data: null });
    },
  );
  app.use(errorHandler);
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function post(path: string, headers: Record<string, string>) {
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as unknown,
  };
}

describe('rateLimit', () => {
  it('when one address bursts past the limit, then 429 TOO_MANY_REQUESTS with Retry-After, and another address still passes', async () => {
    const caller = { 'x-forwarded-for': '203.0.113.7, 198.51.100.1' };
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await post('/by-address', caller)).status);
    expect(statuses).toEqual([201, 201, 201]);
    const over = await post('/by-address', caller);
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(60);
    expect(over.body).toEqual({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect((await post('/by-address', { 'x-forwarded-for': '203.0.113.8, 198.51.100.1' })).status).toBe(201);
  });

  it('when a caller forges an earlier X-Forwarded-For entry behind two proxies, then it is still counted as itself', async () => {
    for (let index = 0; index < 3; index += 1)
      await post('/by-address', { 'x-forwarded-for': '203.0.113.20, 198.51.100.1' });
    expect((await post('/by-address', { 'x-forwarded-for': '10.9.9.9, 203.0.113.20, 198.51.100.1' })).status).toBe(429);
  });

  it('when one user bursts past the limit, then 429 for that user only', async () => {
    expect((await post('/by-user', { 'x-test-uid': 'ann' })).status).toBe(201);
    expect((await post('/by-user', { 'x-test-uid': 'ann' })).status).toBe(201);
    expect((await post('/by-user', { 'x-test-uid': 'ann' })).status).toBe(429);
    expect((await post('/by-user', { 'x-test-uid': 'bob' })).status).toBe(201);
  });

  it('when the limit names its own key (a calendar feed token), then each key is counted apart, whatever the address', async () => {
    expect((await post('/by-key/one', {})).status).toBe(201);
    expect((await post('/by-key/one', { 'x-forwarded-for': '203.0.113.30, 198.51.100.1' })).status).toBe(429);
    expect((await post('/by-key/two', {})).status).toBe(201);
  });
});

describe('rateLimitScale (PETNEST_RATE_LIMITS)', () => {
  it('when unset, off, or a number, then the real limits, none, or scaled limits', () => {
    expect(rateLimitScale(undefined)).toBe(1);
    expect(rateLimitScale('')).toBe(1);
    expect(rateLimitScale('off')).toBe(Infinity);
    expect(rateLimitScale(' OFF ')).toBe(Infinity);
    expect(rateLimitScale('10')).toBe(10);
    expect(rateLimitScale('0.5')).toBe(0.5);
  });

  it('when the setting is not understood, then it fails loudly instead of silently dropping the limits', () => {
    expect(() => rateLimitScale('lots')).toThrow(/PETNEST_RATE_LIMITS/);
    expect(() => rateLimitScale('-1')).toThrow(/PETNEST_RATE_LIMITS/);
  });
});

/** Shared counters in memory, standing in for the Firestore documents; `writes` counts what would be written. */
function memoryCounters() {
  const totals = new Map<string, number>();
  const counters: SharedCounters & { writes: number; failing: boolean } = {
    writes: 0,
    failing: false,
    async add(id, delta) {
      if (counters.failing) throw new Error('Firestore unavailable');
      counters.writes += 1;
      totals.set(id, (totals.get(id) ?? 0) + delta);
      return totals.get(id)!;
    },
  };
  return counters;
}

function storeOn(counters: SharedCounters, clock: { now: number }) {
  const store = new AggregatingRateLimitStore('test', counters, () => clock.now, 0);
  store.init({ windowMs: 60_000 } as Parameters<AggregatingRateLimitStore['init']>[0]);
  return store;
}

describe('AggregatingRateLimitStore (the platform limit: counted in memory, added up in the background)', () => {
  it('when requests arrive under the limit, then they are counted without writing anything until the flush, which writes once per key', async () => {
    const counters = memoryCounters();
    const store = storeOn(counters, { now: 0 });
    for (let index = 0; index < 50; index += 1) store.increment('ip:203.0.113.7');
    expect(store.increment('ip:203.0.113.7').totalHits).toBe(51);
    expect(counters.writes).toBe(0);
    await store.flush();
    expect(counters.writes).toBe(1);
    await store.flush();
    expect(counters.writes).toBe(1);
  });

  it("when two instances count one caller, then each flush of new hits learns the other's hits", async () => {
    const counters = memoryCounters();
    const clock = { now: 1_000 };
    const [first, second] = [storeOn(counters, clock), storeOn(counters, clock)];
    for (let index = 0; index < 3; index += 1) first.increment('uid:ann');
    await first.flush();
    for (let index = 0; index < 2; index += 1) second.increment('uid:ann');
    await second.flush();
    expect(second.increment('uid:ann').totalHits).toBe(6);
    first.increment('uid:ann');
    await first.flush();
    expect(first.increment('uid:ann').totalHits).toBe(2 + 5);
  });

  it('when the window ends, then the count starts again at one', async () => {
    const clock = { now: 59_000 };
    const store = storeOn(memoryCounters(), clock);
    store.increment('uid:ann');
    store.increment('uid:ann');
    clock.now = 61_000;
    expect(store.increment('uid:ann')).toEqual({ totalHits: 1, resetTime: new Date(120_000) });
  });

  it('when a flush fails, then no hit is lost: the next flush adds them all', async () => {
    const counters = memoryCounters();
    const clock = { now: 0 };
    const [first, second] = [storeOn(counters, clock), storeOn(counters, clock)];
    for (let index = 0; index < 4; index += 1) first.increment('uid:ann');
    counters.failing = true;
    await first.flush();
    counters.failing = false;
    await first.flush();
    second.increment('uid:ann');
    await second.flush();
    expect(second.increment('uid:ann').totalHits).toBe(6);
  });
});

describe("platformRateLimits (the settings' rate limit, and the browsing budget per address)", () => {
  let limited: Server;
  let limitedOrigin: string;
  const counters = memoryCounters();

  beforeAll(async () => {
    const app = express();
    app.set('trust proxy', 2);
    const settings = {
      get: async () => ({
        ...defaultPlatformSettings,
        api: { ...defaultPlatformSettings.api, rateLimit: 3 },
        cacheGeneration: 0,
      }),
    };
    const store = () => new AggregatingRateLimitStore('test', counters, Date.now, 0);
    app.use(platformRateLimits(settings, { platform: store(), browsing: store() }));
    app.get('/{*rest}', (_req, res) => {
      res.json({ success: true, data: null });
    });
    app.use(errorHandler);
    limited = app.listen(0);
    await new Promise((resolve) => limited.once('listening', resolve));
    limitedOrigin = `http://127.0.0.1:${(limited.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => limited.close(resolve)));

  const get = (path: string, from: string) =>
    fetch(`${limitedOrigin}${path}`, { headers: { 'x-forwarded-for': `${from}, 198.51.100.1` } });

  it("when one address calls past the settings' limit, then 429 with Retry-After, and nothing was written on the way", async () => {
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await get('/companies/stats', '203.0.113.30')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const over = await get('/companies/stats', '203.0.113.30');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(counters.writes).toBe(0);
  });

  it('when 300 people behind one address each view the marketplace and a company page with its pictures, then none is refused', async () => {
    const pageViews = [
      '/services/public?category=grooming',
      '/companies/demo-company/public',
      '/companies/demo-company/services/public',
      '/media/companies/demo-company/logo.png?w=480',
    ];
    const refused = [];
    for (let person = 0; person < 300; person += 1) {
      for (const path of pageViews) {
        const response = await get(path, '203.0.113.31');
        if (response.status !== 200) refused.push(`${path}: ${response.status}`);
      }
    }
    expect(refused).toEqual([]);
    // The platform limit of that address is untouched by the browsing.
    expect((await get('/companies/stats', '203.0.113.31')).status).toBe(200);
  });
});

describe('isBrowsingRead', () => {
  it('when a request is a signed-out, cacheable read of the marketplace, a company page or its pictures, then it is browsing; anything else is not', () => {
    const browsing = [
      '/services/public',
      '/services/public/cities',
      '/companies/c1/public',
      '/companies/c1/services/public',
      '/companies/c1/reviews',
      '/companies/c1/services/s1/availability',
      '/media/companies/c1/gallery/a.png',
      '/calendar/abc_-123.ics',
    ];
    const other = [
      '/pet-owners/bookings',
      '/companies/stats',
      '/companies/dashboard-data',
      '/media/pets/u1/p.png',
      '/platform/status',
      '/superadmin/users',
      '/bookings',
      '/calendar/feed',
      '/bookings/b1/calendar.ics',
    ];
    for (const path of browsing) expect(isBrowsingRead({ method: 'GET', path }), path).toBe(true);
    for (const path of other) expect(isBrowsingRead({ method: 'GET', path }), path).toBe(false);
    expect(isBrowsingRead({ method: 'POST', path: '/services/public' })).toBe(false);
    expect(BROWSING_REQUESTS_PER_HOUR).toBeGreaterThanOrEqual(300 * 13);
  });
});
