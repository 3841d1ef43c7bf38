import type { CriticalAlert } from '../../contracts/superadmin';
import { companiesRepository } from '../../data/companies';
import { jobRunsRepository } from '../../data/job-runs';
import { mailRepository } from '../../data/mail';
import type { PlatformSettingsReader } from '../../data/platform-settings';

const CONSOLE = '/admin/dashboard';
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * The conditions that need the superadmin now (README#critical-alerts), each read cheaply: two aggregation counts,
 * one document per scheduled job and the cached settings. Only the conditions that hold are answered, each with
 * the console screen that resolves it.
 */
export async function listCriticalAlerts(settings: PlatformSettingsReader): Promise<CriticalAlert[]> {
  const [pending, failedJobs, failedMails, current] = await Promise.all([
    companiesRepository.adminCount({ status: 'pending' }),
    jobRunsRepository.failed(),
    mailRepository.failedCount(),
    settings.get(),
  ]);
  const alerts: CriticalAlert[] = [];
  if (current.general.maintenanceMode)
    alerts.push({
      kind: 'maintenance_on',
      title: 'Maintenance mode is on',
      count: 1,
      detail: 'Everyone but superadmins sees the maintenance page.',
      link: `${CONSOLE}?section=settings&tab=maintenance`,
    });
  if (failedJobs.length > 0)
    alerts.push({
      kind: 'job_failed',
      title: `${plural(failedJobs.length, 'scheduled job')} failed ${failedJobs.length === 1 ? 'its' : 'their'} last run`,
      count: failedJobs.length,
      detail: failedJobs.map((run) => `${run.job}: ${run.error ?? 'failed'}`).join('; '),
      link: `${CONSOLE}?section=overview`,
    });
  if (failedMails > 0)
    alerts.push({
      kind: 'mail_failed',
      title: `${plural(failedMails, 'email')} could not be delivered`,
      count: failedMails,
      detail: 'The mail extension marked them as failed; check the email provider.',
      link: `${CONSOLE}?section=settings&tab=notifications`,
    });
  if (pending > 0)
    alerts.push({
      kind: 'companies_pending',
      title: `${plural(pending, 'company', 'companies')} waiting for review`,
      count: pending,
      detail: null,
      link: `${CONSOLE}?section=companies&status=pending`,
    });
  return alerts;
}
