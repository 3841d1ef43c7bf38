export type SystemLevel = 'healthy' | 'warning' | 'critical';

export interface SystemSignals {
  /** From GET /api/platform/status; undefined while it loads or when it failed. */
  maintenanceMode: boolean | undefined;
  platformStatusFailed: boolean;
  analyticsFailed: boolean;
  /** Companies with status pending (GET /api/superadmin/companies/stats); undefined while unknown. */
  pendingCompanies: number | undefined;
}

export interface SystemStatus {
  level: SystemLevel;
  title: string;
  reasons: string[];
}

/**
 * The overview's banner from real signals (the spec's was always healthy). Critical: maintenance mode is on, so
 * everyone but superadmins is refused. Warning: a signal could not be read (the platform status or the analytics
 * call failed), or companies wait for review (status pending). Healthy otherwise.
 */
export function systemStatus(signals: SystemSignals): SystemStatus {
  if (signals.maintenanceMode) {
    return {
      level: 'critical',
      title: 'Critical: Maintenance Mode Is On',
      reasons: ['The platform answers only superadmins. Switch maintenance mode off in Settings to reopen it.'],
    };
  }
  const reasons: string[] = [];
  if (signals.platformStatusFailed) reasons.push('The platform status could not be read.');
  if (signals.analyticsFailed) reasons.push('Platform analytics could not be loaded.');
  if (signals.pendingCompanies) {
    reasons.push(
      signals.pendingCompanies === 1
        ? '1 company is waiting for review.'
        : `${signals.pendingCompanies} companies are waiting for review.`,
    );
  }
  if (reasons.length > 0) return { level: 'warning', title: 'Attention Needed', reasons };
  return {
    level: 'healthy',
    title: 'All Systems Operational',
    reasons: ['The platform is open and every signal reads normal.'],
  };
}
