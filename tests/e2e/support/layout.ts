import { expect, type Page } from '@playwright/test';

/**
 * Nothing in the page's main content spills out of its box: no element that lets its overflow show is wider inside
 * than its own width (a date running out of its card, a word wider than its column). Scrolling boxes are left alone:
 * their overflow is reachable.
 */
export async function expectNothingSpillsOut(page: Page): Promise<void> {
  const spills = await page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll<HTMLElement>('*'))
      .filter((element) => {
        if (element.closest('svg, [role="tablist"]')) return false;
        const style = getComputedStyle(element);
        if (style.display === 'inline' || style.display === 'contents' || style.position === 'fixed') return false;
        if (style.overflowX !== 'visible') return false;
        return element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: "${element.innerText.slice(0, 40)}"`),
  );
  expect(spills).toEqual([]);
}

/**
 * A tab row wider than the screen shows an arrow on the side with hidden tabs: at first the end's, scrolled to the
 * end the start's; the arrow scrolls the row.
 */
export async function expectTabsShowTheyScroll(page: Page): Promise<void> {
  const list = page.getByRole('tablist').first();
  expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth + 1)).toBe(true);
  const start = page.locator('[data-scroll-hint="start"]');
  const end = page.locator('[data-scroll-hint="end"]');
  await expect(end).toBeVisible();
  await expect(start).toHaveCount(0);
  await end.click();
  await expect(start).toBeVisible();
  await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(end).toHaveCount(0);
  await list.evaluate((element) => element.scrollTo({ left: 0 }));
}
