// The web budgets: initial JavaScript of /marketplace (gzip) as Chromium loads it, and Lighthouse mobile scores.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

const chromePath = process.env.PETNEST_CHROMIUM ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function initialJavaScriptKb(origin: string, dist: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const page = await (await browser.newContext()).newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${origin}/marketplace`, { waitUntil: 'networkidle' });
  await browser.close();
  const bytes = [...scripts].reduce((total, path) => total + gzipSync(readFileSync(join(dist, path))).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

async function lighthouseScores(url: string): Promise<{ performance: number; accessibility: number }> {
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], formFactor: 'mobile' });
    const categories = result!.lhr.categories;
    return { performance: Math.round((categories.performance.score ?? 0) * 100), accessibility: Math.round((categories.accessibility.score ?? 0) * 100) };
  } finally {
    chrome.kill();
  }
}

export async function measureWeb(origin: string, dist: string) {
  const initialJsKb = await initialJavaScriptKb(origin, dist);
  const lighthouse = [];
  for (const path of ['/', '/marketplace', '/company/bench-company-0']) lighthouse.push({ path, ...(await lighthouseScores(`${origin}${path}`)) });
  return { initialJsKb, lighthouse };
}
