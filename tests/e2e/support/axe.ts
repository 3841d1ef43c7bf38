import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical accessibility violation on the page as it is now; `exclude` leaves out markup that is not
 * ours (a library's), each caller saying why.
 */
export async function expectNoSeriousA11yViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
