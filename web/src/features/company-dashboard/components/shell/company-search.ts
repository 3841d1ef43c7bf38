import { SEARCH_HITS, type SearchGroup } from '@/components/layout/global-search';
import { listCompanyBookings } from '@/features/company-dashboard/api/company-bookings';
import { listCustomers } from '@/features/company-dashboard/api/customers';
import { formatCalendarDate, formatTime } from '@/lib/format';
import { settledGroups } from '@/components/layout/search-groups';
import { companyDashboard } from './dashboard-sections';

/**
 * The company's top-bar search (docs/decisions/0093-app-shell.md): its bookings (customer, pet, service or team
 * member) and its customers (name or email), each from the server's own bounded search; a kind the plan does not
 * include is left out.
 */
export function companySearch(companyId: string | undefined) {
  return (term: string): Promise<SearchGroup[]> =>
    settledGroups([
      listCompanyBookings(companyId, { search: term, limit: SEARCH_HITS }).then((page) => ({
        label: 'Bookings',
        hits: page.bookings.map((booking) => ({
          id: booking.id,
          title: `${booking.petName} · ${booking.serviceName}`,
          detail: `${booking.customerName}, ${formatCalendarDate(booking.date)} at ${formatTime(booking.time)}`,
          to: companyDashboard.sectionPath('bookings', { companyId, bookingId: booking.id }),
        })),
      })),
      listCustomers(companyId, { page: 1, sortBy: 'name', sortOrder: 'asc', search: term }, SEARCH_HITS).then(
        (page) => ({
          label: 'Customers',
          hits: page.customers.map((customer) => ({
            id: customer.id,
            title: customer.name,
            detail: [customer.email, customer.petNames.join(', ')].filter(Boolean).join(' · '),
            to: companyDashboard.sectionPath('customers', { companyId, customerId: customer.id }),
          })),
        }),
      ),
    ]);
}
