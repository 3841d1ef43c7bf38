import { useDeferredValue, useState, type FormEvent, type ReactNode } from 'react';
import { SearchX, SlidersHorizontal, X } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { categoryLabels, marketplaceCategories } from '@contracts/service-vocabulary';
import { Button } from '@/components/button';
import { bookableFromService } from '@/components/booking/bookable-service';
import { useBookNow } from '@/components/booking/use-book-now';
import { Dialog } from '@/components/dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { FilterControls } from '@/components/marketplace/filter-controls';
import { SearchField } from '@/components/search-field';
import { ServiceCard, ServiceCardSkeleton } from '@/components/services/service-card';
import { Tabs } from '@/components/tabs';
import { failureText } from '@/lib/api-client';
import { useMarketplaceCities, useMarketplaceServices } from '@/lib/api/marketplace';
import { SEARCH_TEXT_MAX_LENGTH } from '@/lib/use-search-text';
import {
  defaultFilters,
  filtersFromSearchParams,
  hasActiveFilters,
  searchParamsFromFilters,
  sheetFilterCount,
  type MarketplaceFilters,
} from '@/lib/marketplace-filters';
import styles from './marketplace-browser.module.css';
import { formatQuantity } from '@/lib/format';

const categoryTabs = [
  { id: 'all', label: 'All' },
  ...marketplaceCategories.map((category) => ({ id: category, label: categoryLabels[category] })),
];

/** The texts (docs/product.md#messages-and-timings) for a failed load. */
function loadErrorText(error: unknown): string {
  return failureText(error, {
    failed: 'Failed to load services',
    exception: 'Error loading services. Please try again.',
    preferServerMessage: false,
  });
}

interface MarketplaceBrowserProps {
  /** Where the filters start and what Clear filters returns to (the owner's dashboard starts at his pet type). */
  base?: MarketplaceFilters;
  /** URL parameters of the page itself that the filters keep (the dashboard's `section`). */
  keep?: Readonly<Record<string, string>>;
  /** The cards' heading level under the page's own headings. */
  cardHeadingLevel?: 'h2' | 'h3';
  /** A line under the search box saying where the view started. */
  lead?: ReactNode;
}

/**
 * Every listed service, searched and filtered on the server, the filters in the URL: the public /marketplace and
 * the owner dashboard's Browse Services are this one view.
 */
export function MarketplaceBrowser({
  base = defaultFilters,
  keep = {},
  cardHeadingLevel = 'h2',
  lead,
}: MarketplaceBrowserProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams, base);
  // Deferred: the cards render in the background in small slices, so a phone's main thread never stalls on them.
  const services = useDeferredValue(useMarketplaceServices(filters));
  const cities = useMarketplaceCities().data ?? [];
  const { bookNow, dialog } = useBookNow();
  const [sheetOpen, setSheetOpen] = useState(false);

  // The search box keeps what is typed until it is sent; a URL change from elsewhere (back, a shared link) wins.
  const [searchText, setSearchText] = useState(filters.q);
  const [searchSeen, setSearchSeen] = useState(filters.q);
  if (searchSeen !== filters.q) {
    setSearchSeen(filters.q);
    setSearchText(filters.q);
  }

  function showFilters(next: MarketplaceFilters) {
    setSearchParams(new URLSearchParams([...Object.entries(keep), ...searchParamsFromFilters(next, base)]));
  }
  function applyFilters(change: Partial<MarketplaceFilters>) {
    showFilters({ ...filters, ...change });
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    applyFilters({ q: searchText.trim() });
  }

  const list = services.data?.pages.flatMap((page) => page.services) ?? [];
  const sheetCount = sheetFilterCount(filters);
  const filtered = hasActiveFilters(filters, base);
  // The API's aggregation count of every match; the loaded cards only if an answer lacks it.
  const total = services.data?.pages.at(-1)?.total ?? list.length;

  return (
    <>
      <form role="search" className={styles.search} onSubmit={onSearch} aria-label="Search services">
        <SearchField
          variant="page"
          id="marketplace-search"
          label="Search services"
          placeholder="Search services, e.g. groom, walk, vet"
          value={searchText}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          onValueChange={setSearchText}
        />
        <Button type="submit">Search</Button>
      </form>
      {lead ? <p className={styles.lead}>{lead}</p> : null}

      <Tabs
        label="Service category"
        items={categoryTabs}
        value={filters.category}
        onValueChange={(id) => applyFilters({ category: id as MarketplaceFilters['category'] })}
      >
        <div className={styles.layout}>
          <aside className={styles.sidebar} aria-label="Filters">
            <FilterControls filters={filters} onChange={applyFilters} cities={cities} />
          </aside>

          <section className={styles.results} aria-label="Services" aria-busy={services.isPending || undefined}>
            <div className={styles.toolbar}>
              <p className={styles.count} role="status">
                {services.isPending
                  ? 'Loading services...'
                  : services.isSuccess
                    ? formatQuantity(total, 'service')
                    : ''}
              </p>
              <div className={styles.toolbarActions}>
                {filtered ? (
                  <Button variant="ghost" size="sm" icon={<X />} onClick={() => showFilters(base)}>
                    Clear filters
                  </Button>
                ) : null}
                <span className={styles.filtersButton}>
                  <Button variant="secondary" size="sm" icon={<SlidersHorizontal />} onClick={() => setSheetOpen(true)}>
                    {sheetCount > 0 ? `Filters (${sheetCount})` : 'Filters'}
                  </Button>
                </span>
              </div>
            </div>

            {services.isPending ? (
              <div className={styles.grid}>
                {Array.from({ length: 6 }, (_, index) => (
                  <ServiceCardSkeleton key={index} />
                ))}
              </div>
            ) : services.isError && list.length === 0 ? (
              <ErrorWithRetry title={loadErrorText(services.error)} onRetry={() => services.refetch()} />
            ) : list.length === 0 ? (
              <EmptyState
                icon={<SearchX size={28} />}
                title="No services found"
                description="No service matches these filters yet. Try another category or clear the filters."
                action={
                  filtered ? (
                    <Button variant="secondary" onClick={() => showFilters(base)}>
                      Clear filters
                    </Button>
                  ) : undefined
                }
              />
            ) : (
              <>
                <div className={styles.grid}>
                  {list.map((service) => (
                    <ServiceCard
                      key={`${service.companyId}/${service.id}`}
                      service={service}
                      headingLevel={cardHeadingLevel}
                      onBook={(chosen) => bookNow(bookableFromService(chosen))}
                    />
                  ))}
                </div>
                {services.isFetchNextPageError ? (
                  <ErrorWithRetry title={loadErrorText(services.error)} onRetry={() => services.fetchNextPage()} />
                ) : null}
                {services.hasNextPage && !services.isFetchNextPageError ? (
                  <div className={styles.more}>
                    <Button
                      variant="secondary"
                      loading={services.isFetchingNextPage}
                      onClick={() => void services.fetchNextPage()}
                    >
                      {services.isFetchingNextPage ? 'Loading...' : 'Load more'}
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </section>
        </div>
      </Tabs>

      <Dialog
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        title="Filters"
        align="start"
        placement="sheet"
        footer={
          <Button block onClick={() => setSheetOpen(false)}>
            Show results
          </Button>
        }
      >
        <FilterControls filters={filters} onChange={applyFilters} cities={cities} />
      </Dialog>
      {dialog}
    </>
  );
}
