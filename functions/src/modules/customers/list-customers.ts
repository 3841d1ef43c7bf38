import type { Pagination } from '../../contracts/errors';
import type { CustomerSummary, CustomersQuery } from '../../contracts/customers';
import { searchQueryTokens } from '../../data/booking-search';
import { customersRepository } from '../../data/customers';

/**
 * `GET /api/customers`: sort, status and the longest search word run in one indexed query read by offset, with
 * one count aggregation for totalPages (a page-numbered grid needs the total). Further search words narrow the page.
 */
export async function listCustomers(
  companyId: string,
  query: CustomersQuery,
): Promise<{ data: CustomerSummary[]; pagination: Pagination }> {
  const { token, others } = searchQueryTokens(query.search);
  const { customers, total } = await customersRepository.page(
    companyId,
    { status: query.status, token, sortBy: query.sortBy, sortOrder: query.sortOrder },
    query.page,
    query.limit,
  );
  const data = others.length
    ? customers.filter((customer) => others.every((word) => matchesWord(customer, word)))
    : customers;
  return {
    data,
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

function matchesWord(customer: CustomerSummary, word: string): boolean {
  return [customer.name, customer.email, ...customer.petNames].some((text) => text.toLowerCase().includes(word));
}
