import type { ReactNode } from 'react';
import { Page } from '@/components/container';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';

interface MessagePageProps {
  icon: ReactNode;
  /** The page's heading and its browser tab title. */
  title: string;
  description: string;
  /** The way on: a link to where the visitor can go instead. */
  action: ReactNode;
}

/** A page that is only a message, such as a placeholder or "not found": its title, one sentence and the way on. */
export function MessagePage({ icon, title, description, action }: MessagePageProps) {
  return (
    <Page size="narrow">
      <PageTitle title={title} />
      <EmptyState icon={icon} title={title} headingLevel="h1" description={description} action={action} />
    </Page>
  );
}
