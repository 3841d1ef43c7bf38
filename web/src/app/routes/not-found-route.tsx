import { Compass } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { Page } from '@/components/container';
import styles from './not-found-route.module.css';

/** Any path that is not in the route table (docs/product.md#pages-and-routes). */
export function NotFoundRoute() {
  return (
    <Page size="narrow">
      <div className={styles.notFound}>
        <span className={styles.icon} aria-hidden="true">
          <Compass size={32} />
        </span>
        <h1>404 - Page Not Found</h1>
        <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
        <div className={styles.actions}>
          <ButtonLink to="/">Back to Home</ButtonLink>
          <ButtonLink to="/marketplace" variant="secondary">
            Browse Services
          </ButtonLink>
        </div>
      </div>
    </Page>
  );
}
