import { useMutation } from '@tanstack/react-query';
import { sendEmailVerification } from 'firebase/auth';
import { auth } from '@/lib/firebase';

/** Sends the verification email again to the signed-in user (Firebase Auth). */
export async function resendVerification(): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('No authenticated user');
  await sendEmailVerification(user);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
