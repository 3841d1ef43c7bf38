import { useEffect, useState } from 'react';
import { UsersRound } from 'lucide-react';
import { CUSTOMERS_PAGE_SIZE, customerSorts, customerStatuses, type CustomerSort } from '@contracts/customers';
import { CardGrid, cardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { FilterSelect } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';
import { QueryState } from '@/components/query-state';
import { labelledOptions, SelectField } from '@/components/select-field';
import { Pagination } from '@/components/table';
import { Toolbar } from '@/components/toolbar';
import { useCustomers, type CustomersFilter } from '@/features/company-dashboard/api/customers';
import { useSearchText } from '@/lib/use-search-text';
import { useLinkedId } from '@/lib/use-linked-id';
import { useActingCompany } from '@/features/company-dashboard/hooks/use-acting-company';
import { CustomerCard, customerStatusLabels } from './customer-card';
import { CustomerDetailsDialog } from './customer-details-dialog';
import layout from '@/components/layout/dashboard-sections.module.css';
import styles from './customers.module.css';
import { formatQuantity } from '@/lib/format';

const sortLabels: Record<CustomerSort, string> = {
  name: 'Name',
  joinDate: 'Join date',
  lastBooking: 'Last booking',
  totalSpent: 'Total spent',
};

/** Customers (docs/product.md#company-dashboard): a grid the server searches, filters, sorts and pages (10 a page). */
export function CustomersSection() {
  const { companyId } = useActingCompany();
  const { term: search, field: searchField } = useSearchText();
  const [options, setOptions] = useState<Omit<CustomersFilter, 'search'>>({
    page: 1,
    sortBy: 'name',
    sortOrder: 'asc',
  });
  const filter: CustomersFilter = { ...options, search: search || undefined };
  const customers = useCustomers(companyId, filter, CUSTOMERS_PAGE_SIZE);
  const [openId, setOpenId] = useState<string | null>(null);
  // The top bar's search opens a customer by its link (`?customerId=`); the id then leaves the URL.
  const [linkedId, clearLinked] = useLinkedId('customerId');
  if (linkedId && linkedId !== openId) setOpenId(linkedId);
  useEffect(() => {
    if (linkedId) clearLinked();
  });
  // A new search starts from the first page.
  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    setLastSearch(search);
    setOptions({ ...options, page: 1 });
  }

  const change = (patch: Partial<CustomersFilter>) => setOptions({ ...options, page: 1, ...patch });

  return (
    <div className={layout.section}>
      <Toolbar columns={4}>
        <SearchField
          id="customer-search"
          label="Search customers"
          placeholder="Search by name or email"
          {...searchField}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={options.status}
          options={labelledOptions(customerStatuses, customerStatusLabels)}
          onChange={(status) => change({ status })}
        />
        <SelectField
          label="Sort by"
          value={options.sortBy}
          onChange={(event) => change({ sortBy: event.target.value as CustomerSort })}
          options={labelledOptions(customerSorts, sortLabels)}
        />
        <SelectField
          label="Order"
          value={options.sortOrder}
          onChange={(event) => change({ sortOrder: event.target.value as 'asc' | 'desc' })}
          options={[
            { value: 'asc', label: 'Ascending' },
            { value: 'desc', label: 'Descending' },
          ]}
        />
      </Toolbar>

      {customers.isPending || customers.isError ? (
        <QueryState
          query={customers}
          subject="customers"
          failed="Failed to load customers"
          exception="Failed to load customers"
          className={`${cardGrid(280).className} ${layout.busy}`}
          style={cardGrid(280).style}
          rows={4}
          rowHeight={180}
        />
      ) : customers.data.customers.length === 0 ? (
        <EmptyState
          icon={<UsersRound size={28} />}
          headingLevel="h3"
          title={filter.search || filter.status ? 'No customers found' : 'No customers yet'}
          description={
            filter.search || filter.status
              ? 'No customer matches this search and status.'
              : 'Pet owners who book your services become your customers.'
          }
        />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {formatQuantity(customers.data.pagination.total, 'customer')}
          </p>
          <CardGrid minWidth={280} className={layout.busy} aria-busy={customers.isPlaceholderData || undefined}>
            {customers.data.customers.map((customer) => (
              <li key={customer.id}>
                <CustomerCard customer={customer} onOpen={() => setOpenId(customer.id)} />
              </li>
            ))}
          </CardGrid>
          {customers.data.pagination.totalPages > 1 ? (
            <Pagination
              label="Customers"
              page={customers.data.pagination.page}
              totalPages={customers.data.pagination.totalPages}
              onPageChange={(page) => setOptions({ ...options, page })}
            />
          ) : null}
        </>
      )}
      <CustomerDetailsDialog companyId={companyId} customerId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
