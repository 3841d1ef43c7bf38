import type { z } from 'zod';
import { securitySettingsSchema, type PlatformSettings } from './platform-settings';

/** The superadmin's password rules (Settings > Security): what every password set in Petnest must meet. */
export const passwordRulesSchema = securitySettingsSchema.pick({
  passwordMinLength: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSpecialChars: true,
});
export type PasswordRules = z.infer<typeof passwordRulesSchema>;

/**
 * The characters Firebase Authentication's password policy counts as non-alphanumeric
 * (https://cloud.google.com/identity-platform/docs/password-policy): the same set here, so the forms and the
 * identity provider never disagree on a password.
 */
export const SPECIAL_CHARACTERS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`';

export function passwordRulesOf(security: PlatformSettings['security']): PasswordRules {
  return {
    passwordMinLength: security.passwordMinLength,
    requireUppercase: security.requireUppercase,
    requireNumbers: security.requireNumbers,
    requireSpecialChars: security.requireSpecialChars,
  };
}

/**
 * The first rule the password breaks, as the message the field shows, in the order length, uppercase, number,
 * special character; undefined when it meets them all. Letters and digits are ASCII, as the identity provider counts.
 */
export function passwordRuleBroken(password: string, rules: PasswordRules): string | undefined {
  if (password.length < rules.passwordMinLength) {
    return `Password must be at least ${rules.passwordMinLength} characters long`;
  }
  if (rules.requireUppercase && !/[A-Z]/.test(password)) return 'Password must contain an uppercase letter';
  if (rules.requireNumbers && !/[0-9]/.test(password)) return 'Password must contain a number';
  if (rules.requireSpecialChars && ![...password].some((character) => SPECIAL_CHARACTERS.includes(character))) {
    return 'Password must contain a special character';
  }
  return undefined;
}

/** The rules as one line for the field's hint: "At least 8 characters, with an uppercase letter and a number." */
export function passwordRulesHint(rules: PasswordRules): string {
  const extras = [
    rules.requireUppercase && 'an uppercase letter',
    rules.requireNumbers && 'a number',
    rules.requireSpecialChars && 'a special character',
  ].filter(Boolean);
  const tail = extras.length
    ? `, with ${extras.length > 1 ? `${extras.slice(0, -1).join(', ')} and ${extras.at(-1)}` : extras[0]}`
    : '';
  return `At least ${rules.passwordMinLength} characters${tail}.`;
}
