import { useMutation } from '@tanstack/react-query';
import { sendPasswordResetEmail } from 'firebase/auth';
import { z } from 'zod';
import { auth } from '@/lib/firebase';
import { emailFieldSchema } from '@/features/auth/api/email-schema';

export const resetPasswordInputSchema = z.object({ email: emailFieldSchema });
export type ResetPasswordFormValues = z.input<typeof resetPasswordInputSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordInputSchema>;

export function useResetPassword() {
  return useMutation({ mutationFn: ({ email }: ResetPasswordInput) => sendPasswordResetEmail(auth, email) });
}
