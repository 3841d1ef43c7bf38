import { useState, type ReactNode } from 'react';
import {
  Activity,
  BadgeCheck,
  BarChart3,
  Building2,
  CalendarCheck,
  CircleDollarSign,
  ClipboardList,
  DollarSign,
  FileText,
  Gavel,
  Settings,
  Smartphone,
  UserPlus,
  Users,
  Wrench,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { ALL_TIME, periodLabel } from '@contracts/metrics';
import { type ActivityType, type PlatformAnalytics } from '@contracts/superadmin';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { CountChart } from '@/components/charts/count-chart';
import { MoneyChart } from '@/components/charts/money-chart';
import { Skeleton } from '@/components/skeleton';
import { StatCard } from '@/components/stat-card';
import {
  useSuperadminAnalytics,
  useSuperadminCompanyStats,
  useWaitlistStats,
} from '@/features/admin-dashboard/api/superadmin';
import { usePlatformStatus } from '@/lib/api/platform-status';
import { formatCount, formatCurrency, formatDate } from '@/lib/format';
import { adminSectionPath } from '@/features/admin-dashboard/components/shell/admin-sections';
import { ConfirmActionDialog } from '@/features/admin-dashboard/components/shell/confirm-action-dialog';
import layout from '@/components/layout/dashboard-sections.module.css';
import { StatTiles } from '@/components/stat-tiles';
import { Panel, PanelList } from '@/components/layout/panel';
import { AnalyticsFailedAlert } from '@/features/admin-dashboard/components/analytics-failed-alert';
import { bookingsHint, RowSkeletons, TopCompaniesPanel } from '@/features/admin-dashboard/components/platform-panels';
import panels from '@/features/admin-dashboard/components/platform-panels.module.css';
import { systemStatus, type SystemLevel } from './system-status';
import styles from './overview-section.module.css';

/** docs/product.md#display-constants: the overview's charts cover the last 6 months. */
const OVERVIEW_MONTHS = 6;
const valueSkeleton = <Skeleton width={72} height={24} />;

export interface OverviewActions {
  onGenerateReport: () => void;
}

const activityIcons: Record<ActivityType, ReactNode> = {
  user_registered: <UserPlus size={18} aria-hidden="true" />,
  company_verified: <BadgeCheck size={18} aria-hidden="true" />,
  booking_completed: <CalendarCheck size={18} aria-hidden="true" />,
  payment_processed: <CircleDollarSign size={18} aria-hidden="true" />,
  dispute_resolved: <Gavel size={18} aria-hidden="true" />,
};

const levelTones: Record<SystemLevel, 'success' | 'warning' | 'danger'> = {
  healthy: 'success',
  warning: 'warning',
  critical: 'danger',
};

/** Overview (docs/product.md#superadmin-console): status banner, metric cards, 6-month charts, rankings, activity, waitlist, quick actions. */
export function OverviewSection({ onGenerateReport }: OverviewActions) {
  const navigate = useNavigate();
  // Every quick action asks first with the spec's text. Emergency Stop lives in Settings > Maintenance (issue 25).
  const [pending, setPending] = useState<QuickAction | null>(null);
  const quickActions: QuickAction[] = [
    {
      title: 'Generate Report',
      confirmLabel: 'Continue',
      icon: <FileText />,
      run: onGenerateReport,
    },
    {
      title: 'User Analytics',
      confirmLabel: 'Open',
      icon: <BarChart3 />,
      run: () => void navigate(adminSectionPath('analytics')),
    },
    {
      title: 'System Maintenance',
      confirmLabel: 'Open',
      icon: <Settings />,
      run: () => void navigate(`${adminSectionPath('settings')}&tab=maintenance`),
    },
  ];
  function choose(action: QuickAction) {
    if (action.confirmLabel) setPending(action);
    else action.run();
  }
  const analytics = useSuperadminAnalytics('6months');
  const platform = usePlatformStatus();
  const companyStats = useSuperadminCompanyStats();
  const status = systemStatus({
    maintenanceMode: platform.data?.maintenanceMode,
    platformStatusFailed: platform.isError,
    analyticsFailed: analytics.isError,
    pendingCompanies: companyStats.data?.pending,
  });

  return (
    <div className={layout.section}>
      <Alert tone={levelTones[status.level]} title={`System Status: ${status.title}`}>
        <ul className={styles.reasons}>
          {status.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </Alert>

      {analytics.isError ? (
        <AnalyticsFailedAlert onRetry={() => void analytics.refetch()} />
      ) : (
        <AnalyticsPanels analytics={analytics.data} />
      )}

      <div className={layout.columns}>
        <WaitlistPanel />
        <Panel titleId="quick-actions-title" icon={<Wrench size={20} aria-hidden="true" />} title="Quick Actions">
          <div className={styles.actions}>
            {quickActions.map((action) => (
              <Button
                key={action.title}
                variant={action.danger ? 'danger' : 'secondary'}
                icon={action.icon}
                onClick={() => choose(action)}
              >
                {action.title}
              </Button>
            ))}
          </div>
        </Panel>
      </div>
      <ConfirmActionDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        confirmLabel={pending?.confirmLabel ?? ''}
        onClose={() => setPending(null)}
        onConfirm={() => {
          const action = pending;
          setPending(null);
          action?.run();
        }}
      />
    </div>
  );
}

interface QuickAction {
  title: string;
  /** The confirm button's label; none when the action confirms on its own (Emergency Stop). */
  confirmLabel?: string;
  icon: ReactNode;
  run: () => void;
  danger?: boolean;
}

/** Everything the analytics call feeds, with skeletons in its shape while it loads. */
function AnalyticsPanels({ analytics }: { analytics: PlatformAnalytics | undefined }) {
  const stats = analytics?.platformStats;
  const growth = (analytics?.userGrowth ?? []).slice(-OVERVIEW_MONTHS);
  // revenueData is newest first (docs/product.md#superadmin-console); the chart reads oldest to newest.
  const revenue = (analytics?.revenueData ?? []).slice(0, OVERVIEW_MONTHS).reverse();
  return (
    <>
      <section aria-label="Platform metrics" aria-busy={!stats || undefined}>
        <StatTiles>
          <StatCard
            label="Total users"
            icon={<Users size={20} />}
            value={stats ? formatCount(stats.totalUsers) : valueSkeleton}
            hint={stats ? `${formatCount(stats.totalPetOwners)} pet owners · ${periodLabel(ALL_TIME)}` : undefined}
          />
          <StatCard
            label="Companies"
            icon={<Building2 size={20} />}
            value={stats ? formatCount(stats.totalCompanies) : valueSkeleton}
            hint={stats ? periodLabel(ALL_TIME) : undefined}
          />
          <StatCard
            label="Bookings"
            icon={<CalendarCheck size={20} />}
            value={stats ? formatCount(stats.totalBookings) : valueSkeleton}
            hint={analytics && stats ? bookingsHint(analytics.period, stats.averageRating) : undefined}
          />
          <StatCard
            label="Total revenue"
            icon={<DollarSign size={20} />}
            value={stats ? formatCurrency(stats.totalRevenue) : valueSkeleton}
            hint={
              analytics && stats
                ? `${periodLabel(analytics.period)} · ${formatCurrency(stats.revenueThisMonth)} this month`
                : undefined
            }
          />
        </StatTiles>
      </section>

      <div className={layout.columns}>
        <Panel titleId="growth-title" icon={<Users size={20} aria-hidden="true" />} title="User Growth">
          {!analytics ? (
            <Skeleton height={260} radius="md" />
          ) : growth.length === 0 ? (
            <p className={layout.muted}>No sign-ups in the last 6 months yet.</p>
          ) : (
            <CountChart
              title="New users and companies, last 6 months"
              data={growth.map((point) => ({ label: point.month, users: point.users, companies: point.companies }))}
              series={[
                { key: 'users', label: 'Users', color: 'var(--color-primary-600)' },
                { key: 'companies', label: 'Companies', color: 'var(--color-accent-600)' },
              ]}
            />
          )}
        </Panel>
        <Panel titleId="revenue-title" icon={<DollarSign size={20} aria-hidden="true" />} title="Revenue">
          {!analytics ? (
            <Skeleton height={260} radius="md" />
          ) : revenue.length === 0 ? (
            <p className={layout.muted}>No revenue in the last 6 months yet.</p>
          ) : (
            <MoneyChart
              title="Revenue, last 6 months"
              data={revenue.map((point) => ({ label: point.month, value: point.revenue }))}
            />
          )}
        </Panel>
      </div>

      <div className={layout.columns}>
        <TopCompaniesPanel companies={analytics?.topCompanies} />
        <Panel
          titleId="activity-title"
          icon={<Activity size={20} aria-hidden="true" />}
          title="Recent Activity"
          action={
            <>
              <ButtonLink to={adminSectionPath('audit-log')} variant="ghost" size="sm" icon={<ClipboardList />}>
                View audit log
              </ButtonLink>
            </>
          }
        >
          <PanelList
            items={analytics?.recentActivity}
            placeholder={<RowSkeletons />}
            empty={<p className={layout.muted}>Nothing has happened on the platform yet.</p>}
          >
            {(activity) => (
              <li key={activity.id} className={panels.row}>
                <span className={panels.activityIcon}>{activityIcons[activity.type]}</span>
                <div className={panels.rowMain}>
                  <p className={panels.rowTitle}>{activity.message}</p>
                  <p className={layout.muted}>
                    {activity.user} · <time dateTime={activity.timestamp}>{formatDate(activity.timestamp)}</time>
                  </p>
                </div>
              </li>
            )}
          </PanelList>
        </Panel>
      </div>
    </>
  );
}

/** docs/product.md#waitlist: the waitlist's overall total and its two apps (GET /api/waitlist/stats, public). */
function WaitlistPanel() {
  const waitlist = useWaitlistStats();
  const stats = waitlist.data;
  return (
    <Panel
      titleId="waitlist-title"
      icon={<Smartphone size={20} aria-hidden="true" />}
      title="Waitlist"
      load={{ query: waitlist, failedTitle: 'Failed to load waitlist stats' }}
    >
      <dl className={styles.waitlist}>
        <div>
          <dt>Overall</dt>
          <dd>{stats ? formatCount(stats.overall.total) : valueSkeleton}</dd>
        </div>
        <div>
          <dt>Mobile app</dt>
          <dd>{stats ? formatCount(stats.byType.mobile_app.total) : valueSkeleton}</dd>
        </div>
        <div>
          <dt>Business app</dt>
          <dd>{stats ? formatCount(stats.byType.business_app.total) : valueSkeleton}</dd>
        </div>
      </dl>
    </Panel>
  );
}
