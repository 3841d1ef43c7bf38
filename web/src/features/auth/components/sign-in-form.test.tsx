import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, jsonResponse, renderRoute } from '@/testing/test-utils';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));

const firebaseAuth = vi.hoisted(() => ({
  browserLocalPersistence: { type: 'LOCAL' },
  browserSessionPersistence: { type: 'SESSION' },
  setPersistence: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('firebase/auth', () => firebaseAuth);

// Emulator builds show the demo accounts; the flag is read when the form module loads.
vi.stubEnv('VITE_AUTH_EMULATOR_URL', 'http://127.0.0.1:9099');
const { SignInRoute } = await import('@/features/auth/routes/sign-in-route');

const fetchMock = vi.fn<typeof fetch>();

function signedInUser({ verified = true, role }: { verified?: boolean; role?: string } = {}) {
  return {
    uid: 'uid-1',
    emailVerified: verified,
    getIdTokenResult: vi.fn(async () => ({ claims: role ? { role } : {} })),
    getIdToken: vi.fn(async () => 'token'),
  };
}

function renderSignIn(refreshedRole: 'pet_owner' | 'pet_company' | 'superadmin' = 'pet_owner') {
  const session = { ...fakeSession(), refreshRole: vi.fn(async () => refreshedRole) };
  const result = renderRoute(<SignInRoute />, {
    path: '/signin',
    session,
    extraRoutes: [
      { path: '/pet-owner/dashboard', element: <p>owner landing</p> },
      { path: '/company/dashboard', element: <p>company landing</p> },
      { path: '/admin/dashboard', element: <p>admin landing</p> },
    ],
  });
  return { ...result, session };
}

async function fillAndSubmit(email = 'jane@example.com', password = 'secret1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('sign-in form', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    firebaseAuth.setPersistence.mockResolvedValue(undefined);
    firebaseAuth.signOut.mockResolvedValue(undefined);
    firebaseAuth.sendEmailVerification.mockResolvedValue(undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when a demo button is pressed, then the demo credentials are filled in', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Demo Company' }));
    expect(screen.getByLabelText('Email')).toHaveValue('company@petnest.demo');
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
    await user.click(screen.getByRole('button', { name: 'Demo Pet Owner' }));
    expect(screen.getByLabelText('Email')).toHaveValue('owner@petnest.demo');
    await user.click(screen.getByRole('button', { name: 'Demo Admin' }));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@petnest.demo');
  });

  it('when fields are empty, then both are required and Firebase is not called', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(firebaseAuth.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('when Remember me is ticked, then local persistence is used; otherwise session persistence', async () => {
    firebaseAuth.signInWithEmailAndPassword.mockResolvedValue({ user: signedInUser({ role: 'pet_owner' }) });
    renderSignIn();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit();
    expect(await screen.findByText('owner landing')).toBeInTheDocument();
    expect(firebaseAuth.setPersistence).toHaveBeenCalledWith(expect.anything(), firebaseAuth.browserLocalPersistence);
  });

  it('when the credentials are wrong, then "Sign in failed" with the advice to check the credentials shows', async () => {
    firebaseAuth.signInWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/invalid-credential' }),
    );
    renderSignIn();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign in failed. Please check your credentials and try again.',
    );
    expect(firebaseAuth.setPersistence).toHaveBeenCalledWith(expect.anything(), firebaseAuth.browserSessionPersistence);
  });

  it('when the email is not verified, then the user is signed out, warned, and the pending role is kept', async () => {
    localStorage.setItem('pendingRole:uid-1', 'pet_company');
    firebaseAuth.signInWithEmailAndPassword.mockResolvedValue({ user: signedInUser({ verified: false }) });
    renderSignIn();
    const user = await fillAndSubmit();
    expect(await screen.findByText('Please verify your email address before signing in.')).toBeInTheDocument();
    expect(firebaseAuth.signOut).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('pendingRole:uid-1')).toBe('pet_company');

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent again! Please check your inbox.')).toBeInTheDocument();
    expect(firebaseAuth.sendEmailVerification).toHaveBeenCalled();
  });

  it('when verified with a pending role and no claim, then it sets the role, refreshes the token, clears the markers and lands', async () => {
    localStorage.setItem('pendingRole:uid-1', 'pet_company');
    sessionStorage.setItem('pendingRole', 'pet_company');
    const account = signedInUser();
    firebaseAuth.signInWithEmailAndPassword.mockResolvedValue({ user: account });
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, data: { role: 'pet_company' }, message: 'Welcome!' }),
    );
    const { session } = renderSignIn('pet_company');
    await fillAndSubmit();

    expect(await screen.findByText('company landing', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/setRole',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ role: 'pet_company' }) }),
    );
    expect(account.getIdToken).toHaveBeenCalledWith(true);
    expect(session.refreshRole).toHaveBeenCalled();
    expect(localStorage.getItem('pendingRole:uid-1')).toBeNull();
    expect(sessionStorage.getItem('pendingRole')).toBeNull();
  });

  it('when setting the role fails without a message, then "Failed to set user role" shows and the user is signed out', async () => {
    sessionStorage.setItem('pendingRole', 'pet_company');
    firebaseAuth.signInWithEmailAndPassword.mockResolvedValue({ user: signedInUser() });
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    renderSignIn();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to set user role');
    await waitFor(() => expect(firebaseAuth.signOut).toHaveBeenCalled());
    expect(sessionStorage.getItem('pendingRole')).toBe('pet_company');
  });

  it('when setting the role fails with a server message, then that message shows', async () => {
    sessionStorage.setItem('pendingRole', 'pet_company');
    firebaseAuth.signInWithEmailAndPassword.mockResolvedValue({ user: signedInUser() });
    fetchMock.mockResolvedValue(
      jsonResponse(403, { success: false, code: 'REGISTRATIONS_CLOSED', message: 'New registrations are closed.' }),
    );
    renderSignIn();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('New registrations are closed.');
  });

  it('when the token already has a role, then no role is sent and the markers are cleared', async () => {
    sessionStorage.setItem('pendingRole', 'pet_company');
    firebaseAuth.signInWithEmailAndPassword.mockResolvedValue({ user: signedInUser({ role: 'superadmin' }) });
    renderSignIn('superadmin');
    await fillAndSubmit();
    expect(await screen.findByText('admin landing')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('pendingRole')).toBeNull();
  });
});
