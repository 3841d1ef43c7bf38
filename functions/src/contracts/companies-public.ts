import type { BusinessHours } from './company';
/** The public company page (docs/product.md#public-company-page): public fields only. */
export interface PublicCompany {
  id: string;
  name: string;
  description: string;
  logoUrl: string | null;
  images: string[];
  verified: boolean;
  city: string;
  state: string;
  address: string;
  phone: string;
  rating: number;
  reviewCount: number;
  totalBookings: number;
  serviceCount: number;
  businessHours: BusinessHours;
  timezone: string;
  /** Whether it takes bookings now; when not, `notBookableReason` says why and the page offers no Book Now. */
  bookable: boolean;
  notBookableReason: string | null;
}
