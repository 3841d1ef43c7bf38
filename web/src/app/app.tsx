import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { AppSplash } from '@/app/routes/app-splash';
import { RouteErrorBoundary } from '@/app/routes/route-error';

/** The whole app; `router` is the browser's history, or a fixed URL when pages are prerendered at build time. */
export function App({ router: Router = BrowserRouter }: { router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppProviders>
      <Router>
        <RouteErrorBoundary resetKey="app">
          {/* Only the first page's code shows the splash: later navigations keep the current page until the next is ready. */}
          <Suspense fallback={<AppSplash />}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </Router>
    </AppProviders>
  );
}
