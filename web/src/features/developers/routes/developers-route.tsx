import { useSyncExternalStore } from 'react';
import { buttonClassName } from '@/components/button';
import { Page } from '@/components/container';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { OPENAPI_DOCUMENT_PATH } from '@/features/developers/api/openapi-document';
import { ApiReference } from '@/features/developers/components/api-reference';
import { DevelopersIntro } from '@/features/developers/components/developers-intro';
import styles from '@/features/developers/components/developers.module.css';

const unchanging = () => () => {};

/** The address the examples call: this page's own. At build time there is none, so a placeholder until hydrated. */
function usePageOrigin(): string {
  return useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => 'https://<petnest-host>',
  );
}

/** /developers: how to call the Petnest API, then its interactive reference (docs/decisions/0106-api-reference-page.md). */
export function DevelopersRoute() {
  const origin = usePageOrigin();
  return (
    <Page>
      <PageTitle title="API for developers" />
      <PageHeader
        eyebrow="Developers"
        title="The Petnest API"
        description="Connect your booking system, CRM or reports to Petnest: services, bookings, employees, customers and analytics, over HTTPS and JSON."
        actions={
          <a href={OPENAPI_DOCUMENT_PATH} className={buttonClassName({ variant: 'secondary' })}>
            OpenAPI document (JSON)
          </a>
        }
      />
      <DevelopersIntro origin={origin} />
      <section aria-labelledby="developers-reference-title" className={styles.reference}>
        <h2 id="developers-reference-title" className={styles.sectionTitle}>
          API reference
        </h2>
        <ApiReference />
      </section>
    </Page>
  );
}
