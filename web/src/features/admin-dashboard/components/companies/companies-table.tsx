import type { AdminCompany } from '@contracts/superadmin';
import { RowActionsMenu, type MenuItem } from '@/components/dropdown-menu';
import { dateColumn, figureColumn, Table, type TableColumn } from '@/components/table';
import { formatCount, formatCurrency, formatRating } from '@/lib/format';
import { CompanyStatusBadge, VerifiedBadge } from './company-controls';
import { moderationLabel, moderationsFor, type Moderation } from './moderation';
import styles from './companies.module.css';
import { OneLine } from '@/components/one-line';

/** The company's own dashboard, opened by a superadmin (docs/product.md#roles). */
export const companyDashboardPath = (companyId: string) =>
  `/company/dashboard?companyId=${encodeURIComponent(companyId)}`;

/** The row menu: details, the company's dashboard, then every moderation open on it (each asks for confirmation). */
export function companyActions(
  company: AdminCompany,
  handlers: { onOpen: () => void; onModerate: (moderation: Moderation) => void },
): MenuItem[] {
  return [
    { kind: 'action', label: 'View details', onSelect: handlers.onOpen },
    { kind: 'link', label: 'Open dashboard', to: companyDashboardPath(company.id) },
    ...moderationsFor(company).map((moderation): MenuItem => ({
      kind: 'action',
      label: moderationLabel(moderation),
      onSelect: () => handlers.onModerate(moderation),
    })),
  ];
}

/**
 * Company Management as a dense table (issue 25): one row per company of the server's page, sortable within the
 * page, with a row menu of actions. The server pages, filters and searches.
 */
export function CompaniesTable({
  companies,
  onOpen,
  onModerate,
}: {
  companies: readonly AdminCompany[];
  onOpen: (company: AdminCompany) => void;
  onModerate: (company: AdminCompany, moderation: Moderation) => void;
}) {
  const columns: TableColumn<AdminCompany>[] = [
    {
      id: 'name',
      header: 'Company',
      sortValue: (company) => company.name.toLowerCase(),
      cell: (company) => (
        <div className={styles.nameCell}>
          <button type="button" className={styles.nameButton} onClick={() => onOpen(company)} aria-haspopup="dialog">
            {company.name || 'Unnamed company'}
          </button>
          <OneLine className={styles.muted}>{company.email || '—'}</OneLine>
        </div>
      ),
    },
    // Status and verification share a column (the toolbar filters by either), so the table fits beside the sidebar.
    {
      id: 'status',
      header: 'Status',
      sortValue: (company) => company.status,
      cell: (company) => (
        <div className={styles.statusCell}>
          <CompanyStatusBadge status={company.status} />
          <VerifiedBadge verified={company.verified} />
        </div>
      ),
    },
    {
      id: 'rating',
      header: 'Rating',
      align: 'end',
      sortValue: (company) => company.rating ?? -1,
      cell: (company) =>
        company.rating === null ? (
          <span className={styles.muted}>No reviews</span>
        ) : (
          `${formatRating(company.rating)} (${formatCount(company.reviewCount)})`
        ),
    },
    figureColumn('services', 'Services', (company) => company.totalServices, formatCount),
    figureColumn('bookings', 'Bookings', (company) => company.totalBookings, formatCount),
    figureColumn('revenue', 'Revenue', (company) => company.totalRevenue, formatCurrency),
    dateColumn('joined', 'Joined', (company) => company.joinedDate),
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (company) => (
        <RowActionsMenu
          label={`Actions for ${company.name || 'this company'}`}
          items={companyActions(company, {
            onOpen: () => onOpen(company),
            onModerate: (moderation) => onModerate(company, moderation),
          })}
        />
      ),
    },
  ];
  return <Table caption="Companies" columns={columns} rows={companies} rowKey={(company) => company.id} />;
}
