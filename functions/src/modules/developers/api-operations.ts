import { z } from 'zod';
import {
  analyticsOverviewSchema,
  customerAnalyticsSchema,
  performanceAnalyticsSchema,
  revenueAnalyticsSchema,
  serviceAnalyticsSchema,
} from '../../contracts/analytics';
import {
  availabilityQuerySchema,
  availabilityRangeQuerySchema,
  availabilityRangeViewSchema,
  bookingPreviewSchema,
  cancelBookingInputSchema,
  dayAvailabilityViewSchema,
  createBookingInputSchema,
  ownerBookingSchema,
  reviewInputSchema,
} from '../../contracts/bookings';
import { calendarFeedLinkSchema, calendarFeedQuerySchema } from '../../contracts/calendar';
import {
  bookingAssignableSchema,
  bookingAssignSchema,
  bookingRescheduleSchema,
  bookingStatusUpdateSchema,
  companyBookingSchema,
  companyAgendaSchema,
  companyBookingsOverviewSchema,
  companyBookingsQuerySchema,
  staysOccupancySchema,
} from '../../contracts/company-bookings';
import { publicCompanySchema } from '../../contracts/companies-public';
import { dashboardDataSchema, dashboardStatsSchema, monthsRangeQuerySchema } from '../../contracts/company-dashboard';
import { companyProfileInputSchema, companyProfileSchema } from '../../contracts/company-profile';
import {
  customerDetailsSchema,
  customerNoteSchema,
  customerNoteViewSchema,
  customerSummarySchema,
  customersQuerySchema,
} from '../../contracts/customers';
import {
  employeeInputSchema,
  employeeOptionSchema,
  employeeSchema,
  employeeStatsSchema,
} from '../../contracts/employees';
import { companyMediaQuerySchema } from '../../contracts/media';
import {
  appNotificationSchema,
  listNotificationsQuerySchema,
  markedReadSchema,
  notificationsPageSchema,
} from '../../contracts/notifications';
import {
  favoriteChangeSchema,
  favoriteCompanySchema,
  ownerDashboardStatsSchema,
  ownerProfileInputSchema,
  ownerProfileSchema,
  userSettingsInputSchema,
} from '../../contracts/owners';
import { petInputSchema, petSchema, uploadedPhotoSchema } from '../../contracts/pets';
import { healthSchema, platformStatusSchema } from '../../contracts/platform-status';
import { maintenanceInputSchema, platformSettingsSchema } from '../../contracts/platform-settings';
import { registerRoleInputSchema, registerRoleResultSchema } from '../../contracts/register-role';
import { publicReviewSchema, reviewsQuerySchema } from '../../contracts/reviews';
import {
  companyServiceSchema,
  deletedServiceSchema,
  marketplaceCitiesQuerySchema,
  marketplaceCitySchema,
  marketplaceQuerySchema,
  publicServiceSchema,
  serviceInputSchema,
  serviceToggleSchema,
} from '../../contracts/services';
import {
  invoiceSchema,
  startTrialInputSchema,
  subscribeInputSchema,
  subscriptionViewSchema,
} from '../../contracts/subscription';
import {
  adminCompaniesQuerySchema,
  adminCompanySchema,
  adminCompanyStatsSchema,
  analyticsQuerySchema,
  auditEntryViewSchema,
  auditQuerySchema,
  criticalAlertSchema,
  disableUserInputSchema,
  exportQuerySchema,
  platformAnalyticsSchema,
  platformUserSchema,
  reportQuerySchema,
  reportSchema,
  updateCompanyStatusInputSchema,
  updateUserRoleInputSchema,
  usersQuerySchema,
  verifyCompanyInputSchema,
} from '../../contracts/superadmin';
import { joinWaitlistInputSchema, joinWaitlistResultSchema, waitlistStatsSchema } from '../../contracts/waitlist';
import { apiKeyListSchema, createApiKeyInputSchema, createdApiKeySchema } from '../../contracts/api-keys';
import { del, get, post, put, type ApiOperation } from './api-operation';

const months = { query: monthsRangeQuerySchema };
const analytics = (name: string, summary: string, data: z.ZodType) =>
  get(`/api/analytics/${name}`, 'Analytics', summary, 'companyOrKey', { data, ...months });

/**
 * Every route of the API, one line each, in the order of app.ts. A route the app registers without a line here (or a
 * line without a route) fails functions/src/openapi-drift.test.ts.
 */
export const apiOperations: ApiOperation[] = [
  get('/api/health', 'Platform', 'Is the API up', 'public', { data: healthSchema }),
  get('/api/platform/status', 'Platform', 'Maintenance, sign-up rules and session timeout', 'public', {
    data: platformStatusSchema,
  }),
  get('/api/openapi.json', 'Developers', 'This document (not in the envelope)', 'public', { file: 'document' }),
  post('/api/auth/register-role', 'Account', 'Choose the account role once', 'signedIn', {
    data: registerRoleResultSchema,
    body: registerRoleInputSchema,
  }),
  post('/api/setRole', 'Account', 'Choose the account role once (older name)', 'signedIn', {
    data: registerRoleResultSchema,
    body: registerRoleInputSchema,
  }),
  get('/api/superadmin/settings', 'Superadmin', 'The platform settings', 'superadmin', {
    data: platformSettingsSchema,
  }),
  put('/api/superadmin/settings', 'Superadmin', 'Save the platform settings', 'superadmin', {
    data: platformSettingsSchema,
    body: platformSettingsSchema,
  }),
  post('/api/superadmin/actions/maintenance', 'Superadmin', 'Turn maintenance on or off', 'superadmin', {
    data: z.object({ maintenanceMode: z.boolean() }),
    body: maintenanceInputSchema,
  }),
  post('/api/superadmin/actions/clear-cache', 'Superadmin', 'Clear the public cache', 'superadmin', {
    data: z.object({ cacheGeneration: z.number().int() }),
  }),
  post('/api/superadmin/actions/reset-api-keys', 'Superadmin', 'Revoke every API key', 'superadmin', {
    data: z.object({ revoked: z.number().int() }),
  }),
  get('/api/companies/api-keys', 'API keys', "The company's API keys", 'company', { data: apiKeyListSchema }),
  post('/api/companies/api-keys', 'API keys', 'Create a key (shown once)', 'company', {
    data: createdApiKeySchema,
    body: createApiKeyInputSchema,
    created: true,
  }),
  del('/api/companies/api-keys/{id}', 'API keys', 'Revoke a key', 'company', {
    data: z.object({ id: z.string() }),
  }),
  post('/api/waitlist', 'Waitlist', 'Join an app waitlist', 'public', {
    data: joinWaitlistResultSchema,
    body: joinWaitlistInputSchema,
    created: true,
  }),
  get('/api/waitlist/stats', 'Waitlist', 'Waitlist counts', 'public', { data: waitlistStatsSchema }),
  get('/api/subscription', 'Subscription', "The company's subscription", 'company', { data: subscriptionViewSchema }),
  get('/api/companies/subscription/invoices', 'Subscription', "The company's invoices", 'company', {
    data: z.array(invoiceSchema),
  }),
  post('/api/companies/subscription/trial', 'Subscription', 'Start the free trial', 'company', {
    data: subscriptionViewSchema,
    body: startTrialInputSchema,
  }),
  post('/api/companies/subscription/subscribe', 'Subscription', 'Subscribe to a plan', 'company', {
    data: subscriptionViewSchema,
    body: subscribeInputSchema,
  }),
  post('/api/companies/subscription/cancel', 'Subscription', 'Cancel the subscription', 'company', {
    data: subscriptionViewSchema,
  }),
  get('/api/services/public', 'Marketplace', 'Search the marketplace', 'public', {
    data: z.array(publicServiceSchema),
    query: marketplaceQuerySchema,
  }),
  get('/api/services/public/cities', 'Marketplace', 'Cities with listed services', 'public', {
    data: z.array(marketplaceCitySchema),
    query: marketplaceCitiesQuerySchema,
  }),
  get('/api/companies/{companyId}/public', 'Marketplace', "A company's public page", 'public', {
    data: publicCompanySchema,
  }),
  get('/api/companies/{companyId}/services/public', 'Marketplace', "A company's listed services", 'public', {
    data: z.array(publicServiceSchema),
  }),
  get('/api/companies/{companyId}/reviews', 'Marketplace', "A company's reviews", 'public', {
    data: z.array(publicReviewSchema),
    query: reviewsQuerySchema,
  }),
  get(
    '/api/companies/{companyId}/services/{serviceId}/availability',
    'Marketplace',
    "A service's free times",
    'public',
    {
      data: z.union([dayAvailabilityViewSchema, availabilityRangeViewSchema]),
      query: [availabilityQuerySchema, availabilityRangeQuerySchema],
      description: "`?date=` answers one day's slots; `?from=&days=` the free counts of a run of days.",
    },
  ),
  get('/api/pet-owners/bookings', 'Owner bookings', "The owner's bookings", 'owner', {
    data: z.array(ownerBookingSchema),
  }),
  post('/api/pet-owners/bookings', 'Owner bookings', 'Book a service', 'owner', {
    data: ownerBookingSchema,
    body: createBookingInputSchema,
    created: true,
  }),
  post('/api/pet-owners/bookings/preview', 'Owner bookings', 'Preview where a booking or series would go', 'owner', {
    data: bookingPreviewSchema,
    body: createBookingInputSchema,
  }),
  put('/api/pet-owners/bookings/{bookingId}/cancel', 'Owner bookings', 'Cancel a booking', 'owner', {
    data: ownerBookingSchema,
    body: cancelBookingInputSchema,
  }),
  post('/api/pet-owners/bookings/{bookingId}/review', 'Owner bookings', 'Review a completed booking', 'owner', {
    data: ownerBookingSchema,
    body: reviewInputSchema,
    created: true,
  }),
  get('/api/companies/profile', 'Company', "The company's profile", 'company', { data: companyProfileSchema }),
  put('/api/companies/profile', 'Company', "Save the company's profile", 'company', {
    data: companyProfileSchema,
    body: companyProfileInputSchema,
  }),
  get('/api/companies/dashboard-data', 'Company', "The dashboard's figures", 'company', {
    data: dashboardDataSchema,
    ...months,
  }),
  get('/api/companies/stats', 'Company', "The company's counters", 'company', { data: dashboardStatsSchema }),
  get('/api/services', 'Services', "The company's services", 'companyOrKey', { data: z.array(companyServiceSchema) }),
  post('/api/services', 'Services', 'Add a service', 'companyOrKey', {
    data: companyServiceSchema,
    body: serviceInputSchema,
    created: true,
  }),
  put('/api/services/{serviceId}', 'Services', 'Edit a service, or only switch it on or off', 'companyOrKey', {
    data: companyServiceSchema,
    body: z.union([serviceInputSchema, serviceToggleSchema]),
  }),
  del(
    '/api/services/{serviceId}',
    'Services',
    'Delete a service (its upcoming bookings are cancelled)',
    'companyOrKey',
    { data: deletedServiceSchema },
  ),
  analytics('overview', 'Analytics overview', analyticsOverviewSchema),
  analytics('customers', 'Customer analytics', customerAnalyticsSchema),
  analytics('services', 'Service analytics', z.array(serviceAnalyticsSchema)),
  analytics('revenue', 'Revenue analytics (advanced analytics plans)', revenueAnalyticsSchema),
  analytics('performance', 'Performance analytics (advanced analytics plans)', performanceAnalyticsSchema),
  get('/api/superadmin/analytics', 'Superadmin', 'Platform analytics', 'superadmin', {
    data: platformAnalyticsSchema,
    query: analyticsQuerySchema,
  }),
  get('/api/superadmin/reports', 'Superadmin', 'A platform report', 'superadmin', {
    data: reportSchema,
    query: reportQuerySchema,
  }),
  get('/api/superadmin/exports', 'Superadmin', 'Export a report as a file', 'superadmin', {
    query: exportQuerySchema,
    file: 'export',
  }),
  get('/api/bookings', 'Company bookings', "The company's bookings", 'companyOrKey', {
    data: z.array(companyBookingSchema),
    query: companyBookingsQuerySchema,
  }),
  get('/api/bookings/overview', 'Company bookings', "The bookings' counts by status", 'companyOrKey', {
    data: companyBookingsOverviewSchema,
  }),
  get('/api/bookings/agenda', 'Company bookings', "Today's agenda", 'companyOrKey', { data: companyAgendaSchema }),
  get('/api/bookings/stays', 'Company bookings', 'Stay and day-care occupancy', 'companyOrKey', {
    data: staysOccupancySchema,
  }),
  get('/api/bookings/{bookingId}', 'Company bookings', 'One booking', 'companyOrKey', { data: companyBookingSchema }),
  get('/api/bookings/{bookingId}/assignable', 'Company bookings', 'Who can take the appointment over', 'companyOrKey', {
    data: bookingAssignableSchema,
  }),
  put('/api/bookings/{bookingId}/status', 'Company bookings', "Change a booking's status", 'companyOrKey', {
    data: companyBookingSchema,
    body: bookingStatusUpdateSchema,
  }),
  put(
    '/api/bookings/{bookingId}/reschedule',
    'Company bookings',
    'Move an appointment to another time',
    'companyOrKey',
    {
      data: companyBookingSchema,
      body: bookingRescheduleSchema,
    },
  ),
  put('/api/bookings/{bookingId}/assign', 'Company bookings', 'Assign a team member', 'companyOrKey', {
    data: companyBookingSchema,
    body: bookingAssignSchema,
  }),
  get('/api/employees', 'Employees', "The company's employees", 'companyOrKey', { data: z.array(employeeSchema) }),
  get('/api/employees/positions/list', 'Employees', 'The positions to choose from', 'companyOrKey', {
    data: z.array(employeeOptionSchema),
  }),
  get('/api/employees/skills/list', 'Employees', 'The skills to choose from', 'companyOrKey', {
    data: z.array(employeeOptionSchema),
  }),
  get('/api/employees/stats', 'Employees', "The employees' figures", 'companyOrKey', { data: employeeStatsSchema }),
  post('/api/employees', 'Employees', 'Add an employee', 'companyOrKey', {
    data: employeeSchema,
    body: employeeInputSchema,
    created: true,
  }),
  put('/api/employees/{employeeId}', 'Employees', 'Edit an employee', 'companyOrKey', {
    data: employeeSchema,
    body: employeeInputSchema,
  }),
  del('/api/employees/{employeeId}', 'Employees', 'Remove an employee', 'companyOrKey', {
    data: z.object({ id: z.string(), unassignedBookings: z.number().int() }),
  }),
  get('/api/customers', 'Customers', "The company's customers", 'companyOrKey', {
    data: z.array(customerSummarySchema),
    query: customersQuerySchema,
  }),
  get('/api/customers/{customerId}', 'Customers', 'One customer with notes', 'companyOrKey', {
    data: customerDetailsSchema,
  }),
  post('/api/customers/{customerId}/notes', 'Customers', 'Add a note', 'companyOrKey', {
    data: z.object({ notes: z.array(customerNoteViewSchema) }),
    body: customerNoteSchema,
    created: true,
  }),
  get('/api/superadmin/users', 'Superadmin', 'Search users', 'superadmin', {
    data: z.array(platformUserSchema),
    query: usersQuerySchema,
  }),
  get('/api/superadmin/users/{uid}', 'Superadmin', 'One user', 'superadmin', { data: platformUserSchema }),
  put('/api/superadmin/users/{uid}/role', 'Superadmin', "Change a user's role", 'superadmin', {
    data: platformUserSchema,
    body: updateUserRoleInputSchema,
  }),
  put('/api/superadmin/users/{uid}/disable', 'Superadmin', 'Disable or enable a user', 'superadmin', {
    data: platformUserSchema,
    body: disableUserInputSchema,
  }),
  get('/api/superadmin/companies', 'Superadmin', 'Search companies', 'superadmin', {
    data: z.array(adminCompanySchema),
    query: adminCompaniesQuerySchema,
  }),
  get('/api/superadmin/companies/stats', 'Superadmin', "Companies' counts", 'superadmin', {
    data: adminCompanyStatsSchema,
  }),
  put('/api/superadmin/companies/{companyId}/status', 'Superadmin', "Change a company's standing", 'superadmin', {
    data: adminCompanySchema,
    body: updateCompanyStatusInputSchema,
  }),
  put('/api/superadmin/companies/{companyId}/verify', 'Superadmin', 'Verify or unverify a company', 'superadmin', {
    data: adminCompanySchema,
    body: verifyCompanyInputSchema,
  }),
  get('/api/superadmin/audit-log', 'Superadmin', 'The audit log', 'superadmin', {
    data: z.array(auditEntryViewSchema),
    query: auditQuerySchema,
  }),
  get('/api/superadmin/alerts', 'Superadmin', 'The critical alerts', 'superadmin', {
    data: z.array(criticalAlertSchema),
  }),
  get('/api/pet-owners/pets', 'Pets', "The owner's pets", 'owner', { data: z.array(petSchema) }),
  post('/api/pet-owners/pets/upload-photos', 'Pets', 'Upload pet photos', 'owner', {
    data: z.array(uploadedPhotoSchema),
    body: 'multipart',
    created: true,
  }),
  post('/api/pet-owners/pets', 'Pets', 'Add a pet', 'owner', { data: petSchema, body: petInputSchema, created: true }),
  put('/api/pet-owners/pets/{petId}', 'Pets', 'Edit a pet', 'owner', { data: petSchema, body: petInputSchema }),
  del('/api/pet-owners/pets/{petId}', 'Pets', 'Delete a pet', 'owner', { data: z.object({ id: z.string() }) }),
  get('/api/pet-owners/dashboard-stats', 'Owner', "The owner dashboard's figures", 'owner', {
    data: ownerDashboardStatsSchema,
  }),
  get('/api/pet-owners/profile', 'Owner', "The owner's profile", 'owner', { data: ownerProfileSchema }),
  put('/api/pet-owners/profile', 'Owner', "Save the owner's profile", 'owner', {
    data: ownerProfileSchema,
    body: ownerProfileInputSchema,
  }),
  get('/api/pet-owners/favorites', 'Owner', 'The saved companies', 'owner', { data: z.array(favoriteCompanySchema) }),
  put('/api/pet-owners/favorites/{companyId}', 'Owner', 'Save a company', 'owner', { data: favoriteChangeSchema }),
  del('/api/pet-owners/favorites/{companyId}', 'Owner', 'Forget a saved company', 'owner', {
    data: favoriteChangeSchema,
  }),
  get('/api/users/me/settings', 'Account', "The user's settings", 'signedIn', { data: userSettingsInputSchema }),
  put('/api/users/me/settings', 'Account', "Save the user's settings", 'signedIn', {
    data: userSettingsInputSchema,
    body: userSettingsInputSchema,
  }),
  del('/api/users/me', 'Account', 'Delete the account', 'signedIn', { data: z.object({ deleted: z.literal(true) }) }),
  post('/api/users/me/directory', 'Account', "Refresh the user's directory entry", 'signedIn', {
    data: z.object({ synced: z.literal(true) }),
  }),
  get('/api/notifications', 'Notifications', 'The newest notifications', 'signedIn', {
    data: notificationsPageSchema,
    query: listNotificationsQuerySchema,
  }),
  put('/api/notifications/read-all', 'Notifications', 'Mark every notification read', 'signedIn', {
    data: markedReadSchema,
  }),
  put('/api/notifications/{notificationId}/read', 'Notifications', 'Mark one notification read', 'signedIn', {
    data: appNotificationSchema,
  }),
  get('/api/calendar/feed', 'Calendar', "The user's private calendar feed URL", 'signedIn', {
    data: calendarFeedLinkSchema,
    query: calendarFeedQuerySchema,
  }),
  post('/api/calendar/feed/reset', 'Calendar', 'Replace the feed URL', 'signedIn', {
    data: calendarFeedLinkSchema,
    query: calendarFeedQuerySchema,
  }),
  get('/api/calendar/{file}', 'Calendar', 'A calendar feed (`{token}.ics`; the token is the secret)', 'public', {
    file: 'calendar',
  }),
  get('/api/bookings/{bookingId}/calendar.ics', 'Calendar', 'One booking as an .ics file', 'signedIn', {
    file: 'calendar',
  }),
  get('/api/media/companies/{rest}', 'Media', 'A company picture (`?w=` a scaled WebP)', 'public', {
    query: companyMediaQuerySchema,
    file: 'image',
  }),
  get('/api/media/pets/{rest}', 'Media', 'A pet photo', 'signedIn', { file: 'image' }),
];
