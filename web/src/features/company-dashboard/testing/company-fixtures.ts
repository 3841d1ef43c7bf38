import { defaultBusinessHours } from '@contracts/company';
import type { DashboardStats } from '@contracts/company-dashboard';
import type { CompanyProfile } from '@contracts/company-profile';
import { companyOverviewPeriods } from '@contracts/metrics';
import { defaultServiceAvailability, type CompanyService } from '@contracts/services';

/** Test data of the company dashboard, shaped like the API's answers (its subscription: @/testing/subscription-fixtures). */
export function aProfile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    id: 'company-1',
    name: 'Happy Paws Grooming',
    email: 'company@petnest.demo',
    phone: '555-0100',
    address: '12 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    description: 'Gentle grooming for every pet.',
    logoUrl: null,
    businessHours: defaultBusinessHours,
    images: [],
    timezone: 'America/Chicago',
    rating: 4.6,
    reviewCount: 12,
    totalBookings: 48,
    services: [{ id: 's-1', name: 'Full Groom', category: 'grooming', price: 65, isActive: true }],
    verified: true,
    status: 'active',
    standingReason: null,
    joinedDate: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function aService(overrides: Partial<CompanyService> = {}): CompanyService {
  return {
    id: 's-1',
    name: 'Full Groom',
    description: 'Bath, haircut and nails.',
    category: 'grooming',
    petTypes: ['dog'],
    duration: 90,
    price: 65,
    isActive: true,
    employeeIds: [],
    bufferMinutes: 0,
    bookingMode: 'appointment',
    capacity: null,
    availability: defaultServiceAvailability,
    requirements: '',
    cancellationPolicy: '',
    images: [],
    rating: null,
    reviewCount: 0,
    listed: true,
    createdAt: '2026-01-15T10:00:00.000Z',
    updatedAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** The overview's stat cards' answer (GET /api/companies/stats). */
export function aDashboardStats(): DashboardStats {
  return {
    periods: companyOverviewPeriods,
    totalBookings: 48,
    monthlyRevenue: 1234.5,
    averageRating: 4.6,
    newCustomers: 3,
    returningCustomers: 7,
    totalReviews: 12,
  };
}
