import { useMutation } from '@tanstack/react-query';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  sendEmailVerification,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { z } from 'zod';
import type { Role } from '@contracts/roles';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { auth } from '@/lib/firebase';
import { useSession } from '@/lib/session';
import { emailFieldSchema } from '@/features/auth/api/email-schema';
import { clearPendingRole, readPendingRole } from '@/features/auth/api/pending-role';
import { setRole } from '@/features/auth/api/set-role';

/** docs/product.md#sign-up-and-roles: wait 500 ms after setting a role before reading it from the token. */
export const ROLE_SETTLE_DELAY_MS = 500;

export const signInInputSchema = z.object({
  email: emailFieldSchema,
  password: z.string().min(1, 'Password is required'),
  rememberMe: z.boolean(),
});
export type SignInFormValues = z.input<typeof signInInputSchema>;
export type SignInInput = z.output<typeof signInInputSchema>;

/** Thrown when the pending role could not be applied; carries the text to show. */
export class RoleSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RoleSetupError';
  }
}

export type SignInOutcome = { kind: 'unverified' } | { kind: 'signedIn'; role: Role | null };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the role chosen at sign-up to the server once, then refreshes the token so the claim is in it. */
async function applyPendingRole(user: User): Promise<void> {
  const pending = readPendingRole(user.uid);
  if (!pending) return;
  const token = await user.getIdTokenResult();
  if (typeof token.claims.role === 'string') {
    clearPendingRole(user.uid);
    return;
  }
  try {
    await setRole(pending);
  } catch (error) {
    // Set once already (another tab, or a retry): the claim is there, so carry on as if we had just set it.
    if (!(error instanceof ApiError && error.code === 'ROLE_ALREADY_SET')) {
      if (error instanceof ApiError && error.code === 'ROLE_NOT_ALLOWED') clearPendingRole(user.uid);
      throw new RoleSetupError(apiErrorMessage(error, 'Failed to set user role'));
    }
  }
  await user.getIdToken(true);
  await delay(ROLE_SETTLE_DELAY_MS);
  clearPendingRole(user.uid);
}

/**
 * docs/product.md#sign-up-and-roles, with "Remember me" made real: local persistence keeps the session across browser
 * restarts, session persistence ends it with the tab. An unverified user is signed out again and keeps his
 * pending role for later.
 */
export async function signInWithPassword(input: SignInInput): Promise<{ kind: 'unverified' } | { kind: 'verified' }> {
  await setPersistence(auth, input.rememberMe ? browserLocalPersistence : browserSessionPersistence);
  const { user } = await signInWithEmailAndPassword(auth, input.email, input.password);
  if (!user.emailVerified) {
    await signOut(auth);
    return { kind: 'unverified' };
  }
  try {
    await applyPendingRole(user);
  } catch (error) {
    // Signed out, so that a new sign-in retries with the pending role still stored.
    await signOut(auth).catch(() => undefined);
    throw error;
  }
  return { kind: 'verified' };
}

/** Sign-in plus the session's view of the role, read from the (now fresh) token claims. */
export function useSignIn() {
  const { refreshRole } = useSession();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<SignInOutcome> => {
      const result = await signInWithPassword(input);
      if (result.kind === 'unverified') return result;
      return { kind: 'signedIn', role: await refreshRole() };
    },
  });
}

/**
 * The user is signed out while unverified, so a resend has to sign in again with the password, send the email
 * and sign out (the caller chooses the texts of docs/product.md#messages-and-timings).
 */
export async function resendVerificationEmail(email: string, password: string): Promise<void> {
  await setPersistence(auth, browserSessionPersistence);
  try {
    const { user } = await signInWithEmailAndPassword(auth, email, password);
    if (!user.emailVerified) await sendEmailVerification(user);
  } finally {
    await signOut(auth).catch(() => undefined);
  }
}

export function useResendVerification() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => resendVerificationEmail(email, password),
  });
}
