import { beforeEach, describe, expect, it } from 'vitest';
import { admin, api, apiOrigin, clearEmulators } from './support/emulators';

describe('POST /api/waitlist and GET /api/waitlist/stats', () => {
  beforeEach(clearEmulators);

  it('when an email joins, then 201, the entry is stored trimmed and lower-cased with phone null', async () => {
    const { status, body } = await api('POST', '/api/waitlist', {
      body: { email: '  Ann@Example.com ', phone: '  ', type: 'mobile_app' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, data: { joined: true } });
    expect(body.message).toBe("You'll be among the first to know when the mobile app is available for download.");
    const entries = await admin().db.collection('waitlist').get();
    expect(entries.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ email: 'ann@example.com', phone: null, type: 'mobile_app' }),
    ]);
  });

  it('when the same email joins the same list twice, then it is kept once and both answers are identical', async () => {
    const first = await api('POST', '/api/waitlist', {
      body: { email: 'ann@example.com', phone: null, type: 'mobile_app' },
    });
    const again = await api('POST', '/api/waitlist', {
      body: { email: 'ANN@example.com', phone: '555 0100', type: 'mobile_app' },
    });
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect((await admin().db.collection('waitlist').count().get()).data().count).toBe(1);
  });

  it('when one address sends more than 10 sign-ups in 10 minutes, then 429 TOO_MANY_REQUESTS with Retry-After', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await api('POST', '/api/waitlist', { body: { email: `fan${index}@example.com` } })).status).toBe(201);
    }
    const response = await fetch(`${apiOrigin}/api/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'one-more@example.com' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect((await admin().db.collection('waitlist').count().get()).data().count).toBe(10);
  });

  it('when entries exist, then the stats count them overall and by type, without auth', async () => {
    await api('POST', '/api/waitlist', { body: { email: 'a@example.com', type: 'mobile_app' } });
    await api('POST', '/api/waitlist', { body: { email: 'b@example.com', type: 'mobile_app' } });
    await api('POST', '/api/waitlist', { body: { email: 'a@example.com', type: 'business_app' } });
    const { status, body } = await api('GET', '/api/waitlist/stats');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      overall: { total: 3 },
      byType: { mobile_app: { total: 2 }, business_app: { total: 1 } },
    });
  });

  it.each([
    [{ email: '   ' }, 'email', 'Email is required'],
    [{}, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    [{ email: 'a@example.com', type: 'desktop_app' }, 'type', undefined],
    [{ email: 'a@example.com', admin: true }, 'admin', 'Unknown field'],
  ])('when the body is %j, then 400 on %s and nothing is stored', async (payload, field, message) => {
    const { status, body } = await api('POST', '/api/waitlist', { body: payload });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.details).toHaveProperty(field);
    if (message) expect(body.details?.[field]).toBe(message);
    expect((await admin().db.collection('waitlist').count().get()).data().count).toBe(0);
  });
});

describe('the API skeleton on Hosting', () => {
  it('when /api/health is called, then it answers ok', async () => {
    const { status, body } = await api('GET', '/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('when an unknown /api path is called, then 404 JSON NOT_FOUND', async () => {
    const { status, body } = await api('GET', '/api/no-such-thing');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: 'No API route for GET /no-such-thing', code: 'NOT_FOUND' });
  });
});
