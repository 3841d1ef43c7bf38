import * as logger from 'firebase-functions/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PasswordRules } from '../../contracts/password-rules';
import { AppError } from '../../core/errors';
import {
  passwordPolicyTarget,
  providerPasswordPolicy,
  syncPasswordPolicy,
  type PasswordPolicyTarget,
} from './password-policy';

vi.mock('firebase-functions/logger', () => ({ error: vi.fn(), info: vi.fn() }));

const rules: PasswordRules = {
  passwordMinLength: 8,
  requireUppercase: true,
  requireNumbers: true,
  requireSpecialChars: false,
};

describe('providerPasswordPolicy', () => {
  it('enforces each rule as the constraint of the same meaning, and lets existing passwords sign in', () => {
    expect(providerPasswordPolicy(rules)).toEqual({
      enforcementState: 'ENFORCE',
      forceUpgradeOnSignin: false,
      constraints: {
        minLength: 8,
        requireUppercase: true,
        requireLowercase: false,
        requireNumeric: true,
        requireNonAlphanumeric: false,
      },
    });
    expect(
      providerPasswordPolicy({
        passwordMinLength: 6,
        requireUppercase: false,
        requireNumbers: false,
        requireSpecialChars: true,
      }).constraints,
    ).toMatchObject({ minLength: 6, requireUppercase: false, requireNumeric: false, requireNonAlphanumeric: true });
  });

  it('when the minimum is above the 30 the provider takes, then 30', () => {
    expect(providerPasswordPolicy({ ...rules, passwordMinLength: 30 }).constraints?.minLength).toBe(30);
    expect(providerPasswordPolicy({ ...rules, passwordMinLength: 32 }).constraints?.minLength).toBe(30);
  });
});

describe('syncPasswordPolicy', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('on the Auth emulator, then no target: the sync says why and sets nothing', async () => {
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
    expect(passwordPolicyTarget()).toBeUndefined();
    await syncPasswordPolicy(rules, undefined);
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('not set on the Auth emulator'));
  });

  it('sets the project password policy from the rules', async () => {
    const target = { updateProjectConfig: vi.fn().mockResolvedValue({}) };
    await syncPasswordPolicy(rules, target as unknown as PasswordPolicyTarget);
    expect(target.updateProjectConfig).toHaveBeenCalledExactlyOnceWith({
      passwordPolicyConfig: providerPasswordPolicy(rules),
    });
  });

  it('when the provider refuses, then 503 saying the settings were saved and to save again', async () => {
    const target = { updateProjectConfig: vi.fn().mockRejectedValue(new Error('CONFIGURATION_NOT_FOUND')) };
    const failure = await syncPasswordPolicy(rules, target as unknown as PasswordPolicyTarget).catch((error) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: 'BUSY',
      status: 503,
      retryAfterSeconds: 5,
      message:
        'The settings were saved, but Firebase Authentication did not take the password rules. Save again to apply them.',
    });
  });
});
