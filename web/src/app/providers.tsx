import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '@/components/toast';
import { AppSplash } from '@/app/routes/app-splash';
import { PlatformGate } from '@/app/platform-gate';
import { createQueryClient } from '@/app/query-client';
import { AuthProvider } from '@/lib/auth-provider';

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
          <PlatformGate>{children}</PlatformGate>
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
