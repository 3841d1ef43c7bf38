import { useState, type ReactNode } from 'react';
import {
  BarChart3,
  CalendarCheck,
  CheckCircle2,
  CircleDollarSign,
  Clock,
  Minus,
  Percent,
  Smile,
  Star,
  TrendingDown,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  analyticsEmptyMessages,
  type BookingTrend,
  type MonthlyTrend,
  type ServiceAnalytics,
} from '@contracts/analytics';
import {
  chartMonths,
  RATING_PERIOD,
  lastMonths,
  metricMeanings,
  periodLabel,
  type ChartMonths,
  type MetricPeriod,
} from '@contracts/metrics';
import type { SubscriptionView } from '@contracts/subscription';
import { Button } from '@/components/button';
import { MoneyChart } from '@/components/charts/money-chart';
import { EmptyState } from '@/components/empty-state';
import { RetryButton } from '@/components/error-with-retry';
import { gateRefusal } from '@/components/plan-gates/plan-gate-rules';
import { UpgradeRequired } from '@/components/plan-gates/upgrade-required';
import { Skeleton } from '@/components/skeleton';
import { StatCard } from '@/components/stat-card';
import { figureColumn, Table, textColumn, type TableColumn } from '@/components/table';
import { Tabs } from '@/components/tabs';
import { useAnalytics } from '@/features/company-dashboard/api/analytics';
import { useCompanySubscription } from '@/features/company-dashboard/api/company-subscription';
import { formatCurrency, formatPercent, formatQuantity, formatRating } from '@/lib/format';
import { useActingCompany } from '@/features/company-dashboard/hooks/use-acting-company';
import layout from '@/components/layout/dashboard-sections.module.css';
import { Panel } from '@/components/layout/panel';
import { StatTiles } from '@/components/stat-tiles';
import styles from './analytics.module.css';

const rangeLabels: Record<ChartMonths, string> = { 6: '6M', 12: '1Y' };
const rangeName = (months: ChartMonths) => periodLabel(lastMonths(months));

const growthText = (value: number | null) =>
  value === null ? 'No earlier period to compare' : `${formatPercent(value, { signed: true })} on the period before`;
/** A card's caption: its detail, then the period it covers (contracts/metrics.ts). */
const withPeriod = (detail: string, period: MetricPeriod) => `${detail} · ${periodLabel(period)}`;
const ratingText = (value: number | null) => (value === null ? 'No reviews yet' : `${formatRating(value)} of 5`);
const percentText = (value: number | null) => (value === null ? 'Not enough data' : formatPercent(value));

/** Analytics (docs/product.md#company-dashboard): four tabs from GET /api/analytics/*; 6M and 1Y change the months computed. */
export function AnalyticsSection() {
  const { companyId, bypassPlan } = useActingCompany();
  const subscription = useCompanySubscription(companyId);
  const [months, setMonths] = useState<ChartMonths>(6);
  const [tab, setTab] = useState('overview');

  return (
    <div className={layout.section}>
      <div className={layout.panelHeader}>
        <p className={layout.muted} aria-live="polite">
          {rangeName(months)}
        </p>
        <div className={styles.range} role="group" aria-label="Range">
          {chartMonths.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={months === value ? 'primary' : 'secondary'}
              aria-pressed={months === value}
              onClick={() => setMonths(value)}
            >
              {rangeLabels[value]}
              <span className="visually-hidden">{`, ${rangeName(value).toLowerCase()}`}</span>
            </Button>
          ))}
        </div>
      </div>
      <Tabs
        label="Analytics"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            id: 'overview',
            label: 'Overview',
            content: tab === 'overview' ? <OverviewTab companyId={companyId} months={months} /> : null,
          },
          {
            id: 'revenue',
            label: 'Revenue',
            content:
              tab === 'revenue' ? (
                <Advanced subscription={subscription.data} bypass={bypassPlan}>
                  <RevenueTab companyId={companyId} months={months} />
                </Advanced>
              ) : null,
          },
          {
            id: 'services',
            label: 'Services',
            content: tab === 'services' ? <ServicesTab companyId={companyId} months={months} /> : null,
          },
          {
            id: 'performance',
            label: 'Performance',
            content:
              tab === 'performance' ? (
                <Advanced subscription={subscription.data} bypass={bypassPlan}>
                  <PerformanceTab companyId={companyId} months={months} />
                </Advanced>
              ) : null,
          },
        ]}
      />
    </div>
  );
}

/** Revenue and performance are advanced analytics (Professional and Enterprise), as the server enforces. */
function Advanced({
  subscription,
  bypass,
  children,
}: {
  subscription: SubscriptionView | undefined;
  bypass: boolean;
  children: ReactNode;
}) {
  // Decided in place (not by wrapping) so the tab is not remounted when the plan arrives.
  const refusal = subscription ? gateRefusal(subscription, { feature: 'advancedAnalytics', bypass }) : null;
  if (refusal) return <UpgradeRequired refusal={refusal} planName={subscription?.planName ?? null} />;
  return children;
}

interface TabProps {
  companyId: string | undefined;
  months: ChartMonths;
}

/** A failed load is only logged by the spec and its empty display shows; Petnest adds a way to try again. */
function Empty({ message, query }: { message: string; query?: UseQueryResult<unknown> }) {
  return (
    <EmptyState
      icon={<BarChart3 size={28} />}
      headingLevel="h3"
      title={message}
      description={
        query?.isError ? 'The numbers could not be loaded just now.' : 'Numbers appear here once your bookings come in.'
      }
      action={query?.isError ? <RetryButton onRetry={() => query.refetch()} /> : undefined}
    />
  );
}

function Loading({ subject }: { subject: string }) {
  return (
    <div className={layout.section} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading {subject}
      </span>
      <StatTiles>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={88} radius="lg" />
        ))}
      </StatTiles>
      <Skeleton height={260} radius="lg" />
    </div>
  );
}

const hasRevenue = (trends: readonly MonthlyTrend[]) => trends.some((trend) => trend.revenue > 0);
const chartPoints = (trends: readonly MonthlyTrend[]) =>
  trends.map((trend) => ({ label: trend.month, value: trend.revenue }));

function OverviewTab({ companyId, months }: TabProps) {
  const overview = useAnalytics(companyId, 'overview', months);
  if (overview.isPending) return <Loading subject="the overview" />;
  if (overview.isError) return <Empty message={analyticsEmptyMessages.revenue} query={overview} />;
  const data = overview.data;
  return (
    <div className={layout.section}>
      <StatTiles>
        <StatCard
          label="Total revenue"
          icon={<CircleDollarSign size={20} />}
          value={formatCurrency(data.totalRevenue)}
          hint={withPeriod(growthText(data.revenueGrowth), data.period)}
        />
        <StatCard
          label="Bookings"
          icon={<CalendarCheck size={20} />}
          value={data.totalBookings}
          hint={withPeriod(growthText(data.bookingGrowth), data.period)}
        />
        <StatCard
          label="Average rating"
          icon={<Star size={20} />}
          value={ratingText(data.averageRating)}
          hint={withPeriod(formatQuantity(data.totalReviews, 'review'), RATING_PERIOD)}
        />
        <StatCard
          label="New customers"
          icon={<Users size={20} />}
          value={data.newCustomers}
          hint={withPeriod(`${data.returningCustomers} returning`, data.period)}
        />
      </StatTiles>
      <Panel
        titleId="overview-trend"
        headingLevel="h3"
        title={`Monthly revenue, ${periodLabel(data.period).toLowerCase()}`}
      >
        {hasRevenue(data.monthlyTrends) ? (
          <MoneyChart
            title={`Monthly revenue, ${periodLabel(data.period).toLowerCase()}`}
            data={chartPoints(data.monthlyTrends)}
          />
        ) : (
          <Empty message={analyticsEmptyMessages.revenue} />
        )}
      </Panel>
      <Panel
        titleId="overview-services"
        headingLevel="h3"
        title={`Popular services, ${periodLabel(data.period).toLowerCase()}`}
      >
        {data.popularServices.length === 0 ? (
          <Empty message={analyticsEmptyMessages.services} />
        ) : (
          <ol className={styles.popular}>
            {data.popularServices.map((service) => (
              <li key={service.id} className={styles.popularItem}>
                <span className={styles.popularName}>{service.name}</span>
                <span>{formatQuantity(service.bookings, 'booking')}</span>
                <strong>{formatCurrency(service.revenue)}</strong>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}

function RevenueTab({ companyId, months }: TabProps) {
  const revenue = useAnalytics(companyId, 'revenue', months);
  if (revenue.isPending) return <Loading subject="revenue" />;
  if (revenue.isError || !hasRevenue(revenue.data.monthlyTrends))
    return <Empty message={analyticsEmptyMessages.revenue} query={revenue} />;
  const data = revenue.data;
  return (
    <div className={layout.section}>
      <StatTiles>
        <StatCard
          label="Revenue this month"
          icon={<CircleDollarSign size={20} />}
          value={formatCurrency(data.monthlyRevenue)}
          hint="Completed bookings"
        />
        <StatCard
          label="Revenue, last 12 months"
          icon={<CircleDollarSign size={20} />}
          value={formatCurrency(data.yearlyRevenue)}
          hint="Whatever the range"
        />
        <StatCard
          label={`Revenue, ${periodLabel(data.period).toLowerCase()}`}
          icon={<TrendingUp size={20} />}
          value={formatCurrency(data.totalRevenue)}
          hint={growthText(data.revenueGrowth)}
        />
        <StatCard
          label="Bookings"
          icon={<CalendarCheck size={20} />}
          value={data.totalBookings}
          hint={periodLabel(data.period)}
        />
      </StatTiles>
      <Panel
        titleId="revenue-chart"
        headingLevel="h3"
        title={`Revenue by month, ${periodLabel(data.period).toLowerCase()}`}
      >
        <MoneyChart
          title={`Revenue by month, ${periodLabel(data.period).toLowerCase()}`}
          kind="bar"
          data={chartPoints(data.monthlyTrends)}
        />
      </Panel>
    </div>
  );
}

const trendIcons: Record<BookingTrend, ReactNode> = {
  up: <TrendingUp size={16} aria-hidden="true" />,
  down: <TrendingDown size={16} aria-hidden="true" />,
  stable: <Minus size={16} aria-hidden="true" />,
};
const trendLabels: Record<BookingTrend, string> = { up: 'Up', down: 'Down', stable: 'Steady' };

const serviceColumns: TableColumn<ServiceAnalytics>[] = [
  textColumn('name', 'Service', (service) => service.name),
  {
    id: 'category',
    header: 'Category',
    sortValue: (service) => service.category,
    cell: (service) => service.category.charAt(0).toUpperCase() + service.category.slice(1),
  },
  figureColumn('bookings', 'Bookings', (service) => service.totalBookings),
  figureColumn('revenue', 'Revenue', (service) => service.totalRevenue, formatCurrency),
  {
    id: 'rating',
    header: 'Rating',
    align: 'end',
    sortValue: (service) => service.averageRating ?? -1,
    cell: (service) => (service.averageRating === null ? 'No reviews yet' : formatRating(service.averageRating)),
  },
  {
    id: 'trend',
    header: 'Trend',
    sortValue: (service) => service.bookingTrendPercentage ?? 0,
    cell: (service) => (
      <span className={`${styles.trend} ${styles[service.bookingTrend]}`}>
        {trendIcons[service.bookingTrend]}
        {`${trendLabels[service.bookingTrend]}${service.bookingTrendPercentage === null ? '' : ` ${formatPercent(service.bookingTrendPercentage, { signed: true })}`}`}
      </span>
    ),
  },
];

function ServicesTab({ companyId, months }: TabProps) {
  const services = useAnalytics(companyId, 'services', months);
  if (services.isPending) return <Loading subject="service analytics" />;
  if (services.isError || services.data.length === 0)
    return <Empty message={analyticsEmptyMessages.serviceAnalytics} query={services} />;
  return (
    <div className={layout.section}>
      <Table
        caption={`Service analytics, ${rangeName(months).toLowerCase()} (ratings all time)`}
        columns={serviceColumns}
        rows={services.data}
        rowKey={(service) => service.id}
        defaultSort={{ column: 'revenue', direction: 'desc' }}
        pageSize={10}
      />
    </div>
  );
}

function PerformanceTab({ companyId, months }: TabProps) {
  const performance = useAnalytics(companyId, 'performance', months);
  if (performance.isPending) return <Loading subject="performance" />;
  if (performance.isError) return <Empty message="No performance data available" query={performance} />;
  const data = performance.data;
  const measures = [
    {
      // Served as bookingConversionRate (the contract's name); it is the bookings kept, not a conversion (0095).
      label: 'Bookings kept',
      icon: <Percent size={20} />,
      value: data.bookingConversionRate,
      hint: withPeriod(metricMeanings.keptBookings, data.period),
    },
    {
      label: 'Customer satisfaction',
      icon: <Smile size={20} />,
      value: data.customerSatisfactionScore,
      hint: withPeriod(metricMeanings.satisfaction, data.period),
    },
    {
      label: 'Service completion',
      icon: <CheckCircle2 size={20} />,
      value: data.serviceCompletionRate,
      hint: withPeriod(metricMeanings.completion, data.period),
    },
  ];
  return (
    <div className={layout.section}>
      <StatTiles>
        {measures.map((measure) => (
          <StatCard
            key={measure.label}
            label={measure.label}
            icon={measure.icon}
            value={percentText(measure.value)}
            hint={measure.hint}
          />
        ))}
        <StatCard
          label="Average response time"
          icon={<Clock size={20} />}
          value={
            data.averageResponseTime === null ? 'Not enough data' : `${formatRating(data.averageResponseTime)} hours`
          }
          hint={withPeriod('From a request to your first status change', data.period)}
        />
      </StatTiles>
      <Panel titleId="performance-bars" headingLevel="h3" title="At a glance">
        <ul className={styles.meters}>
          {measures.map((measure) => (
            <li key={measure.label}>
              <span className={styles.meterLabel}>{measure.label}</span>
              <meter
                min={0}
                max={100}
                value={measure.value ?? 0}
                className={styles.meter}
                aria-label={`${measure.label}: ${percentText(measure.value)}`}
              />
              <span className={styles.meterValue}>{percentText(measure.value)}</span>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
