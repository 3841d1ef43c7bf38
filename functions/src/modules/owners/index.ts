// The owners module's public entry: what other modules and the scripts may use (eslint.config.mjs, functions boundaries).
export { getOwnerDashboardStats } from './get-dashboard-stats';
