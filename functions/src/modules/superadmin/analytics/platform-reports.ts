// Reports are tables built from the one PlatformAnalytics answer (no second computation), so the report screen and
// the exports always say the same as the analytics screen. Pure: unit tested.
import {
  timeframeLabels,
  type Kpi,
  type PlatformAnalytics,
  type Report,
  type ReportTable,
  type ReportType,
} from '../../../contracts/superadmin';

const reportTitles: Record<ReportType, string> = {
  users: 'User Report',
  revenue: 'Revenue Report',
  performance: 'Performance Report',
  summary: 'Platform Summary Report',
};

// Numbers stay numbers (issue 25): a spreadsheet can sum them; the unit is in the column or metric name.
const money = (value: number | null) => (value === null ? 'n/a' : Math.round(value * 100) / 100);
const percent = (share: number) => Math.round(share * 1000) / 10;
const kpiValue = (kpi: Kpi) => (kpi.value === null ? 'n/a' : Math.round(kpi.value * 100) / 100);
const kpiUnits: Record<Kpi['unit'], string> = { usd: 'USD', percent: '%' };

export function summaryTable(analytics: PlatformAnalytics): ReportTable {
  const stats = analytics.platformStats;
  return {
    title: 'Platform Summary',
    columns: ['Metric', 'Value'],
    rows: [
      ['Total users', stats.totalUsers],
      ['Pet owners', stats.totalPetOwners],
      ['Companies', stats.totalCompanies],
      ['Revenue (USD)', money(stats.totalRevenue)],
      ['Revenue this month (USD)', money(stats.revenueThisMonth)],
      ['Bookings', stats.totalBookings],
      ['Average booking value (USD)', money(stats.averageBookingValue)],
      ['Average rating', stats.averageRating ?? 'n/a'],
    ],
  };
}

export function growthTable(analytics: PlatformAnalytics): ReportTable {
  return {
    title: 'Growth by Month',
    columns: ['Month', 'New pet owners', 'New companies', 'Bookings', 'Revenue (USD)'],
    rows: analytics.userGrowth.map((point) => [
      point.month,
      point.users,
      point.companies,
      point.bookings,
      money(point.revenue),
    ]),
  };
}

export function revenueTables(analytics: PlatformAnalytics): ReportTable[] {
  return [
    {
      title: 'Revenue by Month',
      columns: ['Month', 'Revenue (USD)'],
      rows: analytics.revenueData.map((point) => [point.month, money(point.revenue)]),
    },
    {
      title: 'Revenue by Category',
      columns: ['Category', 'Revenue (USD)', 'Share (%)'],
      rows: analytics.revenueByCategory.map((category) => [
        category.label,
        money(category.revenue),
        percent(category.share),
      ]),
    },
  ];
}

export function kpiTable(analytics: PlatformAnalytics): ReportTable {
  return {
    title: 'Key Performance Indicators',
    columns: ['Indicator', 'Value', 'Unit', 'Note'],
    rows: analytics.kpis.map((kpi) => [kpi.label, kpiValue(kpi), kpiUnits[kpi.unit], kpi.reason ?? '']),
  };
}

export function topCompaniesTable(analytics: PlatformAnalytics): ReportTable {
  return {
    title: 'Top Companies (all time)',
    columns: ['Company', 'Bookings', 'Revenue (USD)', 'Rating'],
    rows: analytics.topCompanies.map((company) => [
      company.name,
      company.bookings,
      money(company.revenue),
      company.rating ?? 'n/a',
    ]),
  };
}

const reportTables: Record<ReportType, (analytics: PlatformAnalytics) => ReportTable[]> = {
  users: (analytics) => [summaryTable(analytics), growthTable(analytics)],
  revenue: (analytics) => [summaryTable(analytics), ...revenueTables(analytics)],
  performance: (analytics) => [kpiTable(analytics), topCompaniesTable(analytics)],
  summary: (analytics) => [summaryTable(analytics), kpiTable(analytics), topCompaniesTable(analytics)],
};

export function buildReport(type: ReportType, analytics: PlatformAnalytics, generatedAt: Date): Report {
  return {
    type,
    title: `${reportTitles[type]}: ${timeframeLabels[analytics.timeframe]}`,
    generatedAt: generatedAt.toISOString(),
    timeframe: analytics.timeframe,
    tables: reportTables[type](analytics),
  };
}
