import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createVerifiedOwner } from './support/auth-emulator';
import { shootBothWidths } from './support/screenshots';
import { signInAs } from './support/session';

test.describe('profile and settings of a pet owner', () => {
  test('when he edits his profiles and settings, then they are saved, and deleting the account signs him out for good', async ({
    page,
  }) => {
    // Two profiles, the settings, axe on two screens and the account's deletion: about 55 s on CI's 2 cores.
    test.setTimeout(120_000);
    const { email, password } = await createVerifiedOwner('settings', 'Sam Settings');
    await signInAs(page, email, password);
    await expect(page).toHaveURL(/\/pet-owner\/dashboard$/);
    // The first dashboard of this browser loads the dashboard's code and a new owner's first API calls: on two busy
    // cores (load 14) that took more than the 10 s of an assertion, so this one wait gets the first load's 30 s.
    await expect(page.getByRole('complementary', { name: 'Pet owner dashboard' })).toContainText('Sam Settings', {
      timeout: 30_000,
    });

    // Dashboard Profile: the owner's one profile form; the message clears after 3 seconds. Its notification
    // choices are the /settings toggles, so the form has none of its own.
    await page.goto('/pet-owner/dashboard?section=profile');
    const profileForm = page.getByRole('form', { name: 'Owner profile' });
    await expect(profileForm.getByRole('checkbox', { name: /notifications/ })).toHaveCount(0);
    await expect(profileForm.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('555-0101');
    await page.getByLabel('Contact name').fill('Robin');
    await page.getByLabel('Relationship').selectOption('Sibling');
    await page.getByRole('radio', { name: 'SMS' }).check();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    const saved = page.getByText('Profile updated successfully!');
    await expect(saved).toBeVisible();
    await expect(saved).toBeHidden({ timeout: 6000 });

    // The avatar menu's Profile opens that same profile, with the value just saved.
    await page.goto('/');
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/pet-owner\/dashboard\?section=profile$/);
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('555-0101');
    await expect(page.getByLabel('Contact name')).toHaveValue('Robin');
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, 'owner-profile-dashboard');

    // /profile's My Profile is the same form with the same data: first and last name make the full name.
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('555-0101');
    await expect(page.getByLabel('First name')).toHaveValue('Sam');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await shootBothWidths(page, 'owner-profile-page');
    await page.getByLabel('Last name').fill('Saver');
    await page.getByLabel('Age').fill('12');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Age must be between 13 and 120')).toBeVisible();
    await page.getByLabel('Age').fill('41');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Sam Saver');
    await page.reload();
    await expect(page.getByLabel('Age')).toHaveValue('41');
    await page.goto('/pet-owner/dashboard?section=profile');
    await expect(page.getByLabel('Relationship')).toHaveValue('Sibling');
    await expect(page.getByRole('radio', { name: 'SMS' })).toBeChecked();
    await expect(page.getByLabel('Last name')).toHaveValue('Saver');
    await expect(page.getByLabel('Age')).toHaveValue('41');

    // /settings: the notification toggles' one home, saved on the user and still there after a reload.
    await page.goto('/settings');
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account' })).toContainText('Pet Owner');
    await page.getByLabel('Email notifications').uncheck();
    await page.getByLabel('SMS notifications').check();
    await page.getByRole('radio', { name: /^Private/ }).check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shootBothWidths(page, 'owner-settings');

    // A profile save afterwards leaves the notification toggles as /settings set them.
    await page.goto('/pet-owner/dashboard?section=profile');
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByLabel('Email notifications')).not.toBeChecked();
    await expect(page.getByLabel('SMS notifications')).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Private/ })).toBeChecked();
    await page.getByRole('button', { name: 'Resend Verification' }).click();
    await expect(page.getByText('Verification email sent!')).toBeVisible();

    // Danger Zone.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await expectNoSeriousA11yViolations(page);
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await signInAs(page, email, password);
    await expect(page.getByRole('alert')).toContainText('No account found with this email address.');
  });

  test('when a company opens /settings, then the Danger Zone says support closes such accounts', async ({ page }) => {
    await signInAs(page, 'company@petnest.demo');
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await page.goto('/settings');
    await expect(page.getByText('Service Provider', { exact: true })).toBeVisible();
    await expect(page.getByText(/Company and administrator accounts are closed by Petnest support/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Account' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
