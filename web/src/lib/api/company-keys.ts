/**
 * Query keys of the company dashboard's data. The acting company ('self' for a company user, the id a superadmin
 * opened) is part of every key, so two companies never share cached data in one tab.
 */
export const companyKeys = {
  all: (companyId: string | undefined) => ['company', companyId ?? 'self'] as const,
  subscription: (companyId: string | undefined) => ['company', companyId ?? 'self', 'subscription'] as const,
  invoices: (companyId: string | undefined) => ['company', companyId ?? 'self', 'subscription', 'invoices'] as const,
  profile: (companyId: string | undefined) => ['company', companyId ?? 'self', 'profile'] as const,
  stats: (companyId: string | undefined) => ['company', companyId ?? 'self', 'stats'] as const,
  dashboardData: (companyId: string | undefined, months: number) =>
    ['company', companyId ?? 'self', 'dashboard-data', months] as const,
  services: (companyId: string | undefined) => ['company', companyId ?? 'self', 'services'] as const,
};

/** Adds `companyId` to an API path (which may already carry a query) when a superadmin acts for a company. */
export function withCompanyId(path: string, companyId: string | undefined): string {
  if (!companyId) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}companyId=${encodeURIComponent(companyId)}`;
}
