import { expect, type Page } from '@playwright/test';

/**
 * Adds a dog service with the form's other defaults through the Services section's Add Service dialog, and waits
 * for its card. `beforeSave` runs while the filled dialog is open (an axe check, for instance).
 */
export async function addServiceThroughDialog(
  page: Page,
  name: string,
  { price = 35, beforeSave }: { price?: number; beforeSave?: () => Promise<void> } = {},
): Promise<void> {
  await page.getByRole('button', { name: 'Add Service' }).click();
  const form = page.getByRole('dialog', { name: 'Add Service' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('A warm bath and a brush-out.');
  await form.getByLabel('Price (USD)').fill(String(price));
  await form.getByRole('checkbox', { name: 'Dog' }).check();
  await beforeSave?.();
  await form.getByRole('button', { name: 'Add Service' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();
}
