import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ToastProvider } from '@/components/toast';
import { AppSplash } from '@/app/routes/app-splash';
import { PlatformGate } from '@/app/platform-gate';
import { createQueryClient } from '@/app/query-client';
import { AuthProvider } from '@/lib/auth-provider';
import { useSession } from '@/lib/session';

/**
 * Cached answers belong to the person who asked: once he signs out (or another account takes the tab), they are
 * dropped, so the next person never sees them, not even for the 30 s they stay fresh. Keys name the company as
 * "self", not by account.
 */
export function CacheOfTheSignedIn({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const uid = useSession().user?.uid;
  const cachedFor = useRef(uid);
  useEffect(() => {
    if (cachedFor.current !== undefined && cachedFor.current !== uid) queryClient.clear();
    cachedFor.current = uid;
  }, [uid, queryClient]);
  return children;
}

/**
 * The one QueryClient, toasts, the Firebase session and the platform's state (maintenance, session timeout);
 * nothing renders before the first auth check.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider fallback={<AppSplash />}>
          <CacheOfTheSignedIn>
            <PlatformGate>{children}</PlatformGate>
          </CacheOfTheSignedIn>
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
