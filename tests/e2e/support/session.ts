import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedOwner, idTokenFor } from './auth-emulator';

export const DEMO_PASSWORD = 'demo1234';

export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  // The first API call on fresh emulators loads the function; take that wait here, not inside a timed expectation.
  await page.request.get('/api/health');
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * A new verified owner with one dog (made through the API), signed in on `page` at his dashboard; his sign-in. His
 * email starts with his name ("Sam Saver": sam-saver.<time>.<n>@example.test).
 */
export async function signInAsNewOwnerWithDog(
  page: Page,
  request: APIRequestContext,
  ownerName: string,
  dog: { name: string; breed: string },
): Promise<{ email: string; password: string }> {
  const { email, password } = await createVerifiedOwner(ownerName.toLowerCase().replaceAll(' ', '-'), ownerName);
  const pet = await request.post('/api/pet-owners/pets', {
    headers: { authorization: `Bearer ${await idTokenFor(email, password)}` },
    data: { name: dog.name, type: 'Dog', breed: dog.breed },
  });
  expect(pet.status(), await pet.text()).toBe(201);
  await signInAs(page, email, password);
  await expect(page).toHaveURL(/\/pet-owner\/dashboard$/);
  return { email, password };
}

export async function openProfileMenu(page: Page): Promise<void> {
  // Right after signing in the URL is already the dashboard's while the sign-in page (whose header has a profile
  // menu too) stays on screen until the dashboard's code has loaded; a menu opened there vanishes with that page.
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /profile menu for/i })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export interface SignUpFields {
  name: string;
  email: string;
  accountType: 'Pet Owner' | 'Service Provider';
  password?: string;
}

/** Fills the sign-up form on the page, accepts the terms (Create Account waits for them) and sends it. */
export async function submitSignUpForm(
  page: Page,
  { name, email, accountType, password = 'Secret123' }: SignUpFields,
): Promise<void> {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('radio', { name: new RegExp(accountType) }).check();
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await submit.click();
}
