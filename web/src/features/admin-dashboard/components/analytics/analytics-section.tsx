import { useState, type ReactNode } from 'react';
import {
  Activity,
  BarChart3,
  CalendarCheck,
  DollarSign,
  Download,
  FileText,
  Gauge,
  PieChart,
  Users,
} from 'lucide-react';
import {
  DEFAULT_TIMEFRAME,
  superadminMessages,
  timeframeLabels,
  timeframes,
  type ExportType,
  type GrowthPoint,
  type Kpi,
  type PlatformAnalytics,
  type Report,
  type ReportType,
  type Timeframe,
} from '@contracts/superadmin';
import { ALL_TIME, metricMeanings, periodLabel, type MetricPeriod } from '@contracts/metrics';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CountChart } from '@/components/charts/count-chart';
import { MoneyChart } from '@/components/charts/money-chart';
import { Skeleton } from '@/components/skeleton';
import { StatCard } from '@/components/stat-card';
import { Tabs } from '@/components/tabs';
import { usePlatformStatus } from '@/lib/api/platform-status';
import { useGenerateReport, useSuperadminAnalytics } from '@/features/admin-dashboard/api/superadmin';
import { formatCount, formatCurrency, formatPercent } from '@/lib/format';
import { Panel } from '@/components/layout/panel';
import layout from '@/components/layout/dashboard-sections.module.css';
import { StatTiles } from '@/components/stat-tiles';
import { AnalyticsFailedAlert } from '@/features/admin-dashboard/components/analytics-failed-alert';
import { bookingsHint, RowSkeletons, TopCompaniesPanel } from '@/features/admin-dashboard/components/platform-panels';
import { formatDateTime } from '@/lib/format';
import { ExportDialog } from '@/features/admin-dashboard/components/exports/export-dialog';
import { TimeframeSelect } from '@/features/admin-dashboard/components/timeframe-select';
import { useSearchParamChoice } from '@/lib/use-search-param';
import { ReportDialog } from './report-dialog';
import styles from './analytics-section.module.css';

/** Analytics (docs/product.md#superadmin-console): the platform's figures for the chosen timeframe, reports and exports. */
export function AnalyticsSection() {
  // In the address (`?timeframe=`), so a reload or a shared link shows the same figures.
  const [timeframe, setTimeframe] = useSearchParamChoice('timeframe', timeframes, DEFAULT_TIMEFRAME);
  const analytics = useSuperadminAnalytics(timeframe);
  const [exportType, setExportType] = useState<ExportType | null>(null);

  return (
    <div className={layout.section}>
      <div className={`${layout.panel} ${styles.toolbar}`}>
        <TimeframeSelect value={timeframe} onChange={setTimeframe} />
        <Button variant="secondary" icon={<Download />} onClick={() => setExportType('summary')}>
          Export
        </Button>
      </div>

      {analytics.isError ? (
        <AnalyticsFailedAlert onRetry={() => void analytics.refetch()} />
      ) : (
        <div className={`${layout.section} ${layout.busy}`} aria-busy={analytics.isFetching || undefined}>
          <MetricCards analytics={analytics.data} />
          <GrowthPanel growth={analytics.data?.userGrowth} timeframe={timeframe} />
          <div className={layout.columns}>
            <CategoryPanel analytics={analytics.data} />
            <TopCompaniesPanel companies={analytics.data?.topCompanies} />
          </div>
          <KpiPanel kpis={analytics.data?.kpis} />
        </div>
      )}

      <ReportsPanel timeframe={timeframe} onDownload={setExportType} />
      <ExportDialog
        open={exportType !== null}
        onClose={() => setExportType(null)}
        defaultType={exportType ?? 'summary'}
      />
    </div>
  );
}

const valueSkeleton = <Skeleton width={72} height={24} />;

/** A hint's detail followed by the period its figure covers (contracts/metrics.ts). */
const withPeriod = (detail: string, period: MetricPeriod) => `${detail} · ${periodLabel(period)}`;

function MetricCards({ analytics }: { analytics: PlatformAnalytics | undefined }) {
  const stats = analytics?.platformStats;
  const period = analytics?.period;
  const platform = usePlatformStatus();
  const completion = analytics?.kpis.find((kpi) => kpi.id === 'completionRate');
  const health = platform.isError
    ? 'Unknown'
    : platform.data
      ? platform.data.maintenanceMode
        ? 'Paused'
        : 'Healthy'
      : valueSkeleton;
  return (
    <StatTiles as="section" aria-label="Platform metrics">
      <StatCard
        label="Users"
        icon={<Users size={20} />}
        value={stats ? formatCount(stats.totalUsers) : valueSkeleton}
        hint={
          stats
            ? withPeriod(
                `${formatCount(stats.totalPetOwners)} pet owners, ${formatCount(stats.totalCompanies)} companies`,
                ALL_TIME,
              )
            : undefined
        }
      />
      <StatCard
        label="Revenue this month"
        icon={<DollarSign size={20} />}
        value={stats ? formatCurrency(stats.revenueThisMonth) : valueSkeleton}
        hint={
          stats && period
            ? stats.averageBookingValue === null
              ? withPeriod('No completed bookings', period)
              : withPeriod(`${formatCurrency(stats.averageBookingValue)} per completed booking`, period)
            : undefined
        }
      />
      <StatCard
        label="Bookings"
        icon={<CalendarCheck size={20} />}
        value={stats ? formatCount(stats.totalBookings) : valueSkeleton}
        hint={stats && period ? bookingsHint(period, stats.averageRating) : undefined}
      />
      <StatCard
        label="Platform health"
        icon={<Activity size={20} />}
        value={health}
        hint={
          platform.data?.maintenanceMode
            ? 'Maintenance mode: only superadmins can use Petnest'
            : completion?.value != null
              ? withPeriod(`${formatPercent(completion.value)} completed of bookings kept`, completion.period)
              : undefined
        }
      />
    </StatTiles>
  );
}

const growthMetrics = ['users', 'companies', 'revenue', 'bookings'] as const;
type GrowthMetric = (typeof growthMetrics)[number];
const growthLabels: Record<GrowthMetric, string> = {
  users: 'Users',
  companies: 'Companies',
  revenue: 'Revenue',
  bookings: 'Bookings',
};
const growthColors: Record<Exclude<GrowthMetric, 'revenue'>, string> = {
  users: 'var(--color-primary-600)',
  companies: 'var(--color-accent-600)',
  bookings: 'var(--color-primary-800)',
};

function GrowthPanel({ growth, timeframe }: { growth: GrowthPoint[] | undefined; timeframe: Timeframe }) {
  const [metric, setMetric] = useState<GrowthMetric>('users');
  const title = `${growthLabels[metric]} per month, ${timeframeLabels[timeframe].toLowerCase()}`;
  let chart: ReactNode;
  if (!growth) chart = <Skeleton height={260} radius="md" />;
  else if (growth.length === 0) chart = <p className={layout.muted}>No activity in this timeframe yet.</p>;
  else if (metric === 'revenue')
    chart = (
      <MoneyChart
        title={title}
        kind="bar"
        data={growth.map((point) => ({ label: point.month, value: point.revenue }))}
      />
    );
  else {
    const key = metric;
    chart = (
      <CountChart
        title={title}
        data={growth.map(
          (point) => ({ label: point.month, [key]: point[key] }) as { label: string } & Record<typeof key, number>,
        )}
        series={[{ key, label: growthLabels[key], color: growthColors[key] }]}
      />
    );
  }
  return (
    <Panel titleId="growth-title" icon={<BarChart3 size={20} aria-hidden="true" />} title="Growth">
      <Tabs
        label="Growth metric"
        value={metric}
        onValueChange={(id) => setMetric(id as GrowthMetric)}
        items={growthMetrics.map((id) => ({ id, label: growthLabels[id] }))}
      >
        <div className={styles.chart}>{chart}</div>
      </Tabs>
    </Panel>
  );
}

function CategoryPanel({ analytics }: { analytics: PlatformAnalytics | undefined }) {
  const categories = analytics?.revenueByCategory;
  return (
    <Panel titleId="categories-title" icon={<PieChart size={20} aria-hidden="true" />} title="Revenue by Category">
      {analytics ? <p className={layout.muted}>{periodLabel(analytics.period)}</p> : null}
      {!categories ? (
        <RowSkeletons />
      ) : categories.length === 0 ? (
        <p className={layout.muted}>No revenue in this timeframe yet.</p>
      ) : (
        <ul className={layout.list}>
          {categories.map((category) => (
            <li key={category.category} className={styles.share}>
              <div className={styles.shareText}>
                <span className={styles.shareLabel}>{category.label}</span>
                <span>
                  {formatCurrency(category.revenue)}{' '}
                  <span className={layout.muted}>({formatPercent(category.share * 100)})</span>
                </span>
              </div>
              <div className={styles.bar} aria-hidden="true">
                <span style={{ width: `${Math.max(category.share * 100, 1)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function kpiValue(kpi: Kpi): string {
  if (kpi.value === null) return 'Not available';
  return kpi.unit === 'usd' ? formatCurrency(kpi.value) : formatPercent(kpi.value);
}

const kpiMeanings: Partial<Record<Kpi['id'], string>> = {
  completionRate: metricMeanings.completion,
  activeCompanies: metricMeanings.activeCompanies,
  retention: metricMeanings.repeatCustomers,
};

/** What the KPI counts, where the label alone does not say, and its period. */
const kpiCaption = (kpi: Kpi) => {
  const meaning = kpiMeanings[kpi.id];
  return meaning ? withPeriod(meaning, kpi.period) : periodLabel(kpi.period);
};

function KpiPanel({ kpis }: { kpis: Kpi[] | undefined }) {
  return (
    <Panel titleId="kpi-title" icon={<Gauge size={20} aria-hidden="true" />} title="Key Performance Indicators">
      {!kpis ? (
        <RowSkeletons />
      ) : (
        <ul className={styles.kpis}>
          {kpis.map((kpi) => (
            <li key={kpi.id} className={styles.kpi}>
              <p className={styles.kpiLabel}>{kpi.label}</p>
              <p className={kpi.value === null ? styles.kpiMissing : styles.kpiValue}>{kpiValue(kpi)}</p>
              <p className={layout.muted}>{kpiCaption(kpi)}</p>
              {kpi.value === null && kpi.reason ? <p className={layout.muted}>{kpi.reason}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const reportButtons: { type: ReportType; label: string; exportType: ExportType }[] = [
  { type: 'users', label: 'User Report', exportType: 'users' },
  { type: 'revenue', label: 'Revenue Report', exportType: 'revenue' },
  { type: 'performance', label: 'Performance Report', exportType: 'companies' },
  { type: 'summary', label: 'Summary Report', exportType: 'summary' },
];

/** The four reports of docs/product.md#superadmin-console: generated on the server, then viewed here or downloaded as a file. */
function ReportsPanel({ timeframe, onDownload }: { timeframe: Timeframe; onDownload: (type: ExportType) => void }) {
  const generate = useGenerateReport();
  const [report, setReport] = useState<Report | null>(null);
  const [viewing, setViewing] = useState(false);
  const [failed, setFailed] = useState(false);
  const generated = reportButtons.find((button) => button.type === report?.type);

  function run(type: ReportType) {
    setFailed(false);
    generate.mutate(
      { type, timeframe },
      {
        onSuccess: (result) => setReport(result),
        onError: () => {
          setReport(null);
          setFailed(true);
        },
      },
    );
  }

  return (
    <Panel titleId="reports-title" icon={<FileText size={20} aria-hidden="true" />} title="Reports">
      <div className={styles.reportButtons}>
        {reportButtons.map((button) => (
          <Button
            key={button.type}
            variant="secondary"
            loading={generate.isPending && generate.variables.type === button.type}
            disabled={generate.isPending}
            onClick={() => run(button.type)}
          >
            {button.label}
          </Button>
        ))}
      </div>
      {failed ? <Alert tone="danger" title={superadminMessages.reportFailed} /> : null}
      {report && generated ? (
        <Alert
          tone="success"
          title={superadminMessages.reportGenerated(formatDateTime(report.generatedAt))}
          action={
            <div className={styles.reportActions}>
              <Button size="sm" variant="secondary" onClick={() => setViewing(true)}>
                View report
              </Button>
              <Button
                size="sm"
                variant="secondary"
                icon={<Download />}
                onClick={() => onDownload(generated.exportType)}
              >
                Download
              </Button>
            </div>
          }
        />
      ) : null}
      <ReportDialog report={viewing ? report : null} onClose={() => setViewing(false)} />
    </Panel>
  );
}
