import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { recordOnlyBillingProvider } from './core/billing';
import { fixedClock } from './core/clock';
import { defaultPlatformSettings } from './contracts/platform-settings';

// The real Express app over real HTTP, for what needs no Firebase: parsing, limits, unknown paths, health.
let server: Server;
let maintenanceMode = false;
const settings = {
  get: async () => ({
    ...defaultPlatformSettings,
    general: { ...defaultPlatformSettings.general, maintenanceMode },
    cacheGeneration: 0,
  }),
};
let origin: string;

beforeAll(async () => {
  // The request limit counts in Firestore, which unit tests do not have (core/rate-limit.test.ts tests limits).
  vi.stubEnv('PETNEST_RATE_LIMITS', 'off');
  server = createApp({
    clock: fixedClock('2026-11-21T12:00:00Z'),
    billing: recordOnlyBillingProvider,
    settings,
  }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  vi.unstubAllEnvs();
  return new Promise((resolve) => server.close(resolve));
});

async function call(path: string, init?: RequestInit) {
  const response = await fetch(`${origin}${path}`, init);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as { code?: string } & Record<string, unknown>,
  };
}

describe('createApp', () => {
  it('when /api/health is called, then it answers with the clock time', async () => {
    const { status, body } = await call('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { status: 'ok', time: '2026-11-21T12:00:00.000Z' } });
  });

  it('when /api/openapi.json is asked, even in maintenance, then the document answers, public and cacheable', async () => {
    maintenanceMode = true;
    const response = await fetch(`${origin}/api/openapi.json`);
    maintenanceMode = false;
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toMatchObject({ openapi: '3.1.0', paths: { '/api/health': { get: {} } } });
  });

  it('when the JSON body is malformed, then 400 INVALID_JSON as JSON without internals', async () => {
    const { status, type, body } = await call('/api/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{bad',
    });
    expect(status).toBe(400);
    expect(type).toMatch(/application\/json/);
    expect(body).toEqual({ success: false, message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('when the body is over maxRequestSize (5 MB by default), then 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ email: 'a'.repeat(5 * 1024 * 1024 + 10) });
    const { status, body } = await call('/api/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('when a path is outside /api or unknown, then 404 JSON', async () => {
    expect((await call('/nothing')).body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await call('/api/nothing', { method: 'DELETE' })).status).toBe(404);
  });

  it('when a path parameter has a bad percent-escape, then 400 VALIDATION_FAILED, not 500', async () => {
    const { status, body } = await call('/api/companies/%E0%A4%A/public');
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'The request could not be read.', code: 'VALIDATION_FAILED' });
  });

  it('when a protected route has no token, then 401 before anything else', async () => {
    const { status, body } = await call('/api/setRole', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"role":"pet_owner"}',
    });
    expect(status).toBe(401);
    expect(body.code).toBe('UNAUTHENTICATED');
  });

  it('when maintenance mode is on, then 503 MAINTENANCE for visitors while health stays open', async () => {
    maintenanceMode = true;
    try {
      const { status, body } = await call('/api/waitlist/stats');
      expect(status).toBe(503);
      expect(body).toEqual({
        success: false,
        message: 'Petnest is down for maintenance. Please try again shortly.',
        code: 'MAINTENANCE',
      });
      expect((await call('/api/health')).status).toBe(200);
    } finally {
      maintenanceMode = false;
    }
  });
});
