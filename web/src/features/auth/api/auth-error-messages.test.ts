import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '@/features/auth/api/auth-error-messages';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'No account found with this email address.'],
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later.'],
    ['auth/invalid-credential', 'Sign in failed. Please check your credentials and try again.'],
    ['auth/user-disabled', 'Sign in failed. Please check your credentials and try again.'],
  ])('when sign-in fails with %s, then it says "%s"', (code, message) => {
    expect(authErrorMessage('signIn', firebaseError(code))).toBe(message);
  });

  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/weak-password', 'Password is too weak. Please choose a stronger password.'],
    ['auth/operation-not-allowed', 'Sign up is currently disabled. Please contact support.'],
    ['auth/network-request-failed', 'Sign up failed. Please try again.'],
  ])('when sign-up fails with %s, then it says "%s"', (code, message) => {
    expect(authErrorMessage('signUp', firebaseError(code))).toBe(message);
  });

  it.each([
    ['auth/user-not-found', 'No account found with this email address.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
    ['auth/too-many-requests', 'Too many requests. Please try again later.'],
    ['auth/internal-error', 'Failed to send reset email. Please try again.'],
  ])('when a password reset fails with %s, then it says "%s"', (code, message) => {
    expect(authErrorMessage('resetPassword', firebaseError(code))).toBe(message);
  });

  it('when the error has no code at all, then each flow gives its general text', () => {
    expect(authErrorMessage('signIn', new Error('boom'))).toBe(
      'Sign in failed. Please check your credentials and try again.',
    );
    expect(authErrorMessage('signUp', 'boom')).toBe('Sign up failed. Please try again.');
    expect(authErrorMessage('resetPassword', null)).toBe('Failed to send reset email. Please try again.');
  });
});
