import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useToast } from '@/components/toast-context';
import { ApiError } from '@/lib/api-client';
import { lazyNamed } from '@/lib/lazy-named';
import { fetchFreshPlatformStatus, usePlatformStatus } from '@/lib/api/platform-status';
import { useSession } from '@/lib/session';

/** Every failed API call made through TanStack Query (queries and mutations), once its retries are over. */
function useApiFailures(onFailure: (error: ApiError) => void): void {
  const queryClient = useQueryClient();
  const handler = useRef(onFailure);
  useEffect(() => {
    handler.current = onFailure;
  });
  useEffect(() => {
    const handle = (error: unknown) => {
      if (error instanceof ApiError) handler.current(error);
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}

// Loaded once someone is signed in: a visitor's first load does not carry it.
const SessionTimeoutWatch = lazyNamed(() => import('@/lib/use-session-timeout'), 'SessionTimeoutWatch');

/** What a person is told when the platform's `sessionTimeout` ended his session. */
export const SESSION_TIMED_OUT = 'Your session has timed out. Please sign in again.';

// Loaded only while the platform is in maintenance: a visitor's first load does not carry them.
const loadMaintenance = () => import('@/app/routes/maintenance-page');
const MaintenancePage = lazyNamed(loadMaintenance, 'MaintenancePage');
const MaintenanceBanner = lazyNamed(loadMaintenance, 'MaintenanceBanner');

/** The sign-in page stays open during maintenance, so a superadmin can get in and switch it off. */
const openDuringMaintenance = (pathname: string) => pathname === '/signin';

/**
 * The platform's state around every page (docs/product.md#maintenance-mode): the maintenance page instead of the app
 * while maintenance mode is on (GET /api/platform/status says so, or an API call answered 503 MAINTENANCE), a
 * banner for superadmins who keep working, and the session timeout.
 */
export function PlatformGate({ children }: { children: ReactNode }) {
  const { user, role, signOut } = useSession();
  const queryClient = useQueryClient();
  const status = usePlatformStatus();
  const toast = useToast();
  // A 503 MAINTENANCE outranks a status read that may be older (or cached): it holds until Try Again finds it over.
  const [maintenanceSeen, setMaintenanceSeen] = useState(false);

  const endSession = useCallback(() => {
    toast.show({ tone: 'info', message: SESSION_TIMED_OUT });
    void signOut();
  }, [toast, signOut]);

  useApiFailures((error) => {
    if (error.status === 503 && error.code === 'MAINTENANCE') setMaintenanceSeen(true);
    else if (error.status === 401 && error.code === 'SESSION_EXPIRED' && user) endSession();
  });

  const retry = async () => {
    // A failed check leaves the page as it is: the status query holds the error, and Try Again stays.
    const data = await fetchFreshPlatformStatus(queryClient).catch(() => undefined);
    if (data && !data.maintenanceMode) setMaintenanceSeen(false);
  };

  const maintenance = status.data?.maintenanceMode === true || maintenanceSeen;
  if (maintenance && role !== 'superadmin' && !openDuringMaintenance(window.location.pathname)) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage retrying={status.isFetching} onRetry={() => void retry()} />
      </Suspense>
    );
  }
  return (
    <>
      {maintenance && role === 'superadmin' ? (
        <Suspense fallback={null}>
          <MaintenanceBanner />
        </Suspense>
      ) : null}
      {user ? (
        <Suspense fallback={null}>
          <SessionTimeoutWatch user={user} timeoutMinutes={status.data?.sessionTimeout} onExpired={endSession} />
        </Suspense>
      ) : null}
      {children}
    </>
  );
}
