import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerDetails,
  CustomerNote,
  CustomerNoteInput,
  CustomersQuery,
  CustomerSummary,
} from '@contracts/customers';
import type { Pagination } from '@contracts/errors';
import { apiRequest } from '@/lib/api-client';
import { companyKeys, withCompanyId } from '@/lib/api/company-keys';

export type CustomersFilter = Pick<CustomersQuery, 'page' | 'sortBy' | 'sortOrder'> &
  Partial<Pick<CustomersQuery, 'status' | 'search'>>;

export interface CustomersPage {
  customers: CustomerSummary[];
  pagination: Pagination;
}

export const customerKeys = {
  all: (companyId: string | undefined) => [...companyKeys.all(companyId), 'customers'] as const,
  list: (companyId: string | undefined, filter: CustomersFilter) =>
    [...companyKeys.all(companyId), 'customers', 'list', filter] as const,
  details: (companyId: string | undefined, customerId: string) =>
    [...companyKeys.all(companyId), 'customers', 'details', customerId] as const,
};

/** GET /api/customers?page&limit=10&sortBy&sortOrder[&status][&search]: the server pages, sorts and searches. */
export async function listCustomers(
  companyId: string | undefined,
  filter: CustomersFilter,
  limit: number,
): Promise<CustomersPage> {
  const query = new URLSearchParams({
    page: String(filter.page),
    limit: String(limit),
    sortBy: filter.sortBy,
    sortOrder: filter.sortOrder,
  });
  if (filter.status) query.set('status', filter.status);
  if (filter.search) query.set('search', filter.search);
  const result = await apiRequest<CustomerSummary[]>(withCompanyId(`/customers?${query.toString()}`, companyId));
  const pagination = (result.pagination as Pagination | undefined) ?? {
    page: filter.page,
    limit,
    total: result.data.length,
    totalPages: 1,
  };
  return { customers: result.data, pagination };
}

export function useCustomers(companyId: string | undefined, filter: CustomersFilter, limit: number) {
  // The previous page stays on screen while the next loads, so paging does not flash skeletons.
  return useQuery({
    queryKey: customerKeys.list(companyId, filter),
    queryFn: () => listCustomers(companyId, filter, limit),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/customers/{id}: contact, emergency contact, pets, notes. */
export function useCustomerDetails(companyId: string | undefined, customerId: string | null) {
  return useQuery({
    queryKey: customerKeys.details(companyId, customerId ?? ''),
    queryFn: async () =>
      (
        await apiRequest<CustomerDetails>(
          withCompanyId(`/customers/${encodeURIComponent(customerId ?? '')}`, companyId),
        )
      ).data,
    enabled: customerId !== null,
  });
}

/** POST /api/customers/{id}/notes {note}: answers data.notes, the updated notes, written into the details cache. */
export function useAddCustomerNote(companyId: string | undefined, customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerNoteInput) =>
      apiRequest<{ notes: CustomerNote[] }>(
        withCompanyId(`/customers/${encodeURIComponent(customerId)}/notes`, companyId),
        { method: 'POST', body: input },
      ),
    onSuccess: (result) =>
      queryClient.setQueryData<CustomerDetails>(customerKeys.details(companyId, customerId), (details) =>
        details ? { ...details, notes: result.data.notes } : details,
      ),
  });
}
