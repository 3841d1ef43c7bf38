// The web budgets of issue 10, measured on the demo data of `npm start`: for each public page, the JavaScript a
// signed-out visitor downloads (gzip) as Chromium loads it, and Lighthouse mobile, the median of three runs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

const chromePath = process.env.PETNEST_CHROMIUM ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const RUNS = 3;

/** The pages a visitor meets first; the company is a seeded one with photos. */
export const auditedPages = ['/', '/marketplace', '/company/demo-company', '/pricing'] as const;
/** Issue 10's goals: the initial JavaScript budget holds for the marketplace and the company page. */
export const webBudgets = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 150, cls: 0.05, initialJsKb: 100 };
export const initialJsBudgetPages: readonly string[] = ['/marketplace', '/company/demo-company'];

export interface PageAudit {
  path: string;
  initialJsKb: number;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function initialJavaScriptKb(origin: string, dist: string, path: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  try {
    const page = await (await browser.newContext()).newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const bytes = [...scripts].reduce((total, script) => total + gzipSync(readFileSync(join(dist, script))).length, 0);
    return Math.round((bytes / 1024) * 10) / 10;
  } finally {
    await browser.close();
  }
}

async function lighthouseRun(url: string): Promise<Omit<PageAudit, 'path' | 'initialJsKb'>> {
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], formFactor: 'mobile' });
    const { categories, audits } = result!.lhr;
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureWeb(origin: string, dist: string): Promise<PageAudit[]> {
  const audits: PageAudit[] = [];
  for (const path of auditedPages) {
    // One run first warms the API function and the emulator caches, as a deployed site is warm for most visitors.
    await lighthouseRun(`${origin}${path}`);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(`${origin}${path}`));
    audits.push({
      path,
      initialJsKb: await initialJavaScriptKb(origin, dist, path),
      performance: median(runs.map((run) => run.performance)),
      accessibility: median(runs.map((run) => run.accessibility)),
      lcpMs: median(runs.map((run) => run.lcpMs)),
      tbtMs: median(runs.map((run) => run.tbtMs)),
      cls: median(runs.map((run) => run.cls)),
    });
  }
  return audits;
}
