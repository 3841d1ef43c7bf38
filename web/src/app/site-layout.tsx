import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMarkAppReady } from '@/app/app-ready';
import { usePageLoading } from '@/app/lazy-page';
import { RouteErrorBoundary } from '@/app/routes/route-error';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { useScrollRestoration } from '@/lib/use-scroll-restoration';
import styles from './site-layout.module.css';

/** What every page shares, in either layout: the loading bar between pages, scroll restoration, the ready mark. */
function PageFrame({ children }: { children: ReactNode }) {
  const navigating = usePageLoading();
  useScrollRestoration();
  useMarkAppReady();
  return (
    <div className={styles.layout}>
      {navigating ? <div className={styles.progress} role="progressbar" aria-label="Loading page" /> : null}
      {children}
    </div>
  );
}

/** Every public route (docs/product.md#pages-and-routes) sits in this layout: the marketing header, the page, footer. */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <PageFrame>
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {/* Errors of a page render inside the layout, so the header and footer stay usable. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </PageFrame>
  );
}

/**
 * The dashboards sit in this layout: no marketing header or footer; the page draws the app shell (DashboardShell:
 * its top bar, sections and main), docs/decisions/0093-app-shell.md.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <PageFrame>
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </PageFrame>
  );
}
