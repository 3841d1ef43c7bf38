import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null } }));

const { signUpInputSchema } = await import('@/features/auth/api/sign-up');

const valid = {
  displayName: 'Jane Doe',
  email: 'jane@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  role: 'pet_owner',
  agreeToTerms: true,
} as const;

function messages(values: Record<string, unknown>): string[] {
  const result = signUpInputSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('sign-up validation in order: name, email, passwords, length, terms', () => {
  it('when the form is complete and valid, then it passes with the default role', () => {
    expect(signUpInputSchema.parse(valid)).toMatchObject({ email: 'jane@example.com', role: 'pet_owner' });
  });

  it('when required fields are empty, then only the required messages show, even if later rules also fail', () => {
    expect(
      messages({ ...valid, displayName: ' ', email: '', password: '', confirmPassword: 'x', agreeToTerms: false }),
    ).toEqual(['Full name is required', 'Email is required', 'Password is required']);
  });

  it('when passwords differ and are short and terms are unticked, then "Passwords do not match" comes first', () => {
    expect(messages({ ...valid, password: 'abc', confirmPassword: 'abd', agreeToTerms: false })).toEqual([
      'Passwords do not match',
    ]);
  });

  it('when passwords match but are short and terms are unticked, then the length message comes next', () => {
    expect(messages({ ...valid, password: 'abc', confirmPassword: 'abc', agreeToTerms: false })).toEqual([
      'Password must be at least 6 characters long',
    ]);
  });

  it('when everything else is valid but terms are unticked, then it asks to agree to the terms', () => {
    expect(messages({ ...valid, agreeToTerms: false })).toEqual(['Please agree to the terms and conditions']);
  });

  it('when the role is superadmin, then self sign-up refuses it', () => {
    expect(signUpInputSchema.safeParse({ ...valid, role: 'superadmin' }).success).toBe(false);
  });

  it('when the email has spaces around it, then it is trimmed', () => {
    expect(signUpInputSchema.parse({ ...valid, email: '  jane@example.com ' }).email).toBe('jane@example.com');
  });
});
