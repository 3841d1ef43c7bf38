import { z } from 'zod';
import { keysOf } from './vocabulary';

/**
 * System settings of docs/product.md#platform-settings: the five tabs with every field, the spec's bounds (one
 * schema for the settings form and the server, so a value out of bounds is a 400 naming the field) and the spec's
 * sample defaults on first start. Stored in `platform/settings`; `subscriptionEnforcement` is Petnest's own switch
 * (docs/product.md#plans), shown on the General tab.
 */
export const timezones = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
] as const;
export const languages = ['en', 'es', 'fr', 'de'] as const;
export const emailProviders = ['sendgrid', 'mailgun', 'ses', 'postmark'] as const;
export const smsProviders = ['twilio', 'nexmo', 'aws-sns'] as const;
export const storageProviders = ['aws-s3', 'google-cloud', 'azure', 'local'] as const;
export const backupFrequencies = ['hourly', 'daily', 'weekly', 'monthly'] as const;

/** What the console shows for each option code (issue 25: never "en", "sendgrid" or "google-cloud" on screen). */
export const settingOptionLabels: Record<string, string> = {
  UTC: 'UTC',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  sendgrid: 'SendGrid',
  mailgun: 'Mailgun',
  ses: 'Amazon SES',
  postmark: 'Postmark',
  twilio: 'Twilio',
  nexmo: 'Vonage (Nexmo)',
  'aws-sns': 'Amazon SNS',
  'aws-s3': 'Amazon S3',
  'google-cloud': 'Google Cloud Storage',
  azure: 'Azure Blob Storage',
  local: 'Local disk',
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};
/** The label of an option: its entry above, else a time zone's city ("America/New_York" -> "New York (America)"). */
export function settingOptionLabel(value: string): string {
  const known = settingOptionLabels[value];
  if (known) return known;
  const [region, ...city] = value.split('/');
  return city.length > 0 ? `${city.join(' / ').replaceAll('_', ' ')} (${region})` : value;
}

const bounded = (label: string, min: number, max: number, unit: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max} ${unit}`)
    .max(max, `${label} must be between ${min} and ${max} ${unit}`);

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+$/i;
/** One IP address or CIDR block (IPv4 /0-32, IPv6 /0-128). */
export function isIpOrCidr(value: string): boolean {
  const [address, prefix, extra] = value.split('/');
  if (extra !== undefined) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && address.includes(':') && IPV6.test(address) && address.length <= 39;
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export const generalSettingsSchema = z.strictObject({
  platformName: z.string().trim().min(1, 'Platform name is required').max(80),
  platformDescription: z.string().trim().max(500),
  maintenanceMode: z.boolean(),
  allowNewRegistrations: z.boolean(),
  defaultTimezone: z.enum(timezones, 'Choose one of the listed time zones'),
  defaultLanguage: z.enum(languages, 'Language is en, es, fr or de'),
  /** MB */
  maxFileUploadSize: bounded('File upload size', 1, 100, 'MB'),
  /** minutes */
  sessionTimeout: bounded('Session timeout', 5, 480, 'minutes'),
  subscriptionEnforcement: z.boolean(),
});

export const securitySettingsSchema = z.strictObject({
  passwordMinLength: bounded('Minimum password length', 6, 32, 'characters'),
  requireUppercase: z.boolean(),
  requireNumbers: z.boolean(),
  requireSpecialChars: z.boolean(),
  maxLoginAttempts: bounded('Max login attempts', 3, 10, 'attempts'),
  /** minutes */
  lockoutDuration: bounded('Lockout duration', 5, 60, 'minutes'),
  twoFactorRequired: z.boolean(),
  /** One IP address or CIDR block per entry (one per line on the form); empty allows every address. */
  ipWhitelist: z.array(z.string().trim().refine(isIpOrCidr, 'Each line must be one IP address or CIDR block')).max(200),
  /** Sign-up email domains; empty allows every domain. */
  allowedDomains: z
    .array(z.string().trim().toLowerCase().regex(DOMAIN, 'Each domain must look like example.com'))
    .max(200),
});

export const apiSettingsSchema = z.strictObject({
  /** requests per hour per user (signed in) or address (signed out) */
  rateLimit: bounded('Rate limit', 100, 10000, 'requests per hour'),
  enableApiKeys: z.boolean(),
  requireAuthentication: z.boolean(),
  allowCors: z.boolean(),
  /** MB */
  maxRequestSize: bounded('Max request size', 1, 50, 'MB'),
  cacheEnabled: z.boolean(),
  /** seconds */
  cacheExpiry: bounded('Cache expiry', 60, 3600, 'seconds'),
});

export const notificationSettingsSchema = z.strictObject({
  emailEnabled: z.boolean(),
  smsEnabled: z.boolean(),
  pushEnabled: z.boolean(),
  adminAlerts: z.boolean(),
  userWelcomeEmail: z.boolean(),
  companyApprovalEmail: z.boolean(),
  bookingConfirmationEmail: z.boolean(),
  weeklyReports: z.boolean(),
});

export const integrationSettingsSchema = z.strictObject({
  stripeEnabled: z.boolean(),
  stripePublicKey: z
    .string()
    .trim()
    .max(200)
    .refine(
      (key) => key === '' || /^pk_(test|live)_[A-Za-z0-9]+$/.test(key),
      'A Stripe publishable key starts with pk_test_ or pk_live_',
    ),
  emailProvider: z.enum(emailProviders, 'Email provider is sendgrid, mailgun, ses or postmark'),
  smsProvider: z.enum(smsProviders, 'SMS provider is twilio, nexmo or aws-sns'),
  storageProvider: z.enum(storageProviders, 'Storage provider is aws-s3, google-cloud, azure or local'),
  analyticsEnabled: z.boolean(),
  backupEnabled: z.boolean(),
  backupFrequency: z.enum(backupFrequencies, 'Backup frequency is hourly, daily, weekly or monthly'),
});

export const platformSettingsSchema = z.strictObject({
  general: generalSettingsSchema,
  security: securitySettingsSchema,
  api: apiSettingsSchema,
  notifications: notificationSettingsSchema,
  integrations: integrationSettingsSchema,
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export type SettingsTab = keyof PlatformSettings;
export const settingsTabLabels: Record<SettingsTab, string> = {
  general: 'General',
  security: 'Security',
  api: 'API Settings',
  notifications: 'Notifications',
  integrations: 'Integrations',
};
export const settingsTabs = keysOf(settingsTabLabels);

/** The defaults are the spec's samples (docs/product.md#platform-settings); fields without a sample take what a new platform would. */
export const defaultPlatformSettings: PlatformSettings = {
  general: {
    platformName: 'Petnest',
    platformDescription: 'Find and book trusted pet services.',
    maintenanceMode: false,
    allowNewRegistrations: true,
    defaultTimezone: 'America/New_York',
    defaultLanguage: 'en',
    maxFileUploadSize: 10,
    sessionTimeout: 30,
    subscriptionEnforcement: true,
  },
  security: {
    passwordMinLength: 8,
    requireUppercase: true,
    requireNumbers: true,
    requireSpecialChars: false,
    maxLoginAttempts: 5,
    lockoutDuration: 15,
    twoFactorRequired: false,
    ipWhitelist: [],
    allowedDomains: [],
  },
  api: {
    rateLimit: 1000,
    // On, unlike the specification's sample: Enterprise sells API access; this is the platform's off switch.
    enableApiKeys: true,
    requireAuthentication: true,
    allowCors: false,
    maxRequestSize: 5,
    cacheEnabled: true,
    cacheExpiry: 300,
  },
  notifications: {
    emailEnabled: true,
    smsEnabled: true,
    pushEnabled: false,
    adminAlerts: true,
    userWelcomeEmail: true,
    companyApprovalEmail: true,
    bookingConfirmationEmail: true,
    weeklyReports: false,
  },
  integrations: {
    stripeEnabled: false,
    stripePublicKey: '',
    emailProvider: 'sendgrid',
    smsProvider: 'twilio',
    storageProvider: 'google-cloud',
    analyticsEnabled: true,
    backupEnabled: true,
    backupFrequency: 'daily',
  },
};

/**
 * What each setting does in Petnest: `acts` settings change behaviour (the README's settings table says how);
 * `recorded` ones are stored and shown with "Recorded only" on the form, because what they configure does not
 * exist yet (SMS, push, third-party providers) or belongs to the identity provider.
 */
export type SettingEffect = { kind: 'acts'; how: string } | { kind: 'recorded'; why: string };

/** Every field of every tab (field names are unique across the tabs). */
export type SettingField = { [Tab in SettingsTab]: keyof PlatformSettings[Tab] }[SettingsTab];

const acts = (how: string): SettingEffect => ({ kind: 'acts', how });
const recorded = (why: string): SettingEffect => ({ kind: 'recorded', why });
/** The password rules act wherever a password is set (docs/decisions/0109-password-rules-everywhere.md). */
const passwordRule = acts(
  "Checked by the sign-up form and, once saved, by Firebase Authentication's password policy wherever a password is set (a minimum above 30 is 30 there).",
);

/** One source for the settings form's "Recorded only" notes and the README's settings table. */
export const settingEffects: Record<SettingField, SettingEffect> = {
  platformName: recorded('The app shows the Petnest name everywhere; renaming the platform is not supported yet.'),
  platformDescription: recorded('No page shows the platform description yet.'),
  maintenanceMode: acts('The API answers 503 to everyone but superadmins and the web app shows the maintenance page.'),
  allowNewRegistrations: acts('Off: new accounts cannot register a role (sign-up is refused).'),
  defaultTimezone: recorded('Each company keeps its own time zone; there is no platform-wide one to default.'),
  defaultLanguage: recorded('Petnest is in English only for now.'),
  maxFileUploadSize: acts('Photo uploads above the smaller of this and 5 MB are refused.'),
  sessionTimeout: acts('A sign-in older than this many minutes is signed out, in the API and the web app.'),
  subscriptionEnforcement: acts('Off: companies use every feature without an active subscription.'),
  passwordMinLength: passwordRule,
  requireUppercase: passwordRule,
  requireNumbers: passwordRule,
  requireSpecialChars: passwordRule,
  maxLoginAttempts: recorded('Sign-in attempts are throttled by Firebase Authentication, not by Petnest.'),
  lockoutDuration: recorded('Sign-in lockouts are decided by Firebase Authentication, not by Petnest.'),
  twoFactorRequired: recorded('Two-factor sign-in is not available yet.'),
  ipWhitelist: acts('Superadmin calls from any other address are refused (an empty list allows all).'),
  allowedDomains: acts('Sign-up with an email outside these domains is refused (an empty list allows all).'),
  rateLimit: acts('Requests per hour per signed-in user, or per address when signed out; more are refused with 429.'),
  enableApiKeys: acts('Off: every company API key is refused (403); on: keys work on plans with API access.'),
  requireAuthentication: recorded('Private endpoints always require sign-in; public ones never do.'),
  allowCors: recorded('The API serves the web app from the same origin only.'),
  maxRequestSize: acts("Request bodies above this size are refused with 413 (within the function's own cap)."),
  cacheEnabled: acts('Off: public marketplace and company pages are not cached by browsers or the CDN.'),
  cacheExpiry: acts('How long browsers and the CDN may keep public marketplace and company pages.'),
  emailEnabled: acts('Off: Petnest sends no email at all.'),
  smsEnabled: acts('Off: Petnest sends no text messages at all.'),
  pushEnabled: recorded('Petnest has no push notifications yet.'),
  adminAlerts: recorded('There are no admin alerts to send yet.'),
  userWelcomeEmail: acts('A welcome email goes to each new account.'),
  companyApprovalEmail: acts('A company gets an email when a superadmin verifies it.'),
  bookingConfirmationEmail: acts('Pet owners get an email when a booking is confirmed.'),
  weeklyReports: acts('Companies get a summary of their week on Monday at 8 AM on their own clock (email and in-app).'),
  stripeEnabled: recorded("Payments are recorded by Petnest's own billing records; no payment provider is connected."),
  stripePublicKey: recorded('No payment provider is connected.'),
  emailProvider: recorded("Emails are queued by Petnest's mail module; no provider is connected."),
  smsProvider: recorded('Petnest sends no text messages yet.'),
  storageProvider: recorded('Files are always kept in Firebase Cloud Storage.'),
  analyticsEnabled: recorded("Platform analytics always run from Petnest's own figures."),
  backupEnabled: recorded('Backups are scheduled in Google Cloud, outside the app.'),
  backupFrequency: recorded('Backups are scheduled in Google Cloud, outside the app.'),
};

/** Quick actions of the settings screen (docs/product.md#platform-settings). Reset API keys revokes every company's keys. */
export const quickActions = ['maintenance', 'clear-cache', 'export-data', 'reset-api-keys'] as const;
export type QuickAction = (typeof quickActions)[number];
export const maintenanceInputSchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

/** The photo limit of 5 MB per photo (docs/product.md#photos) stays the ceiling; `maxFileUploadSize` can only lower it. */
export const MAX_UPLOAD_MB_CEILING = 5;
/** The size one uploaded picture may have: min(maxFileUploadSize, the spec's 5 MB). */
export const effectiveUploadMegabytes = (maxFileUploadSize: number) =>
  Math.min(maxFileUploadSize, MAX_UPLOAD_MB_CEILING);
/** The pet form's "File size must be less than 5MB", with the size in force. */
export const fileTooLargeMessage = (megabytes: number) => `File size must be less than ${megabytes}MB`;

/** Quick-action answers (the settings screen shows `message`). */
export const quickActionMessages = {
  maintenance: (enabled: boolean) =>
    enabled ? 'Maintenance mode is on: only superadmins can use Petnest.' : 'Maintenance mode is off.',
  cacheCleared: (cacheExpiry: number) =>
    `Cache cleared: every server reloads the settings now. Copies already in browsers or the CDN expire within ${cacheExpiry} seconds.`,
  ipNotWhitelisted: (address: string) =>
    `Your address ${address} is not in the IP whitelist: saving would lock you out. Add it (or a range containing it) first.`,
} as const;
