import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/support/chromium';

// Browser journeys against the Hosting emulator of `npm test` (never a downloaded browser: Debian's Chromium).
const baseURL = process.env.PETNEST_HOSTING_ORIGIN ?? 'http://127.0.0.1:15000';
const PLATFORM_WIDE = /maintenance\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per port offset: two runs side by side (PETNEST_TEST_PORT_OFFSET) would otherwise delete each other's traces.
  outputDir: `test-results/${process.env.PETNEST_TEST_PORT_OFFSET ?? 'default'}`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The app honours reduced motion (global.css): no spinner or skeleton repaints at 60 frames a second while a
    // journey waits, which on two busy cores is work taken from the journeys themselves.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: PLATFORM_WIDE },
    // Specs that switch platform-wide settings (maintenance mode) run after every other journey, so no journey of
    // the other worker meets the maintenance page halfway.
    {
      name: 'platform-wide',
      use: { ...devices['Desktop Chrome'] },
      testMatch: PLATFORM_WIDE,
      dependencies: ['chromium'],
    },
  ],
});
