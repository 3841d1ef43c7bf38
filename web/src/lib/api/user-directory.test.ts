import { beforeEach, describe, expect, it, vi } from 'vitest';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiRequest }));

const owner = { uid: 'u1', email: 'ann@example.test', displayName: 'Ann', emailVerified: true };

/** A fresh module: what one page load remembers starts empty, what the device stored stays. */
async function pageLoad() {
  vi.resetModules();
  return import('./user-directory');
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('syncDirectoryEntry', () => {
  beforeEach(() => {
    localStorage.clear();
    apiRequest.mockReset().mockResolvedValue({ data: {} });
  });

  it('when the facts are those this device last synced, then a page load asks for nothing', async () => {
    (await pageLoad()).syncDirectoryEntry(owner);
    await settle();
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(apiRequest).toHaveBeenCalledWith('/users/me/directory', { method: 'POST', body: {} });

    (await pageLoad()).syncDirectoryEntry(owner);
    await settle();
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });

  it('when a fact changed (the email verified, another account), then the entry is brought up to date', async () => {
    (await pageLoad()).syncDirectoryEntry({ ...owner, emailVerified: false });
    await settle();
    (await pageLoad()).syncDirectoryEntry(owner);
    await settle();
    (await pageLoad()).syncDirectoryEntry({ ...owner, uid: 'u2' });
    await settle();
    expect(apiRequest).toHaveBeenCalledTimes(3);
  });

  it('when the sync fails, then nothing is remembered and the next page load asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    apiRequest.mockRejectedValueOnce(new Error('offline'));
    (await pageLoad()).syncDirectoryEntry(owner);
    await settle();
    (await pageLoad()).syncDirectoryEntry(owner);
    await settle();
    expect(apiRequest).toHaveBeenCalledTimes(2);
  });
});
