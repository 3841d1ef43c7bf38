import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { expectNoSeriousA11yViolations } from './support/axe';
import { shoot } from './support/screenshots';
import { signInAs } from './support/session';

async function noHorizontalOverflow(page: Page) {
  // The elements that reach past the right edge, named, so a failure says which one.
  const offenders = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter(
        (element) =>
          element.getBoundingClientRect().right > window.innerWidth + 1 &&
          getComputedStyle(element).position !== 'fixed',
      )
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    offenders.join(', '),
  ).toBe(0);
}

async function openSettings(page: Page) {
  await signInAs(page, 'admin@petnest.demo');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/dashboard?section=settings');
  await expect(page.getByRole('heading', { name: 'System Settings' })).toBeVisible();
}

async function exportAs(page: Page, type: string, format: 'PDF' | 'Excel' | 'CSV'): Promise<Download> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Data' });
  await dialog.getByLabel('Export type').selectOption(type);
  await dialog.getByRole('radio', { name: format, exact: true }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  await expect(dialog).toBeHidden();
  return download;
}

async function contentOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

test.describe('the superadmin settings', () => {
  test('when the admin opens the settings, then every tab shows words, not codes, and fits a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSettings(page);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'settings-1280');
    // Every setting on screen acts: none says "Recorded only", and selects show words, not codes.
    await expect(page.getByText('Recorded only')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByLabel('Minimum password length (characters)')).toBeVisible();
    await expect(page.getByLabel('Max login attempts (attempts)')).toHaveCount(0);
    await shoot(page, 'settings-security-1280');
    await page.getByRole('tab', { name: 'Integrations' }).click();
    await expect(page.getByText('Google Cloud Storage (Firebase)')).toBeVisible();
    await expect(page.getByText('google-cloud', { exact: true })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Maintenance' }).click();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'settings-maintenance-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'settings-375');
    await noHorizontalOverflow(page);
  });

  test('when the admin exports CSV, Excel and PDF, then each file opens', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'admin@petnest.demo');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/dashboard?section=analytics&timeframe=1year');
    await expect(
      page.getByRole('region', { name: 'Key Performance Indicators' }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'analytics-1280');

    const csv = await exportAs(page, 'users', 'CSV');
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const parsed = Papa.parse<string[]>((await contentOf(csv)).toString('utf8').replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.length).toBeGreaterThan(1);

    const excel = await exportAs(page, 'companies', 'Excel');
    expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await contentOf(excel)) as unknown as ArrayBuffer);
    expect(workbook.worksheets.length).toBeGreaterThan(0);
    expect(workbook.worksheets[0].rowCount).toBeGreaterThan(1);

    const pdf = await exportAs(page, 'summary', 'PDF');
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await contentOf(pdf)).subarray(0, 4).toString('latin1')).toBe('%PDF');

    await page.getByRole('button', { name: 'Summary Report' }).click();
    await expect(page.getByText(/^Report generated successfully! Generated at: /)).toBeVisible();
    await page.getByRole('button', { name: 'View report' }).click();
    await expect(page.getByRole('dialog').getByRole('table').first()).toBeVisible();
    await shoot(page, 'report-1280');
    await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).click();

    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'analytics-375');
    await noHorizontalOverflow(page);
  });
});
