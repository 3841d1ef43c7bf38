import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { FilterSelect } from '@/components/filter-select';
import { PageSizeField } from '@/components/page-size-field';
import { QueryState, type QueryStateProps } from '@/components/query-state';
import { SearchField } from '@/components/search-field';
import { Toolbar } from '@/components/toolbar';
import type { ServerList } from '@/features/admin-dashboard/hooks/use-server-list';
import { consoleLoadFailureTexts } from '@/features/admin-dashboard/components/load-failure';
import layout from '@/components/layout/dashboard-sections.module.css';

interface ServerListToolbarProps {
  list: Pick<ServerList, 'searchField' | 'filterSelects' | 'pageSizeField'>;
  search: { id: string; label: string; placeholder: string };
  pageSizeLabel: string;
}

/** A server-paged admin list's search, its two filters and its page size, in one toolbar row. */
export function ServerListToolbar({ list, search, pageSizeLabel }: ServerListToolbarProps) {
  return (
    <Toolbar columns={4}>
      <SearchField {...search} {...list.searchField} />
      {list.filterSelects.map(({ key, ...filterSelect }) => (
        <FilterSelect key={key} {...filterSelect} />
      ))}
      <PageSizeField label={pageSizeLabel} {...list.pageSizeField} />
    </Toolbar>
  );
}

interface ServerListResultsProps<Page> {
  query: UseQueryResult<Page>;
  /** What is loading ("users"), which the console's failure text names too, and the rows' shape. */
  loading: Pick<QueryStateProps, 'subject' | 'rowHeight' | 'radius'>;
  isEmpty: (page: Page) => boolean;
  /** The empty page's icon and title, and why it is empty: nothing matches the search and filters, or nothing yet. */
  empty: { icon: ReactNode; title: string; narrowed: boolean; noMatch: string; noneYet: string };
  children: (page: Page) => ReactNode;
}

/** A server-paged admin list's page: six skeleton rows or the console's failure, an empty state, else the page's rows. */
export function ServerListResults<Page>({ query, loading, isEmpty, empty, children }: ServerListResultsProps<Page>) {
  if (query.isPending || query.isError) {
    return (
      <QueryState
        query={query}
        className={layout.list}
        rows={6}
        {...loading}
        {...consoleLoadFailureTexts(loading.subject)}
      />
    );
  }
  if (isEmpty(query.data)) {
    return (
      <EmptyState
        icon={empty.icon}
        headingLevel="h3"
        title={empty.title}
        description={empty.narrowed ? empty.noMatch : empty.noneYet}
      />
    );
  }
  return children(query.data);
}
