/**
 * The identity provider's error codes turned into the texts of docs/product.md#messages-and-timings. The one place that knows
 * Firebase Auth error codes; screens pass the flow they are in.
 */
export type AuthFlow = 'signIn' | 'signUp' | 'resetPassword';

const messages: Record<AuthFlow, { byCode: Record<string, string>; fallback: string }> = {
  signIn: {
    byCode: {
      'auth/user-not-found': 'No account found with this email address.',
      'auth/wrong-password': 'Incorrect password. Please try again.',
      'auth/invalid-email': 'Please enter a valid email address.',
      'auth/too-many-requests': 'Too many failed attempts. Please try again later.',
      // Newer Firebase and the Auth emulator (email enumeration protection) answer invalid-credential for both an
      // unknown email and a wrong password, so the two cannot be told apart: the general text is the honest one.
      'auth/invalid-credential': 'Sign in failed. Please check your credentials and try again.',
      'auth/invalid-login-credentials': 'Sign in failed. Please check your credentials and try again.',
    },
    fallback: 'Sign in failed. Please check your credentials and try again.',
  },
  signUp: {
    byCode: {
      'auth/email-already-in-use': 'An account with this email already exists.',
      'auth/invalid-email': 'Please enter a valid email address.',
      'auth/weak-password': 'Password is too weak. Please choose a stronger password.',
      'auth/password-does-not-meet-requirements': 'Password is too weak. Please choose a stronger password.',
      'auth/operation-not-allowed': 'Sign up is currently disabled. Please contact support.',
    },
    fallback: 'Sign up failed. Please try again.',
  },
  resetPassword: {
    byCode: {
      'auth/user-not-found': 'No account found with this email address.',
      'auth/invalid-email': 'Please enter a valid email address.',
      'auth/too-many-requests': 'Too many requests. Please try again later.',
    },
    fallback: 'Failed to send reset email. Please try again.',
  },
};

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export function authErrorMessage(flow: AuthFlow, error: unknown): string {
  const table = messages[flow];
  const code = errorCode(error);
  return (code && table.byCode[code]) || table.fallback;
}
