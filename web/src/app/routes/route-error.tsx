import { RefreshCw } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/button';
import { Page } from '@/components/container';
import { EmptyState } from '@/components/empty-state';

/** The last line of defence: a page that failed to load or render (often a stale code chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Page size="narrow">
      <EmptyState
        icon={<RefreshCw size={28} />}
        title="Something went wrong"
        headingLevel="h1"
        description="This page could not be displayed. Please reload and try again."
        action={
          <div style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button onClick={() => window.location.reload()}>Try Again</Button>
            <ButtonLink to="/" variant="secondary" reloadDocument>
              Back to Home
            </ButtonLink>
          </div>
        }
      />
    </Page>
  );
}
