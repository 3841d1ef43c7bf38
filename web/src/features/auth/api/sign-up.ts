import { useMutation } from '@tanstack/react-query';
import { createUserWithEmailAndPassword, sendEmailVerification, signOut, updateProfile } from 'firebase/auth';
import { z } from 'zod';
import { selfServiceRoles, type SelfServiceRole } from '@contracts/roles';
import { apiRequest } from '@/lib/api-client';
import { auth } from '@/lib/firebase';
import { emailFieldSchema } from '@/features/auth/api/email-schema';
import { storePendingRole } from '@/features/auth/api/pending-role';

export const MIN_PASSWORD_LENGTH = 6;

/** Each check runs only when every earlier one passed, so messages come in the order of docs/product.md#validation. */
const onlyIfValidSoFar = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

export const signUpInputSchema = z
  .object({
    displayName: z.string().trim().min(1, 'Full name is required'),
    email: emailFieldSchema,
    password: z.string().min(1, 'Password is required'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    role: z.enum(selfServiceRoles),
    agreeToTerms: z.boolean(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    ...onlyIfValidSoFar,
  })
  .refine((values) => values.password.length >= MIN_PASSWORD_LENGTH, {
    message: 'Password must be at least 6 characters long',
    path: ['password'],
    ...onlyIfValidSoFar,
  })
  .refine((values) => values.agreeToTerms, {
    message: 'Please agree to the terms and conditions',
    path: ['agreeToTerms'],
    ...onlyIfValidSoFar,
  });

export type SignUpFormValues = z.input<typeof signUpInputSchema>;
export type SignUpInput = z.output<typeof signUpInputSchema>;

/**
 * docs/product.md#sign-up-and-roles: create the account, name it, send the verification email, remember the chosen role as
 * pending, and sign out at once; the role is applied at the first sign-in with a verified email.
 */
export async function signUp(input: SignUpInput): Promise<{ email: string; role: SelfServiceRole }> {
  const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
  storePendingRole(input.role, user.uid);
  try {
    await updateProfile(user, { displayName: input.displayName });
    await sendEmailVerification(user);
    // The directory entry was made before the name was set (the sync on sign-in too): the superadmin finds it by name.
    await apiRequest('/users/me/directory', { method: 'POST', body: {} }).catch((error: unknown) =>
      console.warn('Could not update the user directory entry', error),
    );
  } catch (error) {
    // The account exists: the verification page can resend the email, so this is not a failed sign-up.
    console.error('Profile update or verification email failed after sign-up', error);
  } finally {
    await signOut(auth).catch((error: unknown) => console.error('Sign out after sign-up failed', error));
  }
  return { email: input.email, role: input.role };
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
