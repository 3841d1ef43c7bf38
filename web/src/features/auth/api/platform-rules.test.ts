import { describe, expect, it } from 'vitest';
import { defaultPlatformSettings } from '@contracts/platform-settings';
import type { PlatformStatus } from '@contracts/platform-status';
import { passwordPolicyHint, REGISTRATIONS_CLOSED, signUpIssues } from './platform-rules';

const status = (overrides: Partial<PlatformStatus> = {}): PlatformStatus => ({
  maintenanceMode: false,
  allowNewRegistrations: true,
  allowedDomains: [],
  sessionTimeout: 30,
  passwordPolicy: { passwordMinLength: 8, requireUppercase: true, requireNumbers: true, requireSpecialChars: false },
  ...overrides,
});

describe('the platform sign-up rules', () => {
  it('checks the password policy in order: length, uppercase, number, special character', () => {
    const strict = status({
      passwordPolicy: { ...defaultPlatformSettings.security, passwordMinLength: 10, requireSpecialChars: true },
    });
    const passwordIssue = (password: string) =>
      signUpIssues({ email: 'a@b.co', password }, strict).find((issue) => issue.field === 'password')?.message;
    expect(passwordIssue('Short1!')).toBe('Password must be at least 10 characters long');
    expect(passwordIssue('lowercase1!')).toBe('Password must contain an uppercase letter');
    expect(passwordIssue('Uppercase!!')).toBe('Password must contain a number');
    expect(passwordIssue('Uppercase11')).toBe('Password must contain a special character');
    expect(passwordIssue('Uppercase1!')).toBeUndefined();
    expect(passwordPolicyHint(strict)).toBe(
      'At least 10 characters, with an uppercase letter, a number and a special character.',
    );
  });

  it('refuses emails outside a non-empty domain list and everything while registrations are closed', () => {
    expect(
      signUpIssues({ email: 'jo@Example.org', password: 'Secret123' }, status({ allowedDomains: ['example.org'] })),
    ).toEqual([]);
    expect(
      signUpIssues({ email: 'jo@other.com', password: 'Secret123' }, status({ allowedDomains: ['example.org'] })),
    ).toEqual([{ field: 'email', message: 'Sign-up is open to email addresses at example.org only' }]);
    expect(
      signUpIssues({ email: 'jo@other.com', password: 'Secret123' }, status({ allowNewRegistrations: false })),
    ).toEqual([{ field: 'root', message: REGISTRATIONS_CLOSED }]);
  });
});
