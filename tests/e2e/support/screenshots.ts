import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Screenshots of the journeys, for a person to look at: written only when PETNEST_SHOTS_DIR names a folder
 * (`PETNEST_SHOTS_DIR=/tmp/shots npm test -- --only=e2e`), so a normal run spends nothing on them.
 */
const SHOTS = process.env.PETNEST_SHOTS_DIR ?? '';

/** The page as it is now, under `name`; `fullPage: false` keeps to the viewport (what a dialog covers). */
export async function shoot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/**
 * The page at 1280 and 375 px (`name-1280`, `name-375`), then back at the size it had (1280 x 900 for the default
 * desktop). `fullPage: false` keeps each shot to the viewport.
 */
export async function shootBothWidths(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SHOTS) return;
  const before = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // Let the layout settle: the dashboards' sidebar slides out of view when the width drops under 769 px.
    await page.waitForTimeout(500);
    await shoot(page, `${name}-${width}`, { fullPage });
  }
  await page.setViewportSize(before && before.width !== 1280 ? before : { width: 1280, height: 900 });
}
