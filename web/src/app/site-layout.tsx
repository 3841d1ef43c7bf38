import { Outlet, useLocation } from 'react-router';
import { useMarkAppReady } from '@/app/app-ready';
import { usePageLoading } from '@/app/lazy-page';
import { RouteErrorBoundary } from '@/app/routes/route-error';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { useScrollRestoration } from '@/lib/use-scroll-restoration';
import styles from './site-layout.module.css';

/** Every public route (docs/product.md#pages-and-routes) sits in this layout: header, the page, footer. */
export function SiteLayout() {
  const navigating = usePageLoading();
  const { pathname } = useLocation();
  useScrollRestoration();
  useMarkAppReady();
  return (
    <div className={styles.layout}>
      {navigating ? <div className={styles.progress} role="progressbar" aria-label="Loading page" /> : null}
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {/* Errors of a page render inside the layout, so the header and footer stay usable. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
