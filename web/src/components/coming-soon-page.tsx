import { Hammer } from 'lucide-react';
import { Page } from '@/components/container';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';

/** A page shell with its heading whose contents belong to a later issue. */
export function ComingSoonPage({ title, description }: { title: string; description: string }) {
  return (
    <Page>
      <PageTitle title={title} />
      <PageHeader title={title} description={description} />
      <EmptyState
        icon={<Hammer size={28} />}
        title="Coming soon"
        description="This area is being built and will be available soon."
      />
    </Page>
  );
}
