import { z } from 'zod';
import { businessHoursSchema } from './company-profile';

/** The public company page (docs/product.md#public-company-page): public fields only. */
export const publicCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  images: z.array(z.string()),
  verified: z.boolean(),
  city: z.string(),
  state: z.string(),
  address: z.string(),
  phone: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  totalBookings: z.number(),
  serviceCount: z.number(),
  businessHours: businessHoursSchema,
  timezone: z.string(),
  /** Whether it takes bookings now; when not, `notBookableReason` says why and the page offers no Book Now. */
  bookable: z.boolean(),
  notBookableReason: z.string().nullable(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;
