import { db } from '../core/firebase';
import { converter } from './converter';
import type { QueryShape } from './query-shape';

/**
 * jobRuns/{job}: the last run of each scheduled job (docs/decisions/0099-weekly-summary-and-critical-alerts.md), one
 * small document per job, rewritten by every run. `ok` and `error` are the last finished run's: a run under way
 * keeps the previous outcome until it ends.
 */
export interface JobRunDoc {
  job: string;
  startedAt: Date;
  finishedAt: Date | null;
  ok: boolean | null;
  error: string | null;
}

const runs = () => db().collection('jobRuns').withConverter(converter<JobRunDoc>());

/** Every query shape below, for firestore-indexes.test.ts. */
export const jobRunQueryShapes: QueryShape[] = [
  { query: 'failed', collection: 'jobRuns', scope: 'collection', equality: ['ok'] },
];

/** The longest error message kept: enough to recognise it, the rest is in the function's log. */
const ERROR_MAX = 500;

export const jobRunsRepository = {
  async started(job: string, at: Date): Promise<void> {
    await runs().doc(job).set({ job, startedAt: at, finishedAt: null }, { merge: true });
  },
  async finished(job: string, at: Date, error: string | null): Promise<void> {
    await runs()
      .doc(job)
      .set({ job, finishedAt: at, ok: error === null, error: error?.slice(0, ERROR_MAX) ?? null }, { merge: true });
  },
  /** The jobs whose last run failed: at most one document per job, however long the platform runs. */
  async failed(): Promise<JobRunDoc[]> {
    const snapshot = await runs().where('ok', '==', false).get();
    return snapshot.docs.map((doc) => doc.data());
  },
};
