import { defaultBusinessHours } from '@contracts/company';
import type { CompanyProfile } from '@contracts/company-profile';
import { defaultServiceAvailability, type CompanyService } from '@contracts/services';
import type { SubscriptionView } from '@contracts/subscription';

/** Test data of the company dashboard, shaped like the API's answers. */
export function aSubscription(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    plan: 'starter',
    planName: 'Starter',
    status: 'trial',
    billingPeriod: null,
    trialEndsAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
    currentPeriodEnd: null,
    daysLeft: 5,
    hasAccess: true,
    label: 'Trial (5 days left)',
    features: [
      'basicSupport',
      'basicAnalytics',
      'basicReporting',
      'profileCustomization',
      'profileImages',
      'employeeManagement',
    ],
    limits: { maxServices: 10, maxEmployees: 3, maxBookingsPerMonth: 200 },
    usage: { services: 1, employees: 0, bookingsThisMonth: 0 },
    enforcement: true,
    ...overrides,
  };
}

export const noSubscription = aSubscription({
  plan: null,
  planName: null,
  status: 'inactive',
  trialEndsAt: null,
  daysLeft: 0,
  hasAccess: false,
  label: 'No Active Subscription',
  features: [],
  limits: { maxServices: 0, maxEmployees: 0, maxBookingsPerMonth: 0 },
});

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
