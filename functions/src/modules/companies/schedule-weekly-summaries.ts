import { DEFAULT_TIMEZONE } from '../../contracts/company';
import type { Clock } from '../../core/clock';
import { companiesRepository } from '../../data/companies';
import { nextSummaryDue } from '../../data/summary-schedule';

const PAGE = 300;

/**
 * Gives every company made before the weekly summary its first `nextSummaryAt` (`npm run admin --
 * schedule-summaries`); new companies get it when they are made. Idempotent: a scheduled company is left alone.
 * Answers how many were scheduled.
 */
export async function scheduleWeeklySummaries(clock: Clock): Promise<number> {
  let scheduled = 0;
  for (let after: string | undefined; ;) {
    const page = await companiesRepository.schedulePage(after, PAGE);
    for (const company of page.filter((entry) => !entry.scheduled)) {
      const nextSummaryAt = nextSummaryDue(clock.now(), company.timezone || DEFAULT_TIMEZONE);
      await companiesRepository.updateProfile(company.id, { nextSummaryAt });
      scheduled += 1;
    }
    if (page.length < PAGE) return scheduled;
    after = page[page.length - 1].id;
  }
}
