import { landingRouteForRole, type Role } from '@contracts/roles';

export type FeatureIcon =
  'shield' | 'calendar' | 'heart' | 'star' | 'users' | 'chart' | 'building' | 'settings' | 'briefcase';

export interface HomeContent {
  eyebrow: string;
  title: string;
  lead: string;
  primary: { label: string; to: string };
  secondary: { label: string; to: string };
  featuresTitle: string;
  features: { icon: FeatureIcon; title: string; text: string }[];
}

/**
 * Home by role (docs/product.md#pages-and-routes): hero text, feature cards and button labels differ for pet_company,
 * superadmin and everyone else; the main button goes to /signin when signed out, else to the role landing route.
 */
export function homeContentFor(signedIn: boolean, role: Role | null): HomeContent {
  const primaryTarget = signedIn ? landingRouteForRole(role ?? undefined) : '/signin';

  if (signedIn && role === 'pet_company') {
    return {
      eyebrow: 'For pet care providers',
      title: 'Grow your pet care business with Petnest',
      lead: 'Manage bookings, services, staff and customers in one calm place, and reach pet owners looking for care near them.',
      primary: { label: 'Go to Company Dashboard', to: primaryTarget },
      secondary: { label: 'View Plans', to: '/pricing' },
      featuresTitle: 'Everything your business needs',
      features: [
        {
          icon: 'calendar',
          title: 'Bookings in one view',
          text: 'Confirm, assign and complete appointments without a phone tag.',
        },
        {
          icon: 'users',
          title: 'Your team and customers',
          text: 'Add employees, keep customer notes and see every pet you care for.',
        },
        { icon: 'chart', title: 'Insights that matter', text: 'Revenue, popular services and busy days at a glance.' },
      ],
    };
  }

  if (signedIn && role === 'superadmin') {
    return {
      eyebrow: 'Platform administration',
      title: 'Keep the Petnest community thriving',
      lead: 'Oversee users, companies, platform analytics and settings from the admin dashboard.',
      primary: { label: 'Go to Admin Dashboard', to: primaryTarget },
      secondary: { label: 'Browse Services', to: '/marketplace' },
      featuresTitle: 'Your tools',
      features: [
        {
          icon: 'users',
          title: 'Users and roles',
          text: 'Find any account, review its role and act when something is wrong.',
        },
        {
          icon: 'building',
          title: 'Company oversight',
          text: 'Verify providers and keep the marketplace trustworthy.',
        },
        {
          icon: 'settings',
          title: 'Platform settings',
          text: 'Registrations, maintenance mode and platform-wide analytics.',
        },
      ],
    };
  }

  return {
    eyebrow: 'Trusted pet services',
    title: 'Loving care for your pet, booked in minutes',
    lead: 'Find verified groomers, vets, sitters, walkers and trainers near you, compare reviews and book a time that suits you.',
    primary: signedIn
      ? { label: 'Go to My Dashboard', to: primaryTarget }
      : { label: 'Get Started', to: primaryTarget },
    secondary: { label: 'Browse Services', to: '/marketplace' },
    featuresTitle: 'Why pet owners choose Petnest',
    features: [
      {
        icon: 'shield',
        title: 'Verified providers',
        text: 'Every business completes its profile before it is listed.',
      },
      { icon: 'star', title: 'Honest reviews', text: 'Ratings come only from owners who completed a booking.' },
      {
        icon: 'calendar',
        title: 'Easy booking',
        text: 'Pick a pet, a date and a time; the provider confirms shortly.',
      },
    ],
  };
}
