import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyStatus } from '@contracts/company';
import type { CursorPagination } from '@contracts/errors';
import type { Role } from '@contracts/roles';
import type {
  AdminCompaniesPagination,
  AdminCompaniesQuery,
  AdminCompany,
  AdminCompanyStats,
  AuditEntryView,
  CriticalAlert,
  PlatformAnalytics,
  PlatformUser,
  Report,
  ReportType,
  Timeframe,
  UsersPagination,
  UsersQuery,
} from '@contracts/superadmin';
import { AUDIT_PAGE_SIZE, DEFAULT_TIMEFRAME } from '@contracts/superadmin';
import type { WaitlistStats } from '@contracts/waitlist';
import { apiRequest } from '@/lib/api-client';
import { NOTIFICATIONS_POLL_MS } from '@/lib/api/notifications';

/** What a screen asks for: the contract's query, with its defaults (page, limit) given and the rest optional. */
export type UsersFilter = Pick<UsersQuery, 'page' | 'limit'> & Partial<Omit<UsersQuery, 'page' | 'limit'>>;
export type CompaniesFilter = Pick<AdminCompaniesQuery, 'page' | 'limit'> &
  Partial<Omit<AdminCompaniesQuery, 'page' | 'limit'>>;

export interface UsersPage {
  users: PlatformUser[];
  pagination: UsersPagination;
}

export interface CompaniesPage {
  companies: AdminCompany[];
  pagination: AdminCompaniesPagination;
}

export interface AuditPage {
  entries: AuditEntryView[];
  nextCursor: string | null;
}

export const superadminKeys = {
  all: ['superadmin'] as const,
  users: () => ['superadmin', 'users'] as const,
  userList: (filter: UsersFilter) => ['superadmin', 'users', 'list', filter] as const,
  user: (uid: string) => ['superadmin', 'users', 'details', uid] as const,
  companies: () => ['superadmin', 'companies'] as const,
  companyList: (filter: CompaniesFilter) => ['superadmin', 'companies', 'list', filter] as const,
  companyStats: () => ['superadmin', 'companies', 'stats'] as const,
  analytics: (timeframe: Timeframe) => ['superadmin', 'analytics', timeframe] as const,
  auditLog: (cursor: string | null) => ['superadmin', 'audit-log', cursor ?? 'first'] as const,
  waitlistStats: () => ['waitlist', 'stats'] as const,
  alerts: () => ['superadmin', 'alerts'] as const,
};

/**
 * GET /api/superadmin/alerts: the conditions that need the admin now, asked as often as the bell asks for
 * notifications; every superadmin change invalidates `superadmin` and so reads them again at once.
 */
export function useCriticalAlerts() {
  return useQuery({
    queryKey: superadminKeys.alerts(),
    queryFn: async () => (await apiRequest<CriticalAlert[]>('/superadmin/alerts')).data,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** A query string of the filled fields only: an empty search or "all" filter is not sent. */
function queryString(filter: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

/** GET /api/superadmin/users?page&limit[&role][&status][&search][&cursor]: the server filters and pages. */
export async function listUsers(filter: UsersFilter): Promise<UsersPage> {
  const result = await apiRequest<PlatformUser[]>(`/superadmin/users?${queryString(filter)}`);
  return { users: result.data, pagination: result.pagination as unknown as UsersPagination };
}

export function useSuperadminUsers(filter: UsersFilter) {
  // The previous page stays on screen while the next loads, so paging does not flash skeletons.
  return useQuery({
    queryKey: superadminKeys.userList(filter),
    queryFn: () => listUsers(filter),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/superadmin/users/{uid}: the detail modal (null uid: closed, nothing fetched). */
export function useSuperadminUser(uid: string | null) {
  return useQuery({
    queryKey: superadminKeys.user(uid ?? ''),
    queryFn: async () => (await apiRequest<PlatformUser>(`/superadmin/users/${encodeURIComponent(uid ?? '')}`)).data,
    enabled: uid !== null,
  });
}

/** After a change of a user the lists and the open modal read again (a role change can also create a company). */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: superadminKeys.users() }),
      queryClient.invalidateQueries({ queryKey: superadminKeys.companies() }),
    ]);
  };
}

/** PUT /api/superadmin/users/{uid}/role {role}: answers the updated user. */
export function useUpdateUserRole() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ uid, role }: { uid: string; role: Role }) =>
      apiRequest<PlatformUser>(`/superadmin/users/${encodeURIComponent(uid)}/role`, { method: 'PUT', body: { role } }),
    onSuccess: refresh,
  });
}

/** PUT /api/superadmin/users/{uid}/disable {disabled}: the user's refresh tokens are revoked on the server. */
export function useSetUserDisabled() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ uid, disabled }: { uid: string; disabled: boolean }) =>
      apiRequest<PlatformUser>(`/superadmin/users/${encodeURIComponent(uid)}/disable`, {
        method: 'PUT',
        body: { disabled },
      }),
    onSuccess: refresh,
  });
}

/** GET /api/superadmin/companies?page&limit[&status][&verification][&search][&cursor]. */
export async function listCompanies(filter: CompaniesFilter): Promise<CompaniesPage> {
  const result = await apiRequest<AdminCompany[]>(`/superadmin/companies?${queryString(filter)}`);
  return { companies: result.data, pagination: result.pagination as unknown as AdminCompaniesPagination };
}

export function useSuperadminCompanies(filter: CompaniesFilter) {
  return useQuery({
    queryKey: superadminKeys.companyList(filter),
    queryFn: () => listCompanies(filter),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/superadmin/companies/stats: the header's total, verified, active and pending. */
export function useSuperadminCompanyStats() {
  return useQuery({
    queryKey: superadminKeys.companyStats(),
    queryFn: async () => (await apiRequest<AdminCompanyStats>('/superadmin/companies/stats')).data,
  });
}

/** A company's status or verification moves the lists, the header stats and the analytics. */
function useRefreshCompanies() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: superadminKeys.companies() }),
      queryClient.invalidateQueries({ queryKey: ['superadmin', 'analytics'] }),
    ]);
  };
}

/** PUT /api/superadmin/companies/{id}/status {status}: answers the updated company. */
export function useUpdateCompanyStatus() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: CompanyStatus; reason?: string }) =>
      apiRequest<AdminCompany>(`/superadmin/companies/${encodeURIComponent(id)}/status`, {
        method: 'PUT',
        body: reason ? { status, reason } : { status },
      }),
    onSuccess: refresh,
  });
}

/** PUT /api/superadmin/companies/{id}/verify {verified, reason}: answers the updated company. */
export function useVerifyCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: ({ id, verified, reason }: { id: string; verified: boolean; reason?: string }) =>
      apiRequest<AdminCompany>(`/superadmin/companies/${encodeURIComponent(id)}/verify`, {
        method: 'PUT',
        body: reason ? { verified, reason } : { verified },
      }),
    onSuccess: refresh,
  });
}

/** GET /api/superadmin/analytics?timeframe=: the chosen timeframe is sent (the spec's client did not). */
export function useSuperadminAnalytics(timeframe: Timeframe = DEFAULT_TIMEFRAME) {
  return useQuery({
    queryKey: superadminKeys.analytics(timeframe),
    queryFn: async () =>
      (await apiRequest<PlatformAnalytics>(`/superadmin/analytics?${queryString({ timeframe })}`)).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/superadmin/reports?type=[&timeframe=]: answers the report with its `generatedAt`. */
export function useGenerateReport() {
  return useMutation({
    mutationFn: async ({ type, timeframe }: { type: ReportType; timeframe?: Timeframe }) =>
      (await apiRequest<Report>(`/superadmin/reports?${queryString({ type, timeframe })}`)).data,
  });
}

/** GET /api/superadmin/audit-log?limit[&cursor]: newest first; `nextCursor` null on the last page. */
export function useAuditLog(cursor: string | null, limit: number = AUDIT_PAGE_SIZE) {
  return useQuery({
    queryKey: [...superadminKeys.auditLog(cursor), limit],
    queryFn: async (): Promise<AuditPage> => {
      const result = await apiRequest<AuditEntryView[]>(
        `/superadmin/audit-log?${queryString({ limit, cursor: cursor ?? undefined })}`,
      );
      return {
        entries: result.data,
        nextCursor: (result.pagination as CursorPagination | undefined)?.nextCursor ?? null,
      };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/waitlist/stats: public (docs/product.md#waitlist), but sent with the superadmin's token, so the maintenance
 * gate lets the overview read it while maintenance mode is on.
 */
export function useWaitlistStats() {
  return useQuery({
    queryKey: superadminKeys.waitlistStats(),
    queryFn: async () => (await apiRequest<WaitlistStats>('/waitlist/stats')).data,
  });
}
