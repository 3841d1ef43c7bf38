import { roleLabels } from '@contracts/roles';
import { companyPageSizes, userPageSizes } from '@contracts/superadmin';
import { SEARCH_HITS, type SearchGroup } from '@/components/layout/global-search';
import { settledGroups } from '@/components/layout/search-groups';
import { listCompanies, listUsers } from '@/features/admin-dashboard/api/superadmin';
import { adminDashboard } from './admin-sections';

/**
 * The superadmin's top-bar search (docs/decisions/0093-app-shell.md): users (name or email) and companies (name or
 * email), each from the console's own bounded search (its smallest page); a hit opens its list filtered to it.
 */
export function adminSearch(term: string): Promise<SearchGroup[]> {
  return settledGroups([
    listUsers({ page: 1, limit: userPageSizes[0], search: term }).then((page) => ({
      label: 'Users',
      hits: page.users.slice(0, SEARCH_HITS).map((user) => ({
        id: user.uid,
        title: user.displayName || user.email,
        detail: [user.email, user.role ? roleLabels[user.role] : 'No role yet'].join(' · '),
        to: adminDashboard.sectionPath('users', { search: user.email }),
      })),
    })),
    listCompanies({ page: 1, limit: companyPageSizes[0], search: term }).then((page) => ({
      label: 'Companies',
      hits: page.companies.slice(0, SEARCH_HITS).map((company) => ({
        id: company.id,
        title: company.name,
        detail: [company.email, company.address].filter(Boolean).join(' · '),
        to: adminDashboard.sectionPath('companies', { search: company.name }),
      })),
    })),
  ]);
}
