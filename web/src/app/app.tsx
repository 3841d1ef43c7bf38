import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { AppSplash } from '@/app/routes/app-splash';
import { RouteErrorBoundary } from '@/app/routes/route-error';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouteErrorBoundary resetKey="app">
          {/* Only the first page's code shows the splash: later navigations keep the current page until the next is ready. */}
          <Suspense fallback={<AppSplash />}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
