import { z } from 'zod';
import { keysOf } from './vocabulary';

/** The owner profile's option lists (docs/product.md#profile-and-settings). */
export const relationships = ['Spouse', 'Parent', 'Sibling', 'Friend', 'Other'] as const;
export const communicationChannelLabels = {
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS',
};
export const communicationChannels = keysOf(communicationChannelLabels);
export const profileGenders = ['male', 'female', 'other', 'prefer-not-to-say'] as const;

const text = (max: number) => z.string().trim().max(max).default('');

export const profileMessages = {
  photoUrl: 'Photo must be an https:// URL',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
} as const;

/** Today's date where it is latest on Earth (UTC+14): no time zone's today is refused as "the future". */
export function latestTodayAnywhere(now = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A URL the app shows as an image: https only (no javascript:, data:, file: or plain http: URLs). */
const httpsUrl = z.url({ protocol: /^https$/, error: profileMessages.photoUrl });
const pastDate = z.iso.date().refine((value) => value <= latestTodayAnywhere(), profileMessages.dateOfBirthFuture);

const notificationPreferencesSchema = z.strictObject({
  email: z.boolean().default(true),
  sms: z.boolean().default(false),
  push: z.boolean().default(true),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

export const ownerProfileInputSchema = z.strictObject({
  name: z.string({ error: 'Full name is required' }).trim().min(1, 'Full name is required').max(100),
  phone: text(32),
  address: text(200),
  emergencyContact: z
    .strictObject({
      name: text(100),
      phone: text(32),
      relationship: z.union([z.enum(relationships), z.literal('')]).default(''),
    })
    .default({ name: '', phone: '', relationship: '' }),
  preferences: z
    .strictObject({
      /**
       * Optional, unlike the rest of this replace-all body: email and SMS are the /settings toggles (their one home),
       * so a profile save that leaves them out leaves them as they are instead of resetting them.
       */
      notifications: notificationPreferencesSchema.optional(),
      communication: z.enum(communicationChannels).default('email'),
      autoBooking: z.boolean().default(false),
    })
    .default({ communication: 'email', autoBooking: false }),
  /** The /profile page's extra fields (docs/product.md#profile-and-settings). */
  firstName: text(60),
  lastName: text(60),
  gender: z.union([z.enum(profileGenders), z.literal('')]).default(''),
  age: z
    .union([
      z.number().int().min(13, 'Age must be between 13 and 120').max(120, 'Age must be between 13 and 120'),
      z.null(),
    ])
    .default(null),
  photoUrl: z.union([z.literal(''), httpsUrl]).default(''),
  dateOfBirth: z.union([z.literal(''), pastDate]).default(''),
});
export type OwnerProfileInput = z.input<typeof ownerProfileInputSchema>;
export type OwnerProfileFields = z.output<typeof ownerProfileInputSchema>;
/** The GET answer: every field, the notification choices always filled in. */
export const ownerProfileSchema = ownerProfileInputSchema.extend({
  email: z.string(),
  preferences: z.strictObject({
    notifications: notificationPreferencesSchema,
    communication: z.enum(communicationChannels),
    autoBooking: z.boolean(),
  }),
});
export type OwnerProfile = z.output<typeof ownerProfileSchema>;

export const profileVisibilities = ['public', 'private', 'friends'] as const;
export const userSettingsInputSchema = z.strictObject({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  bookingReminders: z.boolean(),
  profileVisibility: z.enum(profileVisibilities),
  twoFactorAuth: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsInputSchema>;
export const defaultUserSettings: UserSettings = {
  emailNotifications: true,
  smsNotifications: false,
  marketingEmails: false,
  bookingReminders: true,
  profileVisibility: 'public',
  twoFactorAuth: false,
};

/** GET /api/pet-owners/favorites: a company the owner saved, as its public page shows it. */
export const favoriteCompanySchema = z.object({
  companyId: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  savedAt: z.iso.datetime(),
});
export type FavoriteCompany = z.infer<typeof favoriteCompanySchema>;

/** PUT and DELETE /api/pet-owners/favorites/{companyId}. */
export const favoriteChangeSchema = z.object({ companyId: z.string(), saved: z.boolean() });
export type FavoriteChange = z.infer<typeof favoriteChangeSchema>;

export const ownerDashboardStatsSchema = z.object({
  totalPets: z.number().int(),
  upcomingBookings: z.number().int(),
  totalBookings: z.number().int(),
  /** The companies the owner saved (Save on a company page). */
  favoriteCompanies: z.number().int(),
  upcomingAppointments: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      time: z.string(),
      serviceName: z.string(),
      companyName: z.string(),
      petName: z.string(),
      status: z.string(),
      /** A stay's nights; null for an appointment or a day booking. */
      nights: z.number().int().nullable(),
    }),
  ),
  petHealthReminders: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['vaccination', 'checkup', 'medication']),
      petName: z.string(),
      message: z.string(),
      dueDate: z.string(),
      priority: z.enum(['high', 'medium', 'low']),
    }),
  ),
  recentActivity: z.array(z.object({ id: z.string(), icon: z.string(), message: z.string(), date: z.string() })),
});
export type OwnerDashboardStats = z.infer<typeof ownerDashboardStatsSchema>;
