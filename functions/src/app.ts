import express, { type Express } from 'express';
import { recordOnlyBillingProvider, type BillingProvider } from './core/billing';
import { systemClock, type Clock } from './core/clock';
import { requestDeadline } from './core/deadline';
import { errorHandler, unknownRoute } from './core/errors';
import { apiKeyRateLimit } from './core/api-key-auth';
import { platformRateLimits } from './core/rate-limit';
import { limitBodySize, MAX_JSON_BODY_BYTES, MAX_UPLOAD_BODY_BYTES, requestLogging } from './core/request-context';
import { Lanes } from './core/lanes';
import { provideRequestServices } from './core/request-services';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { superadminAnalyticsRoutes } from './modules/superadmin/analytics/superadmin-analytics.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { ownerBookingsRoutes } from './modules/bookings/owner-bookings.routes';
import { companyBookingsRoutes } from './modules/bookings/company-bookings.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { developersRoutes } from './modules/developers/developers.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { employeesRoutes } from './modules/employees/employees.routes';
import { companyRoutes } from './modules/companies/company.routes';
import { publicCompanyRoutes } from './modules/companies/public-company.routes';
import { healthRoutes } from './modules/health/health.routes';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { ownersRoutes } from './modules/owners/owners.routes';
import { usersRoutes } from './modules/users/users.routes';
import { petsRoutes } from './modules/pets/pets.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { maintenanceGate } from './modules/platform/maintenance-gate';
import { platformSettingsRepository, type PlatformSettingsReader } from './data/platform-settings';
import { platformSettingsRoutes, platformStatusRoutes } from './modules/platform/platform-settings.routes';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { auditLogRoutes } from './modules/superadmin/audit-log.routes';
import { superadminAlertsRoutes } from './modules/superadmin/superadmin-alerts.routes';
import { superadminCompaniesRoutes } from './modules/superadmin/superadmin-companies.routes';
import { superadminUsersRoutes } from './modules/superadmin/superadmin-users.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';

export interface AppDependencies {
  clock: Clock;
  billing: BillingProvider;
  settings: PlatformSettingsReader;
  /** Ages sessions against token times, which are real (core/request-services.ts); the system clock by default. */
  sessionClock?: Clock;
}

const productionDependencies: AppDependencies = {
  clock: systemClock,
  billing: recordOnlyBillingProvider,
  settings: platformSettingsRepository,
};

/** Builds the Express app behind the `api` function; tests build their own with a fake clock. */
export function createApp({
  clock,
  billing,
  settings,
  sessionClock = systemClock,
}: AppDependencies = productionDependencies): Express {
  const app = express();
  provideRequestServices(app, { sessionClock, settings, lanes: new Lanes(), apiKeyLimit: apiKeyRateLimit() });
  app.disable('x-powered-by');
  // Rate limits key on the client address. Through Hosting (how the app calls us) X-Forwarded-For ends with
  // "<caller>, <Hosting edge>": the edge appends the caller, Cloud Run's front end appends the edge, so 2 hops.
  // `true` would let anyone pick an address by sending the header; a direct call to the function URL still can
  // (its one entry plus any forged prefix), which only buys a fresh address bucket, never another user's.
  app.set('trust proxy', 2);

  const api = express.Router();
  api.use(requestLogging);
  api.use(requestDeadline());
  api.use(limitBodySize(settings, MAX_UPLOAD_BODY_BYTES));
  api.use(express.json({ limit: MAX_JSON_BODY_BYTES }));
  api.use(healthRoutes(clock));
  api.use(platformRateLimits(settings));
  api.use(platformStatusRoutes(settings));
  api.use(developersRoutes());
  api.use(maintenanceGate(settings));
  api.use(authRoutes(clock));
  api.use(platformSettingsRoutes({ clock, settings }));
  api.use(waitlistRoutes(clock));
  api.use(subscriptionRoutes({ clock, settings }, billing));
  api.use(marketplaceRoutes(settings));
  api.use(publicCompanyRoutes(settings, clock));
  api.use(ownerBookingsRoutes(clock));
  api.use(companyRoutes({ clock, settings }));
  api.use(apiKeysRoutes({ clock, settings }));
  api.use(servicesRoutes({ clock, settings }));
  api.use(analyticsRoutes({ clock, settings }));
  api.use(superadminAnalyticsRoutes({ clock, settings }));
  api.use(companyBookingsRoutes({ clock, settings }));
  api.use(employeesRoutes({ clock, settings }));
  api.use(customersRoutes({ clock, settings }));
  api.use(superadminUsersRoutes(clock));
  api.use(superadminCompaniesRoutes(clock));
  api.use(auditLogRoutes());
  api.use(superadminAlertsRoutes(settings));
  api.use(petsRoutes(clock));
  api.use(ownersRoutes(clock));
  api.use(usersRoutes());
  api.use(notificationsRoutes(clock));
  api.use(calendarRoutes({ clock, settings }));
  api.use(mediaRoutes());
  api.use(unknownRoute);

  // Hosting keeps the /api prefix; a direct call to the function strips the function name. Both land here.
  app.use('/api', api);
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
