import type { PlatformStatus } from '@contracts/platform-status';

export interface SignUpIssue {
  field: 'email' | 'password' | 'root';
  message: string;
}

export const REGISTRATIONS_CLOSED = 'New registrations are closed at the moment. Please try again later.';

/** The password policy as one line for the field's hint: "At least 8 characters, with an uppercase letter and a number." */
export function passwordPolicyHint({ passwordPolicy: policy }: PlatformStatus): string {
  const extras = [
    policy.requireUppercase && 'an uppercase letter',
    policy.requireNumbers && 'a number',
    policy.requireSpecialChars && 'a special character',
  ].filter(Boolean);
  const tail = extras.length
    ? `, with ${extras.length > 1 ? `${extras.slice(0, -1).join(', ')} and ${extras.at(-1)}` : extras[0]}`
    : '';
  return `At least ${policy.passwordMinLength} characters${tail}.`;
}

/**
 * The platform's sign-up rules (System Settings: registrations, allowed email domains, password policy), checked
 * before the account is created: the server refuses the role of an account that breaks them, and the identity
 * provider knows nothing of the policy, so the form is where the password policy acts.
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
  const policy = status.passwordPolicy;
  const broken =
    password.length < policy.passwordMinLength
      ? `Password must be at least ${policy.passwordMinLength} characters long`
      : policy.requireUppercase && !/[A-Z]/.test(password)
        ? 'Password must contain an uppercase letter'
        : policy.requireNumbers && !/\d/.test(password)
          ? 'Password must contain a number'
          : policy.requireSpecialChars && !/[^A-Za-z0-9]/.test(password)
            ? 'Password must contain a special character'
            : null;
  if (broken) issues.push({ field: 'password', message: broken });
  return issues;
}
