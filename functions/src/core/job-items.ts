import * as logger from 'firebase-functions/logger';

/**
 * The items of one scheduled job run (a booking to remind, a company to tell), each done on its own: one that fails
 * is logged and the run goes on to the others, then ends with an error, so the job's last run is recorded as failed
 * (an admin critical alert) without leaving everybody after the failed item untold until it is fixed.
 */
export class JobItems {
  private failed = 0;
  private firstError: unknown;

  constructor(private readonly job: string) {}

  /** Runs one item; answers whether it told somebody, false when it failed. */
  async run(itemId: string, work: () => Promise<boolean>): Promise<boolean> {
    try {
      return await work();
    } catch (error) {
      this.failed += 1;
      this.firstError ??= error;
      logger.error(`${this.job}: ${itemId} failed`, { error });
      return false;
    }
  }

  /** Answers how many were told, or throws when any item failed. */
  finish(told: number): number {
    if (this.failed === 0) return told;
    const reason = this.firstError instanceof Error ? this.firstError.message : String(this.firstError);
    throw new Error(`${this.job}: ${this.failed} item(s) failed, ${told} told; the first failure: ${reason}`);
  }
}
