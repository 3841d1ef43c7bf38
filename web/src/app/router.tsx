import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppSplash } from '@/app/routes/app-splash';
import { RouteError } from '@/app/routes/route-error';
import { RequireAuth, RequireRole } from '@/app/guards';
import { SiteLayout } from '@/components/layout/site-layout';

/*
 * The route table of document 1 section 2. Every page is its own lazily loaded chunk, so a visitor of the public
 * site never downloads the owner, company or admin areas (ARCHITECTURE.md section 12).
 */
export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    HydrateFallback: AppSplash,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors of a page render inside the layout, so the header and footer stay usable.
        ErrorBoundary: RouteError,
        children: [
          // Public site
          { index: true, lazy: async () => ({ Component: (await import('@/features/home/routes/home-route')).HomeRoute }) },
          { path: 'marketplace', lazy: async () => ({ Component: (await import('@/features/marketplace/routes/marketplace-route')).MarketplaceRoute }) },
          { path: 'pricing', lazy: async () => ({ Component: (await import('@/features/pricing/routes/pricing-route')).PricingRoute }) },
          { path: 'petnest-app', lazy: async () => ({ Component: (await import('@/features/waitlist/routes/petnest-app-route')).PetnestAppRoute }) },
          { path: 'petnest-business', lazy: async () => ({ Component: (await import('@/features/marketing/routes/petnest-business-route')).PetnestBusinessRoute }) },
          { path: 'about', lazy: async () => ({ Component: (await import('@/features/marketing/routes/about-route')).AboutRoute }) },
          { path: 'contact', lazy: async () => ({ Component: (await import('@/features/marketing/routes/contact-route')).ContactRoute }) },
          { path: 'support', lazy: async () => ({ Component: (await import('@/features/marketing/routes/support-route')).SupportRoute }) },
          { path: 'careers', lazy: async () => ({ Component: (await import('@/features/marketing/routes/careers-route')).CareersRoute }) },
          { path: 'privacy-policy', lazy: async () => ({ Component: (await import('@/features/marketing/routes/privacy-policy-route')).PrivacyPolicyRoute }) },
          { path: 'terms-of-service', lazy: async () => ({ Component: (await import('@/features/marketing/routes/terms-of-service-route')).TermsOfServiceRoute }) },
          { path: 'booking/:serviceId', lazy: async () => ({ Component: (await import('@/features/booking/routes/booking-route')).BookingRoute }) },
          { path: 'company/:companyId', lazy: async () => ({ Component: (await import('@/features/company-page/routes/company-page-route')).CompanyPageRoute }) },

          // Authentication
          { path: 'signin', lazy: async () => ({ Component: (await import('@/features/auth/routes/sign-in-route')).SignInRoute }) },
          { path: 'signup', lazy: async () => ({ Component: (await import('@/features/auth/routes/sign-up-route')).SignUpRoute }) },
          { path: 'forgot-password', lazy: async () => ({ Component: (await import('@/features/auth/routes/forgot-password-route')).ForgotPasswordRoute }) },
          { path: 'email-verification', lazy: async () => ({ Component: (await import('@/features/auth/routes/email-verification-route')).EmailVerificationRoute }) },

          // Signed-in pages of any role
          {
            Component: RequireAuth,
            children: [
              { path: 'profile', lazy: async () => ({ Component: (await import('@/features/account/routes/profile-route')).ProfileRoute }) },
              { path: 'settings', lazy: async () => ({ Component: (await import('@/features/account/routes/settings-route')).SettingsRoute }) },
            ],
          },

          // Company area
          {
            element: <RequireRole roles={['pet_company']} />,
            children: [
              { path: 'company/trial/:planId', lazy: async () => ({ Component: (await import('@/features/subscription/routes/start-trial-route')).StartTrialRoute }) },
              { path: 'company/subscribe/:planId', lazy: async () => ({ Component: (await import('@/features/subscription/routes/subscribe-route')).SubscribeRoute }) },
            ],
          },
          {
            element: <RequireRole roles={['pet_company', 'superadmin']} />,
            children: [
              { path: 'company/dashboard', lazy: async () => ({ Component: (await import('@/features/company-dashboard/routes/company-dashboard-route')).CompanyDashboardRoute }) },
            ],
          },

          // Pet-owner area
          {
            element: <RequireRole roles={['pet_owner', 'superadmin']} />,
            children: [
              { path: 'pet-owner/dashboard', lazy: async () => ({ Component: (await import('@/features/owner-dashboard/routes/owner-dashboard-route')).OwnerDashboardRoute }) },
            ],
          },

          // Admin area
          {
            element: <RequireRole roles={['superadmin']} />,
            children: [
              { path: 'admin/dashboard', lazy: async () => ({ Component: (await import('@/features/admin-dashboard/routes/admin-dashboard-route')).AdminDashboardRoute }) },
            ],
          },

          { path: '*', lazy: async () => ({ Component: (await import('@/app/routes/not-found-route')).NotFoundRoute }) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
