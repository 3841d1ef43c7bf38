import type { CompanyStatus } from '../../../contracts/company';
import { formatDate } from '../../../contracts/format';
import { averageRating } from '../../../contracts/metrics';
import {
  timeframeLabels,
  type ExportFormat,
  type ExportType,
  type ReportTable,
  type Timeframe,
  companyStatusLabels,
} from '../../../contracts/superadmin';
import { roleLabels, type Role } from '../../../contracts/roles';
import { rollupsRepository } from '../../../data/rollups';
import { auditLogRepository, type AuditActor } from '../../../data/audit-log';
import { buildExportFile, type ExportDocument, type ExportFile } from './export-file';
import { getPlatformAnalytics, type AnalyticsDependencies } from './get-platform-analytics';
import { platformAnalyticsRepository as analytics } from '../../../data/platform-analytics';
import { buildReport, growthTable, kpiTable, revenueTables, summaryTable, topCompaniesTable } from './platform-reports';

/** The users and companies exports page through Firestore up to this many rows; a cut file says so. */
export const EXPORT_ROW_LIMIT = 5000;
/** getAll batch for the companies' totals. */
const TOTALS_BATCH = 500;

const exportTitles: Record<ExportType, string> = {
  summary: 'Petnest Summary',
  detailed: 'Petnest Detailed Analytics',
  users: 'Petnest Users',
  revenue: 'Petnest Revenue',
  companies: 'Petnest Companies',
};

const cutNote = (what: string) => `Only the first ${EXPORT_ROW_LIMIT.toLocaleString('en-US')} ${what} are included.`;

async function usersTable(): Promise<{ table: ReportTable; notes: string[] }> {
  const { rows, cut } = await analytics.userRows(EXPORT_ROW_LIMIT);
  return {
    table: {
      title: 'Users',
      columns: ['User ID', 'Name', 'Email', 'Role', 'Status', 'Joined'],
      rows: rows.map((user) => [
        user.id,
        user.displayName,
        user.email,
        user.role ? (roleLabels[user.role as Role] ?? user.role) : 'No role',
        user.disabled ? 'Disabled' : 'Active',
        formatDate(user.createdAt),
      ]),
    },
    notes: cut ? [cutNote('users')] : [],
  };
}

async function companiesTable(): Promise<{ table: ReportTable; notes: string[] }> {
  const { rows, cut } = await analytics.companyRows(EXPORT_ROW_LIMIT);
  const totals = new Map<string, { bookings: number; revenue: number }>();
  for (let start = 0; start < rows.length; start += TOTALS_BATCH) {
    for (const [id, total] of await rollupsRepository.companyTotals(
      rows.slice(start, start + TOTALS_BATCH).map((row) => row.id),
    ))
      totals.set(id, total);
  }
  return {
    table: {
      title: 'Companies',
      columns: [
        'Company ID',
        'Name',
        'Email',
        'City',
        'Status',
        'Verified',
        'Bookings',
        'Revenue (USD)',
        'Rating',
        'Joined',
      ],
      rows: rows.map((company) => [
        company.id,
        company.name,
        company.email,
        company.city,
        companyStatusLabels[company.status as CompanyStatus] ?? company.status,
        company.verified ? 'Yes' : 'No',
        totals.get(company.id)?.bookings ?? 0,
        Math.round((totals.get(company.id)?.revenue ?? 0) * 100) / 100,
        averageRating(company.rating) ?? 'n/a',
        formatDate(company.createdAt),
      ]),
    },
    notes: cut ? [cutNote('companies')] : [],
  };
}

async function exportDocument(
  type: ExportType,
  timeframe: Timeframe,
  dependencies: AnalyticsDependencies,
  now: Date,
): Promise<ExportDocument> {
  const base = { title: exportTitles[type], generatedAt: now };
  if (type === 'users' || type === 'companies') {
    const { table, notes } = await (type === 'users' ? usersTable() : companiesTable());
    return { ...base, tables: [table], notes };
  }
  const platform = await getPlatformAnalytics(timeframe, dependencies);
  const tables =
    type === 'detailed'
      ? [
          summaryTable(platform),
          growthTable(platform),
          ...revenueTables(platform),
          kpiTable(platform),
          topCompaniesTable(platform),
        ]
      : buildReport(type, platform, now).tables;
  return { ...base, title: `${base.title}: ${timeframeLabels[timeframe]}`, tables, notes: [] };
}

/** GET /api/superadmin/exports: the file, named petnest-{type}-{YYYY-MM-DD}.{ext}; the export is audited. */
export async function exportPlatformData(
  actor: AuditActor,
  type: ExportType,
  format: ExportFormat,
  timeframe: Timeframe,
  dependencies: AnalyticsDependencies,
): Promise<ExportFile & { filename: string }> {
  const now = dependencies.clock.now();
  const file = await buildExportFile(format, await exportDocument(type, timeframe, dependencies, now));
  await auditLogRepository.record(
    actor,
    { action: 'data.export', targetType: 'platform', targetId: type, before: null, after: { type, format, timeframe } },
    now,
  );
  return { ...file, filename: `petnest-${type}-${now.toISOString().slice(0, 10)}.${file.extension}` };
}
