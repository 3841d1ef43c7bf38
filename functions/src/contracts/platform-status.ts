import type { PlatformSettings } from './platform-settings';

/**
 * GET /api/platform/status (public): what the web app needs before anyone signs in: the maintenance page, the
 * sign-up rules it can check early, and the session timeout it signs out after.
 */
export interface PlatformStatus {
  maintenanceMode: boolean;
  allowNewRegistrations: boolean;
  allowedDomains: string[];
  sessionTimeout: number;
  passwordPolicy: Pick<
    PlatformSettings['security'],
    'passwordMinLength' | 'requireUppercase' | 'requireNumbers' | 'requireSpecialChars'
  >;
}

/** The public status of a platform with these settings (the server's answer, and the web app after a save). */
export function platformStatusOf({ general, security }: PlatformSettings): PlatformStatus {
  return {
    maintenanceMode: general.maintenanceMode,
    allowNewRegistrations: general.allowNewRegistrations,
    allowedDomains: security.allowedDomains,
    sessionTimeout: general.sessionTimeout,
    passwordPolicy: {
      passwordMinLength: security.passwordMinLength,
      requireUppercase: security.requireUppercase,
      requireNumbers: security.requireNumbers,
      requireSpecialChars: security.requireSpecialChars,
    },
  };
}
