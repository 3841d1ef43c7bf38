import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { admin, api, clearEmulators, createUser } from './support/emulators';

describe('maintenance mode', () => {
  beforeEach(async () => {
    await clearEmulators();
    await admin()
      .db.doc('platform/settings')
      .set({ general: { maintenanceMode: true } });
  });
  afterEach(() => admin().db.doc('platform/settings').delete());

  it('when it is on, then visitors and pet owners get 503 MAINTENANCE and nothing is written', async () => {
    const owner = await createUser();
    const visitor = await api('POST', '/api/waitlist', { body: { email: 'a@example.com' } });
    expect(visitor.status).toBe(503);
    expect(visitor.body).toMatchObject({ success: false, code: 'MAINTENANCE' });
    expect((await api('POST', '/api/setRole', { token: owner.idToken, body: { role: 'pet_owner' } })).status).toBe(503);
    expect((await admin().db.collection('waitlist').count().get()).data().count).toBe(0);
  });

  it('when it is on, then a superadmin still gets through and health answers', async () => {
    const superadmin = await createUser({ role: 'superadmin' });
    expect((await api('GET', '/api/waitlist/stats', { token: superadmin.idToken })).status).toBe(200);
    expect((await api('GET', '/api/health')).status).toBe(200);
  });
});
