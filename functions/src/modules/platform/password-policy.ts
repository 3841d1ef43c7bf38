import type { PasswordPolicyConfig, ProjectConfigManager } from 'firebase-admin/auth';
import * as logger from 'firebase-functions/logger';
import type { PasswordRules } from '../../contracts/password-rules';
import { superadminMessages } from '../../contracts/superadmin';
import { busy } from '../../core/errors';
import { adminAuth } from '../../core/firebase';

/** The identity provider takes a minimum length of 6 to 30; the settings allow up to 32 (docs/decisions/0109). */
export const PROVIDER_LONGEST_MINIMUM = 30;

/** The project password policy of Firebase Authentication (Identity Platform) that enforces these rules. */
export function providerPasswordPolicy(rules: PasswordRules): PasswordPolicyConfig {
  return {
    enforcementState: 'ENFORCE',
    // Existing passwords keep signing in until they are changed: forcing an upgrade would lock every older account out.
    forceUpgradeOnSignin: false,
    constraints: {
      minLength: Math.min(rules.passwordMinLength, PROVIDER_LONGEST_MINIMUM),
      requireUppercase: rules.requireUppercase,
      requireLowercase: false,
      requireNumeric: rules.requireNumbers,
      requireNonAlphanumeric: rules.requireSpecialChars,
    },
  };
}

/** What the sync needs of the Auth admin: the real project config manager, or a fake in unit tests. */
export type PasswordPolicyTarget = Pick<ProjectConfigManager, 'updateProjectConfig'>;

/**
 * Where the policy goes: the project's Auth config, or nowhere on the Auth emulator, which enforces no password
 * policy and answers a config update without the `name` the admin SDK requires, so the update would fail.
 */
export function passwordPolicyTarget(): PasswordPolicyTarget | undefined {
  return process.env.FIREBASE_AUTH_EMULATOR_HOST ? undefined : adminAuth().projectConfigManager();
}

/**
 * Sets the project's password policy from the saved rules, so a password set anywhere (sign-up, reset on Firebase's
 * action page, a change through the Auth API) is refused by the identity provider itself. A failure is a 503 that
 * says the settings were saved: the next save sets the policy again.
 */
export async function syncPasswordPolicy(
  rules: PasswordRules,
  target: PasswordPolicyTarget | undefined,
): Promise<void> {
  if (!target) {
    logger.info('The password policy is not set on the Auth emulator, which does not enforce one (decision 0109).');
    return;
  }
  try {
    await target.updateProjectConfig({ passwordPolicyConfig: providerPasswordPolicy(rules) });
  } catch (error) {
    logger.error('Firebase Authentication did not take the password policy', error);
    throw busy(5, superadminMessages.passwordPolicyNotSet);
  }
}
