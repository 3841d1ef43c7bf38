import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { uniqueEmail, userClaims, verifyEmailThroughEmulator } from './support/auth-emulator';
import { signInAs, submitSignUpForm, type SignUpFields } from './support/session';

async function signUp(page: Page, fields: SignUpFields) {
  await page.goto('/signup');
  await submitSignUpForm(page, fields);
}

test.describe('signing up, verifying and signing in', () => {
  test('when an owner signs up, verifies and signs in, then he lands on the owner dashboard as pet_owner', async ({
    page,
  }) => {
    const email = uniqueEmail('owner');
    await signUp(page, { name: 'Nora Owner', email, accountType: 'Pet Owner' });
    await expect(page).toHaveURL(/\/email-verification\?/);
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    expect(new URL(page.url()).searchParams.get('role')).toBe('pet_owner');
    await expect(page.getByText(email)).toBeVisible();

    await verifyEmailThroughEmulator(email);
    await signInAs(page, email, 'Secret123');
    await expect(page).toHaveURL(/\/pet-owner\/dashboard$/);
    expect(await userClaims(email)).toEqual({ role: 'pet_owner' });
  });

  test('when a provider signs up from /signup?type=company, then Service Provider is preselected and he lands on the company dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('provider');
    await page.goto('/signup?type=company');
    await expect(page.getByRole('radio', { name: /Service Provider/ })).toBeChecked();
    await signUp(page, { name: 'Pat Provider', email, accountType: 'Service Provider' });
    await expect(page).toHaveURL(/role=pet_company/);

    await verifyEmailThroughEmulator(email);
    await signInAs(page, email, 'Secret123');
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    expect(await userClaims(email)).toEqual({ role: 'pet_company' });
  });

  test('when an unverified user signs in, then he is asked to verify and no role is applied', async ({ page }) => {
    const email = uniqueEmail('unverified');
    await signUp(page, { name: 'Uma Unverified', email, accountType: 'Service Provider' });
    await expect(page).toHaveURL(/\/email-verification/);
    await signInAs(page, email, 'Secret123');
    await expect(page.getByRole('alert')).toContainText('Please verify your email address before signing in.');
    await expect(page).toHaveURL(/\/signin/);
    expect(await userClaims(email)).toEqual({});
  });

  test('when the sign-up form is incomplete, then the spec messages appear in order', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Short Pass');
    await page.getByLabel('Email').fill(uniqueEmail('short'));
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abd');
    await page.getByRole('checkbox', { name: /terms/i }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  });

  test('when the password is wrong, then the sign-in error text is shown', async ({ page }) => {
    await signInAs(page, 'owner@petnest.demo', 'wrong-password');
    await expect(page.getByRole('alert')).toContainText('Incorrect password. Please try again.');
    await expect(page).toHaveURL(/\/signin/);
  });

  test('when the email has no account, then the sign-in error text says so', async ({ page }) => {
    await signInAs(page, uniqueEmail('nobody'), 'whatever1');
    await expect(page.getByRole('alert')).toContainText('No account found with this email address.');
  });

  test('when a user asks for a password reset, then the spec confirmation is shown', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('owner@petnest.demo');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check your email for password reset instructions.')).toBeVisible();
  });
});

test.describe('demo accounts', () => {
  for (const [button, email, landing] of [
    ['Demo Pet Owner', 'owner@petnest.demo', /\/pet-owner\/dashboard$/],
    ['Demo Company', 'company@petnest.demo', /\/company\/dashboard$/],
    ['Demo Admin', 'admin@petnest.demo', /\/admin\/dashboard$/],
  ] as const) {
    test(`when "${button}" is pressed and the form sent, then the demo user lands on his route`, async ({ page }) => {
      await page.goto('/signin');
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('demo1234');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(landing);
    });
  }
});
