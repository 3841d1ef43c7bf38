import type { Clock } from '../../core/clock';
import { jobRunsRepository } from '../../data/job-runs';

/**
 * Runs one scheduled job and records its run in jobRuns/{job} (started; finished, ok or failed with the error's
 * message), which the superadmin's alerts read (docs/decisions/0099-weekly-summary-and-critical-alerts.md). A failure
 * is rethrown, so the scheduler logs it and retries as it would without the record.
 */
export async function recordJobRun<Result>(job: string, clock: Clock, run: () => Promise<Result>): Promise<Result> {
  await jobRunsRepository.started(job, clock.now());
  try {
    const result = await run();
    await jobRunsRepository.finished(job, clock.now(), null);
    return result;
  } catch (error) {
    await jobRunsRepository.finished(job, clock.now(), error instanceof Error ? error.message : String(error));
    throw error;
  }
}
