import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/test-utils';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));

const firebaseAuth = vi.hoisted(() => ({
  browserLocalPersistence: {},
  browserSessionPersistence: {},
  setPersistence: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('firebase/auth', () => firebaseAuth);

const { EmailVerificationRoute } = await import('@/features/auth/routes/email-verification-route');

function renderPage(search = '?email=jane%40example.com&role=pet_company') {
  return renderRoute(<EmailVerificationRoute />, {
    path: '/email-verification',
    initialEntry: `/email-verification${search}`,
  });
}

describe('email verification page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    firebaseAuth.setPersistence.mockResolvedValue(undefined);
    firebaseAuth.signOut.mockResolvedValue(undefined);
  });

  it('when opened from sign-up, then it shows the address, stores the pending role and links back to sign in', () => {
    renderPage();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(sessionStorage.getItem('pendingRole')).toBe('pet_company');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('when the role in the query is not one a user may choose, then nothing is stored', () => {
    renderPage('?email=x%40example.com&role=superadmin');
    expect(sessionStorage.getItem('pendingRole')).toBeNull();
  });

  it('when Resend Email succeeds, then it signs in briefly, sends the email, signs out and says so', async () => {
    const account = { emailVerified: false };
    firebaseAuth.signInWithEmailAndPassword.mockResolvedValue({ user: account });
    firebaseAuth.sendEmailVerification.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Verification email sent again! Please check your inbox.')).toBeInTheDocument();
    expect(firebaseAuth.signInWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'jane@example.com',
      'secret1',
    );
    expect(firebaseAuth.sendEmailVerification).toHaveBeenCalledWith(account);
    expect(firebaseAuth.signOut).toHaveBeenCalled();
  });

  it('when Resend Email fails, then the failure text shows', async () => {
    firebaseAuth.signInWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/too-many-requests' }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to resend verification email. Please try again.',
    );
  });
});
