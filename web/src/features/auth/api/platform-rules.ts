import { passwordRuleBroken, passwordRulesHint } from '@contracts/password-rules';
import type { PlatformStatus } from '@contracts/platform-status';

export interface SignUpIssue {
  field: 'email' | 'password' | 'root';
  message: string;
}

export const REGISTRATIONS_CLOSED = 'New registrations are closed at the moment. Please try again later.';

/** The password rules as one line for the field's hint: "At least 8 characters, with an uppercase letter and a number." */
export function passwordPolicyHint({ passwordPolicy }: PlatformStatus): string {
  return passwordRulesHint(passwordPolicy);
}

/**
 * The platform's sign-up rules (System Settings: registrations, allowed email domains, password rules), checked
 * before the account is created: the server refuses the role of an account that breaks the first two, and the
 * identity provider's password policy refuses a password that breaks the rules (docs/decisions/0109).
 */
export function signUpIssues(
  { email, password }: { email: string; password: string },
  status: PlatformStatus,
): SignUpIssue[] {
  if (!status.allowNewRegistrations) return [{ field: 'root', message: REGISTRATIONS_CLOSED }];
  const issues: SignUpIssue[] = [];
  const domain = email.trim().toLowerCase().split('@').at(-1) ?? '';
  if (status.allowedDomains.length > 0 && !status.allowedDomains.includes(domain)) {
    issues.push({
      field: 'email',
      message: `Sign-up is open to email addresses at ${status.allowedDomains.join(', ')} only`,
    });
  }
  const broken = passwordRuleBroken(password, status.passwordPolicy);
  if (broken) issues.push({ field: 'password', message: broken });
  return issues;
}
