import { z } from 'zod';
import { companyStatuses, weekdays, type Weekday } from './company';
import { galleryImagesSchema, imageRefSchema } from './media';
import { serviceCategories } from './service-vocabulary';

/** docs/product.md#company-dashboard: the company profile as the dashboard reads and saves it. */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');

/** A closed day keeps its times so that unticking Closed restores them (docs/product.md#validation). */
export const dayHoursSchema = z
  .strictObject({ open: time, close: time, closed: z.boolean() })
  .refine((day) => day.closed || day.open < day.close, {
    message: 'Closing time must be after opening time',
    path: ['close'],
  });

export const businessHoursSchema = z.strictObject(
  Object.fromEntries(weekdays.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
);

/** An IANA zone the runtime knows, e.g. America/Chicago: the booking rules compute slots in it. */
export const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
};

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/**
 * PUT /api/companies/profile. Every field is optional: what is sent is merged into the profile. Email, rating,
 * verification, status, subscription and counters are not fields a company may send (unknown fields are 400).
 */
export const companyProfileInputSchema = z
  .strictObject({
    name: text(120),
    phone: text(40),
    address: text(200),
    city: text(100),
    state: text(100),
    zipCode: text(20),
    description: text(2000),
    /** A new logo as a data URL, the current one's URL to keep it, or null to remove it. */
    logoUrl: imageRefSchema.nullable(),
    businessHours: businessHoursSchema,
    images: galleryImagesSchema,
    timezone: z.string().trim().refine(isTimeZone, 'Choose a valid time zone'),
  })
  .partial();
export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;
export type CompanyProfileFields = z.output<typeof companyProfileInputSchema>;

/** The four fields that verify a company on save (docs/product.md#verification). */
export const verificationFields = ['name', 'address', 'city', 'description'] as const;

export const profileMessages = {
  verified: 'Profile updated successfully! Your company is verified and your services will appear in the marketplace.',
  incomplete:
    'Profile updated successfully! Complete your company name, address, city and description to get verified and appear in the marketplace.',
  /** A superadmin unverified the company: saving no longer verifies it (docs/product.md#verification). */
  verificationRevoked:
    'Profile updated successfully! Your verification was withdrawn by Petnest, so your services are not shown in the marketplace. Please contact support.',
  loadFailed: 'Failed to load profile',
  loadError: 'Error loading profile',
  saveFailed: 'Failed to update profile',
} as const;

export const companyProfileServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(serviceCategories),
  price: z.number(),
  isActive: z.boolean(),
});
export type CompanyProfileService = z.infer<typeof companyProfileServiceSchema>;

/** GET /api/companies/profile: every field of docs/product.md#company-dashboard "Company profile", plus the time zone. */
export const companyProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  businessHours: businessHoursSchema,
  images: z.array(z.string()),
  timezone: z.string(),
  /** The average of the reviews; null with no reviews yet ("New", never a default 5.0). */
  rating: z.number().nullable(),
  reviewCount: z.number(),
  totalBookings: z.number(),
  services: z.array(companyProfileServiceSchema),
  verified: z.boolean(),
  status: z.enum(companyStatuses),
  /** Why Petnest suspended or rejected the company (docs/decisions/0088-moderation-with-reasons.md); null otherwise. */
  standingReason: z.string().nullable(),
  /** ISO instant the company joined. */
  joinedDate: z.iso.datetime(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
