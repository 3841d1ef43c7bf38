// The companies module's public entry: what other modules, the scheduled jobs and the scripts may use.
export { scheduleWeeklySummaries } from './schedule-weekly-summaries';
export { sendWeeklySummaries } from './send-weekly-summaries';
export { isCompanyVisible, visibleCompany } from './get-public-company';
