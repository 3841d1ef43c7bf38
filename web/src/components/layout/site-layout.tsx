import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import styles from './site-layout.module.css';

/** Every route of document 1 sits in this layout: header, the page, footer. */
export function SiteLayout() {
  const navigation = useNavigation();
  const navigating = navigation.state === 'loading';
  return (
    <div className={styles.layout}>
      {navigating ? <div className={styles.progress} role="progressbar" aria-label="Loading page" /> : null}
      <SiteHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
