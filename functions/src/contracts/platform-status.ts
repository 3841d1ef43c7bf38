import { z } from 'zod';
import { passwordRulesOf, passwordRulesSchema } from './password-rules';
import type { PlatformSettings } from './platform-settings';

/**
 * GET /api/platform/status (public): what the web app needs before anyone signs in: the maintenance page, the
 * sign-up rules it can check early, and the session timeout it signs out after.
 */
export const platformStatusSchema = z.object({
  maintenanceMode: z.boolean(),
  allowNewRegistrations: z.boolean(),
  allowedDomains: z.array(z.string()),
  sessionTimeout: z.number(),
  passwordPolicy: passwordRulesSchema,
});
export type PlatformStatus = z.infer<typeof platformStatusSchema>;

/** GET /api/health. */
export const healthSchema = z.object({ status: z.literal('ok'), time: z.iso.datetime() });

/** The public status of a platform with these settings (the server's answer, and the web app after a save). */
export function platformStatusOf({ general, security }: PlatformSettings): PlatformStatus {
  return {
    maintenanceMode: general.maintenanceMode,
    allowNewRegistrations: general.allowNewRegistrations,
    allowedDomains: security.allowedDomains,
    sessionTimeout: general.sessionTimeout,
    passwordPolicy: passwordRulesOf(security),
  };
}
