import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { MemoryStore } from 'express-rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors';
import { rateLimit, rateLimitScale } from './rate-limit';

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.set('trust proxy', 2);
  app.post('/by-address', rateLimit({ name: 'test-address', windowMs: 60_000, max: 3, key: 'address', store: new MemoryStore() }), (_req, res) => {
    res.status(201).json({ success: true, data: null });
  });
  const signedIn: express.RequestHandler = (req, res, next) => {
    res.locals.user = { uid: req.get('x-test-uid') };
    next();
  };
  app.post('/by-user', signedIn, rateLimit({ name: 'test-user', windowMs: 60_000, max: 2, key: 'user', store: new MemoryStore() }), (_req, res) => {
    res.status(201).json({ success: true, data: null });
  });
  app.use(errorHandler);
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function post(path: string, headers: Record<string, string>) {
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as unknown };
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
    expect(over.body).toEqual({ success: false, message: 'Too many requests. Please wait a moment and try again.', code: 'TOO_MANY_REQUESTS' });
    expect((await post('/by-address', { 'x-forwarded-for': '203.0.113.8, 198.51.100.1' })).status).toBe(201);
  });

  it('when a caller forges an earlier X-Forwarded-For entry behind two proxies, then it is still counted as itself', async () => {
    for (let index = 0; index < 3; index += 1) await post('/by-address', { 'x-forwarded-for': '203.0.113.20, 198.51.100.1' });
    expect((await post('/by-address', { 'x-forwarded-for': '10.9.9.9, 203.0.113.20, 198.51.100.1' })).status).toBe(429);
  });

  it('when one user bursts past the limit, then 429 for that user only', async () => {
    expect((await post('/by-user', { 'x-test-uid': 'ann' })).status).toBe(201);
    expect((await post('/by-user', { 'x-test-uid': 'ann' })).status).toBe(201);
    expect((await post('/by-user', { 'x-test-uid': 'ann' })).status).toBe(429);
    expect((await post('/by-user', { 'x-test-uid': 'bob' })).status).toBe(201);
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
