// The web budgets, measured on the demo data of `npm start`: for each public page and each dashboard screen a business
// uses all day (signed in as its demo account), the JavaScript downloaded (gzip) until the page has loaded, and
// Lighthouse mobile, the median of three runs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../support/chromium';

// Lighthouse's Chrome is launched headless by these flags; Playwright's is headless of itself.
const lighthouseFlags = ['--headless=new', ...chromiumFlags];
const RUNS = 3;

/** A page the bench audits; `account` signs in first (a demo account of the seed, password DEMO_PASSWORD). */
export interface AuditedPage {
  path: string;
  account?: string;
  /**
   * The element that is there once the screen shows (its layout, the figures' placeholders included): its initial
   * JavaScript is what was requested until then. What loads afterwards, when used (charts), is measured apart.
   */
  shownWhen?: string;
}

/** The pages a visitor meets first (the company is a seeded one with photos), then the screens a business runs the day on. */
export const auditedPages: readonly AuditedPage[] = [
  { path: '/' },
  { path: '/marketplace' },
  { path: '/company/demo-company' },
  { path: '/pricing' },
  { path: '/company/dashboard', account: 'company@petnest.demo', shownWhen: 'section[aria-label="Summary"]' },
  { path: '/company/dashboard?section=bookings', account: 'company@petnest.demo' },
  { path: '/pet-owner/dashboard', account: 'owner@petnest.demo' },
];
/** Public pages: the goals of the first-load work (docs/performance.md#budgets). */
export const webBudgets = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 150, cls: 0.05, initialJsKb: 100 };
/** Signed-in screens: a dashboard is opened many times a day on a phone, mostly warm, but must load fast cold too. */
export const signedInBudgets = {
  performance: 90,
  accessibility: 100,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  initialJsKb: 250,
};
export const initialJsBudgetPages: readonly string[] = ['/marketplace', '/company/demo-company', '/company/dashboard'];
export const budgetsOf = (page: AuditedPage) => (page.account ? signedInBudgets : webBudgets);

export interface PageAudit extends AuditedPage {
  initialJsKb: number;
  /** All the JavaScript until the network is idle, when it differs from initialJsKb (what loads when used). */
  idleJsKb?: number;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The runs the medians are taken of, in order. */
  runs: Array<Pick<PageAudit, 'performance' | 'lcpMs' | 'tbtMs'>>;
}

const DEMO_PASSWORD = 'demo1234';

/**
 * Signs in through the sign-in page, as a person does, with "Remember me": Firebase Auth then keeps the session in
 * the profile's storage for every tab (without it, only the signing-in tab has it, and Lighthouse's own tab would be
 * sent to the sign-in page). Then empties the HTTP cache, which keeps what signing in happened to fetch: the next load
 * downloads every file, as a first visit after an update does
 * (docs/decisions/0120-signed-in-audits-load-as-a-first-visit.md).
 */
async function signIn(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 30_000 });
  // What signing in starts (the directory entry's sync) finishes, as it does for a person who stays on the page.
  await page.waitForLoadState('networkidle');
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
}

const gzipKb = (dist: string, scripts: Iterable<string>) => {
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(readFileSync(join(dist, script))).length;
  return Math.round((bytes / 1024) * 10) / 10;
};

/**
 * The JavaScript a page downloads, with an empty HTTP cache (signed in first if it says so): until the screen shows
 * when the page names its element, else until the network is idle; and until the network is idle.
 */
async function javaScriptKb(
  origin: string,
  dist: string,
  audited: AuditedPage,
): Promise<{ initialJsKb: number; idleJsKb: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await (await browser.newContext()).newPage();
    if (audited.account) await signIn(page, origin, audited.account);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    // The page notes when the screen's element appears; the scripts it had asked for by then are its initial ones.
    if (audited.shownWhen)
      await page.addInitScript((selector) => {
        const shown = globalThis as { petnestShownAt?: number };
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          shown.petnestShownAt = performance.now();
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      }, audited.shownWhen);
    await page.goto(`${origin}${audited.path}`, { waitUntil: 'networkidle' });
    const untilShown = await page.evaluate(() => {
      const shownAt = (globalThis as { petnestShownAt?: number }).petnestShownAt ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= shownAt)
        .map((entry) => new URL(entry.name).pathname);
    });
    const initial = audited.shownWhen ? [...scripts].filter((script) => untilShown.includes(script)) : scripts;
    return { initialJsKb: gzipKb(dist, initial), idleJsKb: gzipKb(dist, scripts) };
  } finally {
    await browser.close();
  }
}

async function lighthouseRun(
  origin: string,
  audited: AuditedPage,
): Promise<Omit<PageAudit, 'path' | 'initialJsKb' | 'runs'>> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'petnest-lighthouse-'));
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: lighthouseFlags, userDataDir });
  try {
    if (audited.account) {
      // The same Chrome (and profile) Lighthouse then drives, told to keep its storage: the session stays signed in.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await signIn(page, origin, audited.account);
      await page.close();
    }
    const result = await lighthouse(`${origin}${audited.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      disableStorageReset: Boolean(audited.account),
    });
    const { categories, audits, finalDisplayedUrl } = result!.lhr;
    // A signed-in screen that sent Lighthouse to the sign-in page would be audited as that page.
    const landed = new URL(finalDisplayedUrl);
    if (`${landed.pathname}${landed.search}` !== audited.path)
      throw new Error(`Lighthouse audited ${finalDisplayedUrl} instead of ${audited.path}`);
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureWeb(origin: string, dist: string): Promise<PageAudit[]> {
  const audits: PageAudit[] = [];
  for (const audited of auditedPages) {
    // One run first warms the API function and the emulator caches, as a deployed site is warm for most visitors.
    await lighthouseRun(origin, audited);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(origin, audited));
    const { initialJsKb, idleJsKb } = await javaScriptKb(origin, dist, audited);
    audits.push({
      ...audited,
      initialJsKb,
      ...(idleJsKb !== initialJsKb ? { idleJsKb } : {}),
      performance: median(runs.map((run) => run.performance)),
      accessibility: median(runs.map((run) => run.accessibility)),
      lcpMs: median(runs.map((run) => run.lcpMs)),
      tbtMs: median(runs.map((run) => run.tbtMs)),
      cls: median(runs.map((run) => run.cls)),
      runs: runs.map(({ performance, lcpMs, tbtMs }) => ({ performance, lcpMs, tbtMs })),
    });
  }
  return audits;
}
