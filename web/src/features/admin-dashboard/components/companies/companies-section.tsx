import { useState } from 'react';
import { BadgeCheck, Building2, ChevronLeft, ChevronRight, CircleCheck, Hourglass } from 'lucide-react';
import { companyStatuses } from '@contracts/company';
import {
  companyPageSizes,
  DEFAULT_COMPANY_PAGE_SIZE,
  superadminMessages,
  verificationFilters,
  type VerificationFilter,
  type AdminCompaniesPagination,
  type AdminCompany,
} from '@contracts/superadmin';
import { Button } from '@/components/button';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { Skeleton } from '@/components/skeleton';
import { RIGHT_NOW, periodLabel } from '@contracts/metrics';
import { StatCard } from '@/components/stat-card';
import {
  useSuperadminCompanies,
  useSuperadminCompanyStats,
  type CompaniesFilter,
} from '@/features/admin-dashboard/api/superadmin';
import layout from '@/components/layout/dashboard-sections.module.css';
import { StatTiles } from '@/components/stat-tiles';
import { labelledOptions } from '@/components/select-field';
import { useServerList } from '@/features/admin-dashboard/hooks/use-server-list';
import { formatCount } from '@/lib/format';
import { companyStatusLabels } from '@contracts/superadmin';
import { CompaniesTable } from './companies-table';
import { CompanyDetailsDialog } from './company-details-dialog';
import { ServerListResults, ServerListToolbar } from '@/features/admin-dashboard/components/server-list';
import { ModerationDialog, type PendingModeration } from './moderation-dialog';
import styles from './companies.module.css';

const valueSkeleton = <Skeleton width={48} height={24} />;

const verificationLabels: Record<VerificationFilter, string> = { verified: 'Verified', unverified: 'Unverified' };

/**
 * Company Management (docs/product.md#superadmin-console): header stats, search, status, verification and page size, all done
 * by the server; a dense table with a row menu whose moderations ask for confirmation and a reason
 * (docs/decisions/0088-moderation-with-reasons.md); the filters and the page in the URL.
 */
export function CompaniesSection() {
  const list = useServerList({
    filters: {
      status: {
        label: 'Status',
        allLabel: 'All statuses',
        options: labelledOptions(companyStatuses, companyStatusLabels),
      },
      verification: {
        label: 'Verification',
        allLabel: 'All companies',
        options: labelledOptions(verificationFilters, verificationLabels),
      },
    },
    pageSizes: companyPageSizes,
    defaultPageSize: DEFAULT_COMPANY_PAGE_SIZE,
  });
  const filter: CompaniesFilter = list.query();
  const companies = useSuperadminCompanies(filter);
  // The modal shows the company as the last answer about it: the card it opened from, then each change made in it.
  const [opened, setOpened] = useState<AdminCompany | null>(null);
  const [moderating, setModerating] = useState<PendingModeration | null>(null);

  return (
    <div className={layout.section}>
      <CompanyStats />
      <ServerListToolbar
        list={list}
        search={{ id: 'company-search', label: 'Search companies', placeholder: 'Search by name, email or address' }}
        pageSizeLabel="Companies per page"
      />

      <ServerListResults
        query={companies}
        loading={{ subject: 'companies', rowHeight: 56 }}
        isEmpty={(page) => page.companies.length === 0}
        empty={{
          icon: <Building2 size={28} />,
          title: superadminMessages.noCompanies,
          narrowed: list.narrowed,
          noMatch: 'No company matches this search and these filters.',
          noneYet: 'Companies appear here once providers sign up.',
        }}
      >
        {({ companies: rows, pagination }) => (
          <>
            <div className={layout.busy} aria-busy={companies.isPlaceholderData || undefined}>
              <CompaniesTable
                companies={rows}
                onOpen={setOpened}
                onModerate={(company, moderation) => setModerating({ company, moderation })}
              />
            </div>
            <CompaniesPagination
              pagination={pagination}
              onPageChange={(page) => list.goTo(page, pagination.nextCursor)}
            />
          </>
        )}
      </ServerListResults>
      <CompanyDetailsDialog
        company={opened ?? undefined}
        onClose={() => setOpened(null)}
        onModerate={(company, moderation) => setModerating({ company, moderation })}
      />
      <ModerationDialog
        pending={moderating}
        onClose={() => setModerating(null)}
        onChanged={(company) => setOpened((current) => (current?.id === company.id ? company : current))}
      />
    </div>
  );
}

/** Previous/Next with "Page X of Y (N total companies)", shown only when there is more than one page. */
export function CompaniesPagination({
  pagination,
  onPageChange,
}: {
  pagination: AdminCompaniesPagination;
  onPageChange: (page: number) => void;
}) {
  const { currentPage, totalPages, totalCompanies } = pagination;
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Companies pages">
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeft />}
        onClick={() => onPageChange(currentPage - 1)}
        disabled={currentPage <= 1}
      >
        Previous
      </Button>
      <span className={layout.muted} aria-live="polite">
        {superadminMessages.companiesPage(currentPage, totalPages, totalCompanies)}
      </span>
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronRight />}
        onClick={() => onPageChange(currentPage + 1)}
        disabled={currentPage >= totalPages}
      >
        Next
      </Button>
    </nav>
  );
}

/** The header's total, verified, active and pending (GET /api/superadmin/companies/stats, aggregation counts). */
function CompanyStats() {
  const stats = useSuperadminCompanyStats();
  if (stats.isError) {
    return <ErrorWithRetry tone="warning" title="Failed to load company stats" onRetry={() => stats.refetch()} />;
  }
  const value = (count: number | undefined) => (count === undefined ? valueSkeleton : formatCount(count));
  // Counts of the companies' status now; "Active" is the Analytics KPI's Active Companies (contracts/metrics.ts).
  const now = periodLabel(RIGHT_NOW);
  return (
    <section aria-label="Company stats" aria-busy={stats.isPending || undefined}>
      <StatTiles>
        <StatCard label="Total companies" icon={<Building2 size={20} />} value={value(stats.data?.total)} hint={now} />
        <StatCard label="Verified" icon={<BadgeCheck size={20} />} value={value(stats.data?.verified)} hint={now} />
        <StatCard label="Active" icon={<CircleCheck size={20} />} value={value(stats.data?.active)} hint={now} />
        <StatCard label="Pending review" icon={<Hourglass size={20} />} value={value(stats.data?.pending)} hint={now} />
      </StatTiles>
    </section>
  );
}
