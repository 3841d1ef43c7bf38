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
  bookingMonthQuerySchema,
  bookingMonthTotalsSchema,
  bookingRescheduleSchema,
  bookingStatusUpdateSchema,
  companyBookingSchema,
  companyAgendaSchema,
  companyBookingsOverviewSchema,
  companyBookingsQuerySchema,
  placeGuestsQuerySchema,
  staysOccupancyQuerySchema,
  placeGuestsSchema,
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
import { del, get, post, put, readAndSave, tagged, type ApiOperation } from './api-operation';

const months = { query: monthsRangeQuerySchema };
const analytics = (name: string, summary: string, data: z.ZodType) =>
  get(`/api/analytics/${name}`, summary, { data, ...months });

/**
 * Every route of the API, one line each, grouped by tag and caller, in the order of app.ts. A route the app registers without a line here (or a
 * line without a route) fails functions/src/openapi-drift.test.ts.
 */
export const apiOperations: ApiOperation[] = [
  ...tagged('Platform', 'public', [
    get('/api/health', 'Is the API up', { data: healthSchema }),
    get('/api/platform/status', 'Maintenance, sign-up rules and session timeout', { data: platformStatusSchema }),
  ]),
  ...tagged('Developers', 'public', [
    get('/api/openapi.json', 'This document (not in the envelope)', { file: 'document' }),
  ]),
  ...tagged('Account', 'signedIn', [
    post('/api/auth/register-role', 'Choose the account role once', {
      data: registerRoleResultSchema,
      body: registerRoleInputSchema,
    }),
    post('/api/setRole', 'Choose the account role once (older name)', {
      data: registerRoleResultSchema,
      body: registerRoleInputSchema,
    }),
  ]),
  ...tagged('Superadmin', 'superadmin', [
    ...readAndSave('/api/superadmin/settings', 'platform settings', platformSettingsSchema, platformSettingsSchema),
    post('/api/superadmin/actions/maintenance', 'Turn maintenance on or off', {
      data: z.object({ maintenanceMode: z.boolean() }),
      body: maintenanceInputSchema,
    }),
    post('/api/superadmin/actions/clear-cache', 'Clear the public cache', {
      data: z.object({ cacheGeneration: z.number().int() }),
    }),
    post('/api/superadmin/actions/reset-api-keys', 'Revoke every API key', {
      data: z.object({ revoked: z.number().int() }),
    }),
  ]),
  ...tagged('API keys', 'company', [
    get('/api/companies/api-keys', "The company's API keys", { data: apiKeyListSchema }),
    post('/api/companies/api-keys', 'Create a key (shown once)', {
      data: createdApiKeySchema,
      body: createApiKeyInputSchema,
      created: true,
    }),
    del('/api/companies/api-keys/{id}', 'Revoke a key', { data: z.object({ id: z.string() }) }),
  ]),
  ...tagged('Waitlist', 'public', [
    post('/api/waitlist', 'Join an app waitlist', {
      data: joinWaitlistResultSchema,
      body: joinWaitlistInputSchema,
      created: true,
    }),
    get('/api/waitlist/stats', 'Waitlist counts', { data: waitlistStatsSchema }),
  ]),
  ...tagged('Subscription', 'company', [
    get('/api/subscription', "The company's subscription", { data: subscriptionViewSchema }),
    get('/api/companies/subscription/invoices', "The company's invoices", { data: z.array(invoiceSchema) }),
    post('/api/companies/subscription/trial', 'Start the free trial', {
      data: subscriptionViewSchema,
      body: startTrialInputSchema,
    }),
    post('/api/companies/subscription/subscribe', 'Subscribe to a plan', {
      data: subscriptionViewSchema,
      body: subscribeInputSchema,
    }),
    post('/api/companies/subscription/cancel', 'Cancel the subscription', { data: subscriptionViewSchema }),
  ]),
  ...tagged('Marketplace', 'public', [
    get('/api/services/public', 'Search the marketplace', {
      data: z.array(publicServiceSchema),
      query: marketplaceQuerySchema,
    }),
    get('/api/services/public/cities', 'Cities with listed services', {
      data: z.array(marketplaceCitySchema),
      query: marketplaceCitiesQuerySchema,
    }),
    get('/api/companies/{companyId}/public', "A company's public page", { data: publicCompanySchema }),
    get('/api/companies/{companyId}/services/public', "A company's listed services", {
      data: z.array(publicServiceSchema),
    }),
    get('/api/companies/{companyId}/reviews', "A company's reviews", {
      data: z.array(publicReviewSchema),
      query: reviewsQuerySchema,
    }),
    get('/api/companies/{companyId}/services/{serviceId}/availability', "A service's free times", {
      data: z.union([dayAvailabilityViewSchema, availabilityRangeViewSchema]),
      query: [availabilityQuerySchema, availabilityRangeQuerySchema],
      description: "`?date=` answers one day's slots; `?from=&days=` the free counts of a run of days.",
    }),
  ]),
  ...tagged('Owner bookings', 'owner', [
    get('/api/pet-owners/bookings', "The owner's bookings", { data: z.array(ownerBookingSchema) }),
    post('/api/pet-owners/bookings', 'Book a service', {
      data: ownerBookingSchema,
      body: createBookingInputSchema,
      created: true,
    }),
    post('/api/pet-owners/bookings/preview', 'Preview where a booking or series would go', {
      data: bookingPreviewSchema,
      body: createBookingInputSchema,
    }),
    put('/api/pet-owners/bookings/{bookingId}/cancel', 'Cancel a booking', {
      data: ownerBookingSchema,
      body: cancelBookingInputSchema,
    }),
    post('/api/pet-owners/bookings/{bookingId}/review', 'Review a completed booking', {
      data: ownerBookingSchema,
      body: reviewInputSchema,
      created: true,
    }),
  ]),
  ...tagged('Company', 'company', [
    ...readAndSave('/api/companies/profile', "company's profile", companyProfileSchema, companyProfileInputSchema),
    get('/api/companies/dashboard-data', "The dashboard's figures", { data: dashboardDataSchema, ...months }),
    get('/api/companies/stats', "The company's counters", { data: dashboardStatsSchema }),
  ]),
  ...tagged('Services', 'companyOrKey', [
    get('/api/services', "The company's services", { data: z.array(companyServiceSchema) }),
    post('/api/services', 'Add a service', { data: companyServiceSchema, body: serviceInputSchema, created: true }),
    put('/api/services/{serviceId}', 'Edit a service, or only switch it on or off', {
      data: companyServiceSchema,
      body: z.union([serviceInputSchema, serviceToggleSchema]),
    }),
    del('/api/services/{serviceId}', 'Delete a service (its upcoming bookings are cancelled)', {
      data: deletedServiceSchema,
    }),
  ]),
  ...tagged('Analytics', 'companyOrKey', [
    analytics('overview', 'Analytics overview', analyticsOverviewSchema),
    analytics('customers', 'Customer analytics', customerAnalyticsSchema),
    analytics('services', 'Service analytics', z.array(serviceAnalyticsSchema)),
    analytics('revenue', 'Revenue analytics (advanced analytics plans)', revenueAnalyticsSchema),
    analytics('performance', 'Performance analytics (advanced analytics plans)', performanceAnalyticsSchema),
  ]),
  ...tagged('Superadmin', 'superadmin', [
    get('/api/superadmin/analytics', 'Platform analytics', {
      data: platformAnalyticsSchema,
      query: analyticsQuerySchema,
    }),
    get('/api/superadmin/reports', 'A platform report', { data: reportSchema, query: reportQuerySchema }),
    get('/api/superadmin/exports', 'Export a report as a file', { query: exportQuerySchema, file: 'export' }),
  ]),
  ...tagged('Company bookings', 'companyOrKey', [
    get('/api/bookings', "The company's bookings", {
      data: z.array(companyBookingSchema),
      query: companyBookingsQuerySchema,
    }),
    get('/api/bookings/overview', "The bookings' counts by status", { data: companyBookingsOverviewSchema }),
    get('/api/bookings/agenda', "Today's agenda", { data: companyAgendaSchema }),
    get('/api/bookings/month-totals', "A month's bookings, completed bookings and revenue", {
      data: bookingMonthTotalsSchema,
      query: bookingMonthQuerySchema,
    }),
    get('/api/bookings/stays', 'Stay and day-care occupancy', {
      data: staysOccupancySchema,
      query: staysOccupancyQuerySchema,
    }),
    get('/api/bookings/stays/guests', 'Who holds a place on one night or day', {
      data: placeGuestsSchema,
      query: placeGuestsQuerySchema,
    }),
    get('/api/bookings/{bookingId}', 'One booking', { data: companyBookingSchema }),
    get('/api/bookings/{bookingId}/assignable', 'Who can take the appointment over', { data: bookingAssignableSchema }),
    put('/api/bookings/{bookingId}/status', "Change a booking's status", {
      data: companyBookingSchema,
      body: bookingStatusUpdateSchema,
    }),
    put('/api/bookings/{bookingId}/reschedule', 'Move an appointment to another time', {
      data: companyBookingSchema,
      body: bookingRescheduleSchema,
    }),
    put('/api/bookings/{bookingId}/assign', 'Assign a team member', {
      data: companyBookingSchema,
      body: bookingAssignSchema,
    }),
  ]),
  ...tagged('Employees', 'companyOrKey', [
    get('/api/employees', "The company's employees", { data: z.array(employeeSchema) }),
    get('/api/employees/positions/list', 'The positions to choose from', { data: z.array(employeeOptionSchema) }),
    get('/api/employees/skills/list', 'The skills to choose from', { data: z.array(employeeOptionSchema) }),
    get('/api/employees/stats', "The employees' figures", { data: employeeStatsSchema }),
    post('/api/employees', 'Add an employee', { data: employeeSchema, body: employeeInputSchema, created: true }),
    put('/api/employees/{employeeId}', 'Edit an employee', { data: employeeSchema, body: employeeInputSchema }),
    del('/api/employees/{employeeId}', 'Remove an employee', {
      data: z.object({ id: z.string(), unassignedBookings: z.number().int() }),
    }),
  ]),
  ...tagged('Customers', 'companyOrKey', [
    get('/api/customers', "The company's customers", {
      data: z.array(customerSummarySchema),
      query: customersQuerySchema,
    }),
    get('/api/customers/{customerId}', 'One customer with notes', { data: customerDetailsSchema }),
    post('/api/customers/{customerId}/notes', 'Add a note', {
      data: z.object({ notes: z.array(customerNoteViewSchema) }),
      body: customerNoteSchema,
      created: true,
    }),
  ]),
  ...tagged('Superadmin', 'superadmin', [
    get('/api/superadmin/users', 'Search users', { data: z.array(platformUserSchema), query: usersQuerySchema }),
    get('/api/superadmin/users/{uid}', 'One user', { data: platformUserSchema }),
    put('/api/superadmin/users/{uid}/role', "Change a user's role", {
      data: platformUserSchema,
      body: updateUserRoleInputSchema,
    }),
    put('/api/superadmin/users/{uid}/disable', 'Disable or enable a user', {
      data: platformUserSchema,
      body: disableUserInputSchema,
    }),
    get('/api/superadmin/companies', 'Search companies', {
      data: z.array(adminCompanySchema),
      query: adminCompaniesQuerySchema,
    }),
    get('/api/superadmin/companies/stats', "Companies' counts", { data: adminCompanyStatsSchema }),
    put('/api/superadmin/companies/{companyId}/status', "Change a company's standing", {
      data: adminCompanySchema,
      body: updateCompanyStatusInputSchema,
    }),
    put('/api/superadmin/companies/{companyId}/verify', 'Verify or unverify a company', {
      data: adminCompanySchema,
      body: verifyCompanyInputSchema,
    }),
    get('/api/superadmin/audit-log', 'The audit log', { data: z.array(auditEntryViewSchema), query: auditQuerySchema }),
    get('/api/superadmin/alerts', 'The critical alerts', { data: z.array(criticalAlertSchema) }),
  ]),
  ...tagged('Pets', 'owner', [
    get('/api/pet-owners/pets', "The owner's pets", { data: z.array(petSchema) }),
    post('/api/pet-owners/pets/upload-photos', 'Upload pet photos', {
      data: z.array(uploadedPhotoSchema),
      body: 'multipart',
      created: true,
    }),
    post('/api/pet-owners/pets', 'Add a pet', { data: petSchema, body: petInputSchema, created: true }),
    put('/api/pet-owners/pets/{petId}', 'Edit a pet', { data: petSchema, body: petInputSchema }),
    del('/api/pet-owners/pets/{petId}', 'Delete a pet', { data: z.object({ id: z.string() }) }),
  ]),
  ...tagged('Owner', 'owner', [
    get('/api/pet-owners/dashboard-stats', "The owner dashboard's figures", { data: ownerDashboardStatsSchema }),
    ...readAndSave('/api/pet-owners/profile', "owner's profile", ownerProfileSchema, ownerProfileInputSchema),
    get('/api/pet-owners/favorites', 'The saved companies', { data: z.array(favoriteCompanySchema) }),
    put('/api/pet-owners/favorites/{companyId}', 'Save a company', { data: favoriteChangeSchema }),
    del('/api/pet-owners/favorites/{companyId}', 'Forget a saved company', { data: favoriteChangeSchema }),
  ]),
  ...tagged('Account', 'signedIn', [
    ...readAndSave('/api/users/me/settings', "user's settings", userSettingsInputSchema, userSettingsInputSchema),
    del('/api/users/me', 'Delete the account', { data: z.object({ deleted: z.literal(true) }) }),
    post('/api/users/me/directory', "Refresh the user's directory entry", {
      data: z.object({ synced: z.literal(true) }),
    }),
  ]),
  ...tagged('Notifications', 'signedIn', [
    get('/api/notifications', 'The newest notifications', {
      data: notificationsPageSchema,
      query: listNotificationsQuerySchema,
    }),
    put('/api/notifications/read-all', 'Mark every notification read', { data: markedReadSchema }),
    put('/api/notifications/{notificationId}/read', 'Mark one notification read', { data: appNotificationSchema }),
  ]),
  ...tagged('Calendar', 'signedIn', [
    get('/api/calendar/feed', "The user's private calendar feed URL", {
      data: calendarFeedLinkSchema,
      query: calendarFeedQuerySchema,
    }),
    post('/api/calendar/feed/reset', 'Replace the feed URL', {
      data: calendarFeedLinkSchema,
      query: calendarFeedQuerySchema,
    }),
  ]),
  ...tagged('Calendar', 'public', [
    get('/api/calendar/{file}', 'A calendar feed (`{token}.ics`; the token is the secret)', { file: 'calendar' }),
  ]),
  ...tagged('Calendar', 'signedIn', [
    get('/api/bookings/{bookingId}/calendar.ics', 'One booking as an .ics file', { file: 'calendar' }),
  ]),
  ...tagged('Media', 'public', [
    get('/api/media/companies/{rest}', 'A company picture (`?w=` a scaled WebP)', {
      query: companyMediaQuerySchema,
      file: 'image',
    }),
  ]),
  ...tagged('Media', 'signedIn', [get('/api/media/pets/{rest}', 'A pet photo', { file: 'image' })]),
];
