// The platform module's public entry: what other modules and the scripts may use (eslint.config.mjs, functions boundaries).
export { settingsView, updateSettings } from './manage-settings';
export { recordJobRun } from './record-job-run';
