import { z } from 'zod';
import { companyStatuses, type CompanyStatus } from './company';
import { idSchema } from './ids';
import { keysOf } from './vocabulary';
import { metricPeriodSchema } from './company-dashboard';
import { roles, type Role } from './roles';

/**
 * The superadmin console of docs/product.md#superadmin-console. Lists are filtered, searched and paged on the
 * server (docs/decisions/0050-superadmin-user-directory.md). Paging: `page` and `limit` as the spec sends them, plus the `cursor` of the
 * previous page's answer for the next page, so a later page costs one page of reads; a page asked without its
 * cursor is read by offset, bounded by MAX_OFFSET_DOCUMENTS (Firestore bills the documents an offset skips).
 */
export const MAX_OFFSET_DOCUMENTS = 1000;
export const SEARCH_MAX_LENGTH = 100;

const pageSize = <const T extends readonly number[]>(sizes: T, fallback: T[number]) =>
  z.coerce
    .number()
    .int()
    .refine((value) => sizes.includes(value), `Page size is one of ${sizes.join(', ')}`)
    .default(fallback);

const searchSchema = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, `Search is at most ${SEARCH_MAX_LENGTH} characters`)
  .optional();
const pageSchema = z.coerce.number().int().min(1, 'Page starts at 1').default(1);

/** docs/product.md#display-constants: user page sizes 10, 20, 50, 100 (default 20). */
export const userPageSizes = [10, 20, 50, 100] as const;
export const DEFAULT_USER_PAGE_SIZE = 20;
/** docs/product.md#superadmin-console: the status filter of the users table. */
export const userStatusFilters = ['active', 'disabled', 'verified', 'unverified'] as const;
export type UserStatusFilter = (typeof userStatusFilters)[number];

export const usersQuerySchema = z.strictObject({
  page: pageSchema,
  limit: pageSize(userPageSizes, DEFAULT_USER_PAGE_SIZE),
  role: z.enum(roles, 'Role is pet_owner, pet_company or superadmin').optional(),
  status: z.enum(userStatusFilters, 'Status is active, disabled, verified or unverified').optional(),
  search: searchSchema,
  cursor: idSchema('Invalid cursor').optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

/** docs/product.md#superadmin-console, "Platform user". `role` is null for an account that never chose one. */
export const platformUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: z.enum(roles).nullable(),
  disabled: z.boolean(),
  emailVerified: z.boolean(),
  creationTime: z.iso.datetime(),
  lastSignInTime: z.iso.datetime().nullable(),
});
export type PlatformUser = z.infer<typeof platformUserSchema>;

export interface UsersPagination {
  currentPage: number;
  totalPages: number;
  totalUsers: number;
  limit: number;
  /** Pass as `cursor` with `page + 1` for the next page; null on the last page. */
  nextCursor: string | null;
}

export const updateUserRoleInputSchema = z.strictObject({
  role: z.enum(roles, 'Role must be pet_owner, pet_company or superadmin'),
});
export const disableUserInputSchema = z.strictObject({
  disabled: z.boolean({ error: 'disabled must be true or false' }),
});

export type UserDisplayStatus = 'Disabled' | 'Active' | 'Unverified';
/** docs/product.md#superadmin-console: Disabled if disabled; otherwise Active if the email is verified; otherwise Unverified. */
export function userDisplayStatus(user: Pick<PlatformUser, 'disabled' | 'emailVerified'>): UserDisplayStatus {
  if (user.disabled) return 'Disabled';
  return user.emailVerified ? 'Active' : 'Unverified';
}

/** docs/product.md#display-constants: company page sizes 5, 10, 20, 50 (default 10). */
export const companyPageSizes = [5, 10, 20, 50] as const;
export const DEFAULT_COMPANY_PAGE_SIZE = 10;
export const verificationFilters = ['verified', 'unverified'] as const;
export type VerificationFilter = (typeof verificationFilters)[number];

export const adminCompaniesQuerySchema = z.strictObject({
  page: pageSchema,
  limit: pageSize(companyPageSizes, DEFAULT_COMPANY_PAGE_SIZE),
  status: z.enum(companyStatuses, 'Status is active, pending, suspended or rejected').optional(),
  verification: z.enum(verificationFilters, 'Verification is verified or unverified').optional(),
  search: searchSchema,
  cursor: idSchema('Invalid cursor').optional(),
});
export type AdminCompaniesQuery = z.infer<typeof adminCompaniesQuerySchema>;

/** docs/product.md#superadmin-console, "Company (admin view)"; dates are ISO strings, null when there never was activity. */
export const adminCompanySchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  description: z.string(),
  status: z.enum(companyStatuses),
  verified: z.boolean(),
  /** Why the company is suspended or rejected (the reason given); null otherwise. */
  standingReason: z.string().nullable(),
  /** 0-5, null while the company has no reviews (shown as "New", never a default 5.0). */
  rating: z.number().nullable(),
  reviewCount: z.number(),
  totalServices: z.number(),
  totalBookings: z.number(),
  totalRevenue: z.number(),
  joinedDate: z.iso.datetime(),
  lastActiveDate: z.iso.datetime().nullable(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export interface AdminCompaniesPagination {
  currentPage: number;
  totalPages: number;
  totalCompanies: number;
  limit: number;
  nextCursor: string | null;
}

/** Header stats of Company Management: GET /api/superadmin/companies/stats (aggregation counts). */
export const adminCompanyStatsSchema = z.object({
  total: z.number(),
  verified: z.number(),
  active: z.number(),
  pending: z.number(),
});
export type AdminCompanyStats = z.infer<typeof adminCompanyStatsSchema>;

/** docs/decisions/0088-moderation-with-reasons.md: the reason of a moderation, 3 to 500 characters once trimmed. */
export const MODERATION_REASON_MIN = 3;
export const MODERATION_REASON_MAX = 500;
export const moderationReasonSchema = z
  .string({ error: 'Reason must be text' })
  .trim()
  .min(MODERATION_REASON_MIN, `Reason must be at least ${MODERATION_REASON_MIN} characters`)
  .max(MODERATION_REASON_MAX, `Reason must be at most ${MODERATION_REASON_MAX} characters`);

/** The statuses that take a company out of the marketplace as a sanction: they need a reason, told to the company. */
export const sanctionStatuses = ['suspended', 'rejected'] as const satisfies readonly CompanyStatus[];
export const statusNeedsReason = (status: CompanyStatus): boolean =>
  (sanctionStatuses as readonly CompanyStatus[]).includes(status);
export const REASON_REQUIRED = 'A reason is required for this action';

export const updateCompanyStatusInputSchema = z
  .strictObject({
    status: z.enum(companyStatuses, 'Status must be active, pending, suspended or rejected'),
    reason: moderationReasonSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (statusNeedsReason(value.status) && value.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REASON_REQUIRED });
    }
  });
export type UpdateCompanyStatusInput = z.infer<typeof updateCompanyStatusInputSchema>;

/** Unverifying needs a reason; verifying does not. */
export const verifyCompanyInputSchema = z
  .strictObject({
    verified: z.boolean({ error: 'verified must be true or false' }),
    reason: moderationReasonSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.verified === false && value.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REASON_REQUIRED });
    }
  });
export type VerifyCompanyInput = z.infer<typeof verifyCompanyInputSchema>;

/** docs/product.md#superadmin-console: what a superadmin and the audit log read instead of the status codes. */
export const companyStatusLabels: Record<CompanyStatus, string> = {
  active: 'Active',
  pending: 'Pending review',
  suspended: 'Suspended',
  rejected: 'Rejected',
};

/** The success message of a moderation, with the company's name and the human outcome ("Happy Paws Grooming suspended"). */
export function companyModeratedMessage(
  name: string,
  change: { status: CompanyStatus } | { verified: boolean },
): string {
  const who = name.trim() || 'Company';
  if ('verified' in change) return `${who} ${change.verified ? 'verified' : 'unverified'}`;
  const outcome: Record<CompanyStatus, string> = {
    active: 'activated',
    pending: 'set to Pending review',
    suspended: 'suspended',
    rejected: 'rejected',
  };
  return `${who} ${outcome[change.status]}`;
}

/** docs/product.md#messages-and-timings: the alert texts of the user and company actions, quoted exactly. */
export const superadminMessages = {
  roleUpdated: (role: Role) => `User role updated to ${role} successfully`,
  roleFailed: (message: string) => `Failed to update role: ${message}`,
  roleNetworkFailed: 'Failed to update user role',
  userStatusUpdated: (disabled: boolean) => `User ${disabled ? 'disabled' : 'enabled'} successfully`,
  userStatusFailed: (message: string) => `Failed to update user status: ${message}`,
  userStatusNetworkFailed: 'Failed to update user status',
  verificationUpdated: (verified: boolean) => `Company ${verified ? 'verified' : 'unverified'} successfully`,
  verificationFailed: (message: string) => `Failed to update verification: ${message}`,
  verificationNetworkFailed: 'Failed to update company verification',
  companyStatusUpdated: (status: CompanyStatus) => `Company status updated to ${status} successfully`,
  companyStatusFailed: (message: string) => `Failed to update status: ${message}`,
  companyStatusNetworkFailed: 'Failed to update company status',
  reportGenerated: (time: string) => `Report generated successfully! Generated at: ${time}`,
  reportFailed: 'Failed to generate report',
  analyticsFailedTitle: 'Failed to Load Analytics',
  analyticsFailedText: 'Unable to fetch platform analytics. Please try again.',
  noCompanies: 'No Companies Found',
  companiesPage: (page: number, pages: number, total: number) => `Page ${page} of ${pages} (${total} total companies)`,
  settingsSaved: 'Settings saved successfully!',
  settingsFailed: 'Failed to save settings',
  passwordPolicyNotSet:
    'The settings were saved, but Firebase Authentication did not take the password rules. Save again to apply them.',
  actionFailed: 'Failed to execute action',
  confirmAction: 'Are you sure you want to perform this action? This may affect platform operation.',
} as const;

/** docs/product.md#superadmin-console: the five activity types of recent activity. */
export const activityTypes = [
  'user_registered',
  'company_verified',
  'booking_completed',
  'payment_processed',
  'dispute_resolved',
] as const;
export type ActivityType = (typeof activityTypes)[number];

/** The timeframes (docs/product.md#display-constants); the analytics call sends the chosen one (the spec's client did not). */
export const timeframeLabels = {
  '1month': 'Last Month',
  '3months': 'Last 3 Months',
  '6months': 'Last 6 Months',
  '1year': 'Last Year',
  all: 'All Time',
};
export const timeframes = keysOf(timeframeLabels);
export type Timeframe = (typeof timeframes)[number];
export const DEFAULT_TIMEFRAME: Timeframe = '6months';
export const analyticsQuerySchema = z.strictObject({
  timeframe: z.enum(timeframes, 'Timeframe is 1month, 3months, 6months, 1year or all').default(DEFAULT_TIMEFRAME),
});

export const platformStatsSchema = z.object({
  totalUsers: z.number(),
  totalPetOwners: z.number(),
  totalCompanies: z.number(),
  totalRevenue: z.number(),
  totalBookings: z.number(),
  /** Every review on the platform, all time (metrics.ts RATING_PERIOD); null while no booking was ever reviewed. */
  averageRating: z.number().nullable(),
  revenueThisMonth: z.number(),
  /** Revenue of completed bookings over their count in the timeframe; null without completed bookings. */
  averageBookingValue: z.number().nullable(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;

export const growthPointSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  users: z.number(),
  companies: z.number(),
  revenue: z.number(),
  bookings: z.number(),
});
export type GrowthPoint = z.infer<typeof growthPointSchema>;

export const revenuePointSchema = z.object({ month: z.string(), revenue: z.number() });
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

export const topCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  bookings: z.number(),
  revenue: z.number(),
  rating: z.number().nullable(),
});
export type TopCompany = z.infer<typeof topCompanySchema>;

export const recentActivitySchema = z.object({
  id: z.string(),
  type: z.enum(activityTypes),
  message: z.string(),
  user: z.string(),
  timestamp: z.iso.datetime(),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const categoryRevenueSchema = z.object({
  category: z.string(),
  label: z.string(),
  revenue: z.number(),
  /** 0-1 of the timeframe's revenue. */
  share: z.number(),
});
export type CategoryRevenue = z.infer<typeof categoryRevenueSchema>;

/** A KPI tile: `value` null with `reason` when the data to compute it does not exist. */
export const kpiSchema = z.object({
  id: z.enum(['completionRate', 'activeCompanies', 'retention', 'churn', 'mrr', 'acquisitionCost', 'lifetimeValue']),
  label: z.string(),
  value: z.number().nullable(),
  unit: z.enum(['percent', 'usd']),
  /** The period the figure covers (contracts/metrics.ts): the timeframe's, all time or right now. */
  period: metricPeriodSchema,
  reason: z.string().optional(),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const platformAnalyticsSchema = z.object({
  timeframe: z.enum(timeframes),
  /** The months the timeframe covers (metrics.ts); a figure of another period says so (platformStats, each KPI). */
  period: metricPeriodSchema,
  platformStats: platformStatsSchema,
  /** Oldest first, one point per month of the timeframe ("all": since the first month with data). */
  userGrowth: z.array(growthPointSchema),
  /** Newest first, as docs/product.md#superadmin-console says the analytics screen treats the first entry as this month. */
  revenueData: z.array(revenuePointSchema),
  topCompanies: z.array(topCompanySchema),
  recentActivity: z.array(recentActivitySchema),
  revenueByCategory: z.array(categoryRevenueSchema),
  kpis: z.array(kpiSchema),
});
export type PlatformAnalytics = z.infer<typeof platformAnalyticsSchema>;

export const reportTypes = ['users', 'revenue', 'performance', 'summary'] as const;
export type ReportType = (typeof reportTypes)[number];
export const reportQuerySchema = z.strictObject({
  type: z.enum(reportTypes, 'Report type is users, revenue, performance or summary'),
  timeframe: z.enum(timeframes, 'Timeframe is 1month, 3months, 6months, 1year or all').default(DEFAULT_TIMEFRAME),
});

/** A report: titled sections of label/value rows and tables, the same shape the exports render. */
export const reportTableSchema = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number()]))),
});
export type ReportTable = z.infer<typeof reportTableSchema>;
export const reportSchema = z.object({
  type: z.enum(reportTypes),
  title: z.string(),
  generatedAt: z.iso.datetime(),
  timeframe: z.enum(timeframes),
  tables: z.array(reportTableSchema),
});
export type Report = z.infer<typeof reportSchema>;

export const exportTypes = ['summary', 'detailed', 'users', 'revenue', 'companies'] as const;
export type ExportType = (typeof exportTypes)[number];
export const exportFormats = ['pdf', 'excel', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportQuerySchema = z.strictObject({
  type: z.enum(exportTypes, 'Export type is summary, detailed, users, revenue or companies'),
  format: z.enum(exportFormats, 'Format is pdf, excel or csv'),
  timeframe: z.enum(timeframes, 'Timeframe is 1month, 3months, 6months, 1year or all').default(DEFAULT_TIMEFRAME),
});

/** Every superadmin write, recorded in `auditLog` in the same transaction as the change where there is one. */
export const auditActions = [
  'user.role',
  'user.disable',
  'company.status',
  'company.verify',
  'settings.update',
  'maintenance.toggle',
  'cache.clear',
  'data.export',
  'apiKeys.reset',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  actorUid: z.string(),
  actorEmail: z.string(),
  action: z.enum(auditActions),
  targetType: z.enum(['user', 'company', 'settings', 'platform']),
  targetId: z.string(),
  // Free-form on purpose: the state before and after the change, whose shape is the action's (a role, a flag, a
  // settings tab, a counter), recorded as the write saw it.
  before: z.unknown(),
  after: z.unknown(),
  at: z.iso.datetime(),
  address: z.string(),
  /** The reason given with a moderation; null for other entries and entries written before reasons existed. */
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * An audit entry as the console shows it: the actor's and the target's names, resolved when the page is read (one
 * batched read of the page's distinct ids, docs/decisions/0088-moderation-with-reasons.md); null when the account or
 * company no longer exists.
 */
export const auditEntryViewSchema = auditEntrySchema.extend({
  actorName: z.string().nullable(),
  targetName: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntryViewSchema>;

export const AUDIT_PAGE_SIZE = 20;
export const auditQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100, 'Page size is at most 100').default(AUDIT_PAGE_SIZE),
  cursor: idSchema('Invalid cursor').optional(),
});

/** The conditions the superadmin's header alerts on (docs/decisions/0099-weekly-summary-and-critical-alerts.md). */
export const criticalAlertKinds = ['companies_pending', 'job_failed', 'maintenance_on', 'mail_failed'] as const;
export type CriticalAlertKind = (typeof criticalAlertKinds)[number];

/** `GET /api/superadmin/alerts`: one entry per condition that holds now; none means nothing needs the admin. */
export const criticalAlertSchema = z.object({
  kind: z.enum(criticalAlertKinds),
  title: z.string(),
  /** How many things the condition holds for (companies, jobs, mails; 1 for maintenance mode). */
  count: z.number(),
  /** What it is about in a line (the failed jobs and their errors), when the title does not say it all. */
  detail: z.string().nullable(),
  /** The app path of the screen that resolves it. */
  link: z.string(),
});
export type CriticalAlert = z.infer<typeof criticalAlertSchema>;
