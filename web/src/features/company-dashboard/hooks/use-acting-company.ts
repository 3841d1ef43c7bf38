import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isDocumentId } from '@contracts/document-id';
import { companyKeys, withCompanyId } from '@/lib/api/company-keys';
import { useSession } from '@/lib/session';

/** Which company the dashboard acts for, and how its API calls say so. */
export interface ActingCompany {
  /**
   * The company a superadmin opened with `?companyId=`; undefined for a company user, whose calls need no
   * parameter (the API uses the caller's own company, and accepts the parameter from a superadmin only).
   */
  companyId: string | undefined;
  /** Adds `companyId=` to an API path (which may already carry a query) when acting for another company. */
  apiPath: (path: string) => string;
  /** First part of every TanStack Query key of the dashboard, so two companies never share cached data. */
  queryScope: readonly ['company', string];
  /** A superadmin is never refused by the company's plan (the server lets him through too). */
  bypassPlan: boolean;
}

/** Fetchers that run outside React build their paths with the same helper. */
export { withCompanyId } from '@/lib/api/company-keys';

/**
 * The acting company of the company dashboard: `?companyId=` of the page URL, honoured only for a superadmin
 * (for anyone else the parameter is ignored, as the API would refuse it) and only when it is a valid id.
 */
export function useActingCompany(): ActingCompany {
  const [searchParams] = useSearchParams();
  const { role } = useSession();
  const requested = searchParams.get('companyId') ?? '';
  const bypassPlan = role === 'superadmin';
  const companyId = bypassPlan && isDocumentId(requested) ? requested : undefined;
  return useMemo(
    () => ({
      companyId,
      apiPath: (path: string) => withCompanyId(path, companyId),
      queryScope: companyKeys.all(companyId),
      bypassPlan,
    }),
    [companyId, bypassPlan],
  );
}
