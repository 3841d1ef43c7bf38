import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with a `request` fixture whose every call closes its connection. A journey drives the browser
 * for longer than the Hosting emulator's 5-s keep-alive between two API calls, and Playwright's request context
 * would reuse the socket the server is closing: ECONNRESET, a journey that passes only on retry
 * (microsoft/playwright#42698). One fresh connection per call costs a millisecond on loopback.
 */
export const test = base.extend({
  request: async ({ playwright, baseURL }, use) => {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { connection: 'close' } });
    await use(context);
    await context.dispose();
  },
});
