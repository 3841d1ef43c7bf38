import type { AdminCompany, PlatformAnalytics, PlatformUser } from '@contracts/superadmin';

export function aPlatformUser(overrides: Partial<PlatformUser> = {}): PlatformUser {
  return {
    uid: 'uid-1',
    email: 'olivia@example.com',
    displayName: 'Olivia Owner',
    photoURL: null,
    phoneNumber: null,
    role: 'pet_owner',
    disabled: false,
    emailVerified: true,
    creationTime: '2026-10-02T10:00:00.000Z',
    lastSignInTime: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function anAdminCompany(overrides: Partial<AdminCompany> = {}): AdminCompany {
  return {
    id: 'company-1',
    userId: 'company-1',
    name: 'Happy Paws Grooming',
    email: 'hello@happypaws.example',
    phone: '(555) 010-2000',
    address: '12 Main St, Springfield',
    description: 'Gentle grooming for dogs and cats.',
    status: 'active',
    verified: true,
    standingReason: null,
    rating: 4.26,
    reviewCount: 12,
    totalServices: 4,
    totalBookings: 37,
    totalRevenue: 2450.5,
    joinedDate: '2026-03-05T10:00:00.000Z',
    lastActiveDate: '2026-11-19T10:00:00.000Z',
    ...overrides,
  };
}

export function anAnalytics(overrides: Partial<PlatformAnalytics> = {}): PlatformAnalytics {
  return {
    timeframe: '6months',
    period: { kind: 'months', months: 6 },
    platformStats: {
      totalUsers: 1280,
      totalPetOwners: 1200,
      totalCompanies: 80,
      totalRevenue: 98765.4,
      totalBookings: 4321,
      averageRating: 4.6,
      revenueThisMonth: 12345.6,
      averageBookingValue: 55,
    },
    userGrowth: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, index) => ({
      month,
      users: 10 + index,
      companies: index,
      revenue: 1000 * index,
      bookings: 20 * index,
    })),
    revenueData: [
      { month: '2026-11', revenue: 12345.6 },
      { month: '2026-10', revenue: 11000 },
    ],
    topCompanies: [{ id: 'company-1', name: 'Happy Paws Grooming', bookings: 37, revenue: 2450.5, rating: 4.26 }],
    recentActivity: [
      {
        id: 'a1',
        type: 'company_verified',
        message: 'Happy Paws Grooming was verified',
        user: 'admin@petnest.example',
        timestamp: '2026-11-20T10:00:00.000Z',
      },
    ],
    revenueByCategory: [],
    kpis: [],
    ...overrides,
  };
}
