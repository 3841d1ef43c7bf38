import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/test-utils';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));
const firebaseAuth = vi.hoisted(() => ({ sendPasswordResetEmail: vi.fn() }));
vi.mock('firebase/auth', () => firebaseAuth);

const { ForgotPasswordRoute } = await import('@/features/auth/routes/forgot-password-route');

describe('forgot password page', () => {
  beforeEach(() => vi.clearAllMocks());

  it('when the reset email is sent, then it says to check the inbox', async () => {
    firebaseAuth.sendPasswordResetEmail.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordRoute />);
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Check your email for password reset instructions.')).toBeInTheDocument();
    expect(firebaseAuth.sendPasswordResetEmail).toHaveBeenCalledWith(expect.anything(), 'jane@example.com');
  });

  it('when there is no such account, then "No account found with this email address." shows', async () => {
    firebaseAuth.sendPasswordResetEmail.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/user-not-found' }),
    );
    const user = userEvent.setup();
    renderRoute(<ForgotPasswordRoute />);
    await user.type(screen.getByLabelText('Email'), 'ghost@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account found with this email address.');
  });
});
