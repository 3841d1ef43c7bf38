import { Route, Routes } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { RequireAuth, RequireRole } from '@/app/guards';
import { AppLayout, SiteLayout } from '@/app/site-layout';

/*
 * The route table of docs/product.md#pages-and-routes. Every page is its own lazily loaded chunk, so a visitor of the public
 * site never downloads the owner, company or admin areas (docs/architecture.md#web-app). Declarative routes, not a
 * data router: no page uses loaders, and the data router alone was 17 KB (gzip) of every visitor's first load.
 */
const HomeRoute = lazyPage(() => import('@/features/home/routes/home-route'), 'HomeRoute');
const MarketplaceRoute = lazyPage(() => import('@/features/marketplace/routes/marketplace-route'), 'MarketplaceRoute');
const PricingRoute = lazyPage(() => import('@/features/pricing/routes/pricing-route'), 'PricingRoute');
const PetnestAppRoute = lazyPage(() => import('@/features/waitlist/routes/petnest-app-route'), 'PetnestAppRoute');
const PetnestBusinessRoute = lazyPage(
  () => import('@/features/marketing/routes/petnest-business-route'),
  'PetnestBusinessRoute',
);
const AboutRoute = lazyPage(() => import('@/features/marketing/routes/about-route'), 'AboutRoute');
const ContactRoute = lazyPage(() => import('@/features/marketing/routes/contact-route'), 'ContactRoute');
const SupportRoute = lazyPage(() => import('@/features/marketing/routes/support-route'), 'SupportRoute');
const CareersRoute = lazyPage(() => import('@/features/marketing/routes/careers-route'), 'CareersRoute');
const PrivacyPolicyRoute = lazyPage(
  () => import('@/features/marketing/routes/privacy-policy-route'),
  'PrivacyPolicyRoute',
);
const TermsOfServiceRoute = lazyPage(
  () => import('@/features/marketing/routes/terms-of-service-route'),
  'TermsOfServiceRoute',
);
const DevelopersRoute = lazyPage(() => import('@/features/developers/routes/developers-route'), 'DevelopersRoute');
const BookingRoute = lazyPage(() => import('@/features/booking/routes/booking-route'), 'BookingRoute');
const CompanyPageRoute = lazyPage(
  () => import('@/features/company-page/routes/company-page-route'),
  'CompanyPageRoute',
);
const SignInRoute = lazyPage(() => import('@/features/auth/routes/sign-in-route'), 'SignInRoute');
const SignUpRoute = lazyPage(() => import('@/features/auth/routes/sign-up-route'), 'SignUpRoute');
const ForgotPasswordRoute = lazyPage(
  () => import('@/features/auth/routes/forgot-password-route'),
  'ForgotPasswordRoute',
);
const EmailVerificationRoute = lazyPage(
  () => import('@/features/auth/routes/email-verification-route'),
  'EmailVerificationRoute',
);
const ProfileRoute = lazyPage(() => import('@/features/account/routes/profile-route'), 'ProfileRoute');
const SettingsRoute = lazyPage(() => import('@/features/account/routes/settings-route'), 'SettingsRoute');
const StartTrialRoute = lazyPage(() => import('@/features/subscription/routes/start-trial-route'), 'StartTrialRoute');
const SubscribeRoute = lazyPage(() => import('@/features/subscription/routes/subscribe-route'), 'SubscribeRoute');
const dashboardLoads = {
  '/company/dashboard': () => import('@/features/company-dashboard/routes/company-dashboard-route'),
  '/pet-owner/dashboard': () => import('@/features/owner-dashboard/routes/owner-dashboard-route'),
  '/admin/dashboard': () => import('@/features/admin-dashboard/routes/admin-dashboard-route'),
};
const CompanyDashboardRoute = lazyPage(dashboardLoads['/company/dashboard'], 'CompanyDashboardRoute');
const OwnerDashboardRoute = lazyPage(dashboardLoads['/pet-owner/dashboard'], 'OwnerDashboardRoute');
const AdminDashboardRoute = lazyPage(dashboardLoads['/admin/dashboard'], 'AdminDashboardRoute');

const NotFoundRoute = lazyPage(() => import('@/app/routes/not-found-route'), 'NotFoundRoute');

// A dashboard opened by its address (a bookmark, a reload) starts loading its code with the app, while the session is
// restored, rather than once the role that the route's guard waits for is known: a phone gets there a round trip
// sooner. The browser keeps the module, so the lazy page's own import finds it loaded (or, had this load failed, tries
// again).
if (typeof window !== 'undefined')
  void dashboardLoads[window.location.pathname as keyof typeof dashboardLoads]?.().catch(() => undefined);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {/* Public site */}
        <Route index element={<HomeRoute />} />
        <Route path="marketplace" element={<MarketplaceRoute />} />
        <Route path="pricing" element={<PricingRoute />} />
        <Route path="petnest-app" element={<PetnestAppRoute />} />
        <Route path="petnest-business" element={<PetnestBusinessRoute />} />
        <Route path="about" element={<AboutRoute />} />
        <Route path="contact" element={<ContactRoute />} />
        <Route path="support" element={<SupportRoute />} />
        <Route path="careers" element={<CareersRoute />} />
        <Route path="privacy-policy" element={<PrivacyPolicyRoute />} />
        <Route path="terms-of-service" element={<TermsOfServiceRoute />} />
        <Route path="developers" element={<DevelopersRoute />} />
        <Route path="booking/:serviceId" element={<BookingRoute />} />
        <Route path="company/:companyId" element={<CompanyPageRoute />} />

        {/* Authentication */}
        <Route path="signin" element={<SignInRoute />} />
        <Route path="signup" element={<SignUpRoute />} />
        <Route path="forgot-password" element={<ForgotPasswordRoute />} />
        <Route path="email-verification" element={<EmailVerificationRoute />} />

        {/* Signed-in pages of any role */}
        <Route element={<RequireAuth />}>
          <Route path="profile" element={<ProfileRoute />} />
          <Route path="settings" element={<SettingsRoute />} />
        </Route>

        {/* Company area: the plan pages */}
        <Route element={<RequireRole roles={['pet_company']} />}>
          <Route path="company/trial/:planId" element={<StartTrialRoute />} />
          <Route path="company/subscribe/:planId" element={<SubscribeRoute />} />
        </Route>

        <Route path="*" element={<NotFoundRoute />} />
      </Route>

      {/* The dashboards: signed-in work in the app shell, apart from the marketing site */}
      <Route element={<AppLayout />}>
        <Route element={<RequireRole roles={['pet_company', 'superadmin']} />}>
          <Route path="company/dashboard" element={<CompanyDashboardRoute />} />
        </Route>
        <Route element={<RequireRole roles={['pet_owner', 'superadmin']} />}>
          <Route path="pet-owner/dashboard" element={<OwnerDashboardRoute />} />
        </Route>
        <Route element={<RequireRole roles={['superadmin']} />}>
          <Route path="admin/dashboard" element={<AdminDashboardRoute />} />
        </Route>
      </Route>
    </Routes>
  );
}
