import { RefreshCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useMarkAppReady } from '@/app/app-ready';
import { Button, ButtonLink } from '@/components/button';
import { Page } from '@/components/container';
import { EmptyState } from '@/components/empty-state';

/** The last line of defence: a page that failed to load or render (often a stale code chunk after a deploy). */
export function RouteError() {
  useMarkAppReady();
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

interface RouteErrorBoundaryProps {
  /** The page's path: moving to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** Shows RouteError instead of a page that threw while loading or rendering. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean; resetKey: string }> {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
