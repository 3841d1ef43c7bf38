import type { UserRecord } from 'firebase-admin/auth';
import type {
  AdminCompaniesPagination,
  AdminCompaniesQuery,
  AdminCompany,
  AdminCompanyStats,
} from '../../contracts/superadmin';
import { averageRating, revenueOf } from '../../contracts/metrics';
import { notFound } from '../../core/errors';
import { rollupsRepository, type MonthTotals } from '../../data/rollups';
import { companiesRepository, type CompanyDoc } from '../../data/companies';
import { directorySearchToken } from '../../data/directory-search';
import { nextCursor, pagePosition } from './directory-paging';
import { authRecords } from './platform-user-view';

/**
 * `GET /api/superadmin/companies`: status, verification and search are one indexed query, newest first, with a
 * count aggregation for the totals. Each card's bookings and revenue come from the company's all-time rollup
 * (one batched read for the page), its last activity from the owner's Auth sign-in (one `getUsers` call).
 */
export async function listAdminCompanies(
  query: AdminCompaniesQuery,
): Promise<{ data: AdminCompany[]; pagination: AdminCompaniesPagination }> {
  const filter = {
    status: query.status,
    verified: query.verification === undefined ? undefined : query.verification === 'verified',
    token: directorySearchToken(query.search),
  };
  const position = await pagePosition(query, (id) => companiesRepository.snapshot(id));
  const [rows, totalCompanies] = await Promise.all([
    companiesRepository.adminPage(filter, query.limit, position),
    companiesRepository.adminCount(filter),
  ]);
  const ids = rows.map((row) => row.id);
  const [totals, owners] = await Promise.all([
    rollupsRepository.companyTotals(ids),
    authRecords(rows.map((row) => row.company.ownerId || row.id)),
  ]);
  const totalPages = Math.ceil(totalCompanies / query.limit);
  return {
    data: rows.map(({ id, company }) => toAdminCompany(id, company, totals.get(id), owners.get(company.ownerId || id))),
    pagination: {
      currentPage: query.page,
      totalPages,
      totalCompanies,
      limit: query.limit,
      nextCursor: nextCursor(ids, query.limit, query.page, totalPages),
    },
  };
}

/** One card, as the status and verification calls answer it. */
export async function getAdminCompany(companyId: string): Promise<AdminCompany> {
  const company = await companiesRepository.get(companyId);
  if (!company) throw notFound('Company not found');
  const ownerId = company.ownerId || companyId;
  const [totals, owners] = await Promise.all([rollupsRepository.companyTotals([companyId]), authRecords([ownerId])]);
  return toAdminCompany(companyId, company, totals.get(companyId), owners.get(ownerId));
}

/** The header of Company Management: four aggregation counts, no document read. */
export async function getAdminCompanyStats(): Promise<AdminCompanyStats> {
  const [total, verified, active, pending] = await Promise.all([
    companiesRepository.adminCount({}),
    companiesRepository.adminCount({ verified: true }),
    companiesRepository.adminCount({ status: 'active' }),
    companiesRepository.adminCount({ status: 'pending' }),
  ]);
  return { total, verified, active, pending };
}

/** One line: "1 Main St, Austin, TX 78701", leaving out what the company has not filled in. */
const fullAddress = (company: CompanyDoc) =>
  [company.address, company.city, [company.state, company.zipCode].filter(Boolean).join(' ')]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

function toAdminCompany(
  id: string,
  company: CompanyDoc,
  totals: MonthTotals | undefined,
  owner: UserRecord | undefined,
): AdminCompany {
  const lastSignIn = owner?.metadata.lastSignInTime;
  return {
    id,
    userId: company.ownerId || id,
    name: company.name,
    email: company.email,
    phone: company.phone,
    address: fullAddress(company),
    description: company.description,
    status: company.status,
    verified: company.verified,
    standingReason: company.standingReason ?? null,
    rating: averageRating(company.rating),
    reviewCount: company.rating.count,
    totalServices: company.counters?.services ?? 0,
    totalBookings: totals?.bookings ?? 0,
    totalRevenue: revenueOf(totals ?? { revenue: 0 }),
    joinedDate: company.createdAt.toISOString(),
    lastActiveDate: lastSignIn ? new Date(lastSignIn).toISOString() : null,
  };
}
