import { describe, expect, it } from 'vitest';
import { defaultPlatformSettings } from './platform-settings';
import {
  passwordRuleBroken,
  passwordRulesHint,
  passwordRulesOf,
  SPECIAL_CHARACTERS,
  type PasswordRules,
} from './password-rules';

const rules = (overrides: Partial<PasswordRules> = {}): PasswordRules => ({
  ...passwordRulesOf(defaultPlatformSettings.security),
  ...overrides,
});

describe('passwordRuleBroken', () => {
  it('when the password meets every rule, then nothing', () => {
    expect(passwordRuleBroken('Secret123', rules())).toBeUndefined();
    expect(passwordRuleBroken('Secret12!', rules({ requireSpecialChars: true }))).toBeUndefined();
  });

  it('when it breaks several, then the first of length, uppercase, number, special character', () => {
    const strict = rules({ passwordMinLength: 10, requireSpecialChars: true });
    expect(passwordRuleBroken('abc', strict)).toBe('Password must be at least 10 characters long');
    expect(passwordRuleBroken('lowercase1!', strict)).toBe('Password must contain an uppercase letter');
    expect(passwordRuleBroken('Uppercase!!', strict)).toBe('Password must contain a number');
    expect(passwordRuleBroken('Uppercase11', strict)).toBe('Password must contain a special character');
  });

  it('when a rule is off, then it is not checked; the length always is', () => {
    const lenient = rules({ passwordMinLength: 6, requireUppercase: false, requireNumbers: false });
    expect(passwordRuleBroken('plain!', lenient)).toBeUndefined();
    expect(passwordRuleBroken('plain', lenient)).toBe('Password must be at least 6 characters long');
  });

  it('counts letters, digits and special characters as Firebase Authentication does', () => {
    const special = rules({ requireSpecialChars: true });
    for (const character of SPECIAL_CHARACTERS)
      expect(passwordRuleBroken(`Secret12${character}`, special)).toBeUndefined();
    // Outside the identity provider's set: a hyphen, a space, a plus, an accented letter.
    for (const character of ['-', ' ', '+', 'é']) {
      expect(passwordRuleBroken(`Secret12${character}`, special)).toBe('Password must contain a special character');
    }
    expect(passwordRuleBroken('Écolier12', rules())).toBe('Password must contain an uppercase letter');
    expect(passwordRuleBroken('Secret٣٣٣', rules())).toBe('Password must contain a number');
  });
});

describe('passwordRulesHint', () => {
  it('states the length and each rule that is on', () => {
    expect(passwordRulesHint(rules())).toBe('At least 8 characters, with an uppercase letter and a number.');
    expect(passwordRulesHint(rules({ requireUppercase: false, requireNumbers: false }))).toBe('At least 8 characters.');
  });
});
