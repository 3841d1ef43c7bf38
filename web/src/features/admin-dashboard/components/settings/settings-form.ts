import { z } from 'zod';
import {
  backupFrequencies,
  emailProviders,
  languages,
  platformSettingsSchema,
  securitySettingsSchema,
  settingEffects,
  smsProviders,
  storageProviders,
  timezones,
  type PlatformSettings,
  type SettingField,
  type SettingsTab,
} from '@contracts/platform-settings';
import { ApiError } from '@/lib/api-client';

const splitOn = (separator: RegExp) => (text: string) =>
  text
    .split(separator)
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * The contract's schema with the two lists edited as text (docs/product.md#platform-settings): the IP whitelist one entry per
 * line, the allowed domains comma-separated; both become the contract's arrays, checked by the same rules.
 */
export const settingsFormSchema = platformSettingsSchema.extend({
  security: securitySettingsSchema.extend({
    ipWhitelist: z.string().transform(splitOn(/\r?\n/)).pipe(securitySettingsSchema.shape.ipWhitelist),
    allowedDomains: z.string().transform(splitOn(/,/)).pipe(securitySettingsSchema.shape.allowedDomains),
  }),
});
export type SettingsFormValues = z.input<typeof settingsFormSchema>;

export function settingsFormValues(settings: PlatformSettings): SettingsFormValues {
  return {
    ...settings,
    security: {
      ...settings.security,
      ipWhitelist: settings.security.ipWhitelist.join('\n'),
      allowedDomains: settings.security.allowedDomains.join(', '),
    },
  };
}

export type FieldKind =
  | { kind: 'text' | 'textarea' | 'toggle' }
  | { kind: 'number'; unit: string; min: number; max: number }
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'lines' | 'commas'; entry: string };

export type FieldSpec = FieldKind & { name: SettingField; label: string };

const number = (name: SettingField, label: string, unit: string, min: number, max: number): FieldSpec => ({
  name,
  label,
  kind: 'number',
  unit,
  min,
  max,
});
const toggle = (name: SettingField, label: string): FieldSpec => ({ name, label, kind: 'toggle' });
const select = (name: SettingField, label: string, options: readonly string[]): FieldSpec => ({
  name,
  label,
  kind: 'select',
  options,
});

/** Every field of the five tabs in the spec's order, with the bounds of docs/product.md#platform-settings. */
export const settingsFields: Record<SettingsTab, FieldSpec[]> = {
  general: [
    { name: 'platformName', label: 'Platform name', kind: 'text' },
    { name: 'platformDescription', label: 'Platform description', kind: 'textarea' },
    select('defaultTimezone', 'Default time zone', timezones),
    select('defaultLanguage', 'Default language', languages),
    number('maxFileUploadSize', 'Max file upload size', 'MB', 1, 100),
    number('sessionTimeout', 'Session timeout', 'minutes', 5, 480),
    toggle('maintenanceMode', 'Maintenance mode'),
    toggle('allowNewRegistrations', 'Allow new registrations'),
    toggle('subscriptionEnforcement', 'Enforce subscriptions'),
  ],
  security: [
    number('passwordMinLength', 'Minimum password length', 'characters', 6, 32),
    toggle('requireUppercase', 'Require uppercase letters'),
    toggle('requireNumbers', 'Require numbers'),
    toggle('requireSpecialChars', 'Require special characters'),
    number('maxLoginAttempts', 'Max login attempts', 'attempts', 3, 10),
    number('lockoutDuration', 'Lockout duration', 'minutes', 5, 60),
    toggle('twoFactorRequired', 'Require two-factor authentication'),
    { name: 'ipWhitelist', label: 'IP whitelist', kind: 'lines', entry: 'Line' },
    { name: 'allowedDomains', label: 'Allowed email domains', kind: 'commas', entry: 'Domain' },
  ],
  api: [
    number('rateLimit', 'Rate limit', 'requests per hour', 100, 10000),
    number('maxRequestSize', 'Max request size', 'MB', 1, 50),
    number('cacheExpiry', 'Cache expiry', 'seconds', 60, 3600),
    toggle('cacheEnabled', 'Enable caching'),
    toggle('enableApiKeys', 'Enable API keys'),
    toggle('requireAuthentication', 'Require authentication'),
    toggle('allowCors', 'Allow CORS'),
  ],
  notifications: [
    toggle('emailEnabled', 'Email notifications'),
    toggle('smsEnabled', 'SMS notifications'),
    toggle('pushEnabled', 'Push notifications'),
    toggle('adminAlerts', 'Admin alerts'),
    toggle('userWelcomeEmail', 'User welcome email'),
    toggle('companyApprovalEmail', 'Company approval email'),
    toggle('bookingConfirmationEmail', 'Booking confirmation email'),
    toggle('weeklyReports', 'Weekly reports'),
  ],
  integrations: [
    toggle('stripeEnabled', 'Stripe payments'),
    { name: 'stripePublicKey', label: 'Stripe publishable key', kind: 'text' },
    select('emailProvider', 'Email provider', emailProviders),
    select('smsProvider', 'SMS provider', smsProviders),
    select('storageProvider', 'Storage provider', storageProviders),
    toggle('analyticsEnabled', 'Analytics'),
    toggle('backupEnabled', 'Automatic backups'),
    select('backupFrequency', 'Backup frequency', backupFrequencies),
  ],
};

export const fieldPath = (tab: SettingsTab, name: SettingField) => `${tab}.${name}` as const;

/**
 * What the form shows (issue 25, docs/decisions/0088-moderation-with-reasons.md): only the settings that act. Settings
 * that change nothing are gone from the screen (still stored and checked by the contract, so older saves stay valid);
 * maintenance mode has its own tab with Emergency Stop.
 */
export const shownSettingsFields: Record<SettingsTab, FieldSpec[]> = Object.fromEntries(
  (Object.entries(settingsFields) as [SettingsTab, FieldSpec[]][]).map(([tab, fields]) => [
    tab,
    fields.filter((field) => settingEffects[field.name].kind === 'acts' && field.name !== 'maintenanceMode'),
  ]),
) as Record<SettingsTab, FieldSpec[]>;

/**
 * A 400's `details` ("security.ipWhitelist.2": "...") as form errors: an entry of a list lands on its list with
 * its position, every other key on its field; keys that match no field are left for the general message.
 */
export function detailsOnFields(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError) || !error.details) return [];
  const lists = new Map<string, FieldSpec & { kind: 'lines' | 'commas' }>();
  const known = new Set<string>();
  for (const [tab, fields] of Object.entries(settingsFields) as [SettingsTab, FieldSpec[]][]) {
    for (const field of fields) {
      known.add(fieldPath(tab, field.name));
      if (field.kind === 'lines' || field.kind === 'commas') lists.set(fieldPath(tab, field.name), field);
    }
  }
  return Object.entries(error.details).flatMap(([key, message]) => {
    const entry = /^(.*)\.(\d+)$/.exec(key);
    const list = entry ? lists.get(entry[1]) : undefined;
    if (entry && list) return [{ path: entry[1], message: `${list.entry} ${Number(entry[2]) + 1}: ${message}` }];
    return known.has(key) ? [{ path: key, message }] : [];
  });
}
