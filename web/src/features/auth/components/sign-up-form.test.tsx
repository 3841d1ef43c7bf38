import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPlatformSettings } from '@contracts/platform-settings';
import type { PlatformStatus } from '@contracts/platform-status';
import { fetchRoutes, ok } from '@/testing/fetch-routes';
import { renderRoute } from '@/testing/test-utils';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));

const firebaseAuth = vi.hoisted(() => ({
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
  sendEmailVerification: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('firebase/auth', () => firebaseAuth);

const { SignUpRoute } = await import('@/features/auth/routes/sign-up-route');

function renderSignUp(entry = '/signup') {
  return renderRoute(<SignUpRoute />, {
    path: '/signup',
    initialEntry: entry,
    extraRoutes: [{ path: '/email-verification', element: <p>verification page</p> }],
  });
}

describe('sign-up form', () => {
  afterEach(() => vi.unstubAllGlobals());
  beforeEach(() => {
    vi.clearAllMocks();
    firebaseAuth.createUserWithEmailAndPassword.mockResolvedValue({ user: { uid: 'new-uid' } });
    firebaseAuth.updateProfile.mockResolvedValue(undefined);
    firebaseAuth.sendEmailVerification.mockResolvedValue(undefined);
    firebaseAuth.signOut.mockResolvedValue(undefined);
  });

  it('when opened, then Pet Owner is chosen and Create Account waits for the terms box', async () => {
    const user = userEvent.setup();
    renderSignUp();
    expect(screen.getByRole('radio', { name: 'Pet Owner' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pet Owner' })).toHaveAccessibleDescription('Find and book pet services');
    expect(screen.getByRole('radio', { name: 'Service Provider' })).toHaveAccessibleDescription('Offer pet services');
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }));
    expect(submit).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('when opened as /signup?type=company, then Service Provider is preselected', () => {
    renderSignUp('/signup?type=company');
    expect(screen.getByRole('radio', { name: 'Service Provider' })).toBeChecked();
  });

  it('when the passwords differ, then "Passwords do not match" shows under the confirmation and nothing is created', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.type(screen.getByLabelText('Full Name'), 'Jane Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm Password'), 'abcd');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.queryByText('Password must be at least 6 characters long')).not.toBeInTheDocument();
    expect(firebaseAuth.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('when the form is valid, then it creates the account, stores the pending role, signs out and goes to verification', async () => {
    const user = userEvent.setup();
    const { router } = renderSignUp('/signup?type=company');
    await user.type(screen.getByLabelText('Full Name'), 'Happy Tails');
    await user.type(screen.getByLabelText('Email'), 'tails@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('verification page')).toBeInTheDocument();
    expect(firebaseAuth.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'tails@example.com',
      'secret1',
    );
    expect(firebaseAuth.updateProfile).toHaveBeenCalledWith({ uid: 'new-uid' }, { displayName: 'Happy Tails' });
    expect(firebaseAuth.sendEmailVerification).toHaveBeenCalled();
    expect(firebaseAuth.signOut).toHaveBeenCalled();
    expect(sessionStorage.getItem('pendingRole')).toBe('pet_company');
    expect(localStorage.getItem('pendingRole:new-uid')).toBe('pet_company');
    expect(router.state.location.pathname).toBe('/email-verification');
    expect(router.state.location.search).toBe('?email=tails%40example.com&role=pet_company');
  });

  it('when the email is taken, then the spec text for it is shown', async () => {
    firebaseAuth.createUserWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/email-already-in-use' }),
    );
    const user = userEvent.setup();
    renderSignUp();
    await user.type(screen.getByLabelText('Full Name'), 'Jane');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });

  it("when the platform's password rules are loaded, then the hint states them and a password that breaks one is refused before anything is created", async () => {
    const strict: PlatformStatus = {
      maintenanceMode: false,
      allowNewRegistrations: true,
      allowedDomains: [],
      sessionTimeout: 30,
      passwordPolicy: { ...defaultPlatformSettings.security, passwordMinLength: 10, requireSpecialChars: true },
    };
    fetchRoutes([{ path: '/api/platform/status', respond: ok(strict) }]);
    const user = userEvent.setup();
    renderSignUp();
    const password = screen.getByLabelText('Password');
    expect(
      await screen.findByText('At least 10 characters, with an uppercase letter, a number and a special character.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Jane Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    // A hyphen is not among the special characters Firebase Authentication's policy counts.
    await user.type(password, 'Secret1234-');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret1234-');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must contain a special character')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Password must contain a special character'));
    expect(firebaseAuth.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });
});
