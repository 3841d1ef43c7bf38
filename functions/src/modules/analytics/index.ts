// The analytics module's public entry: what other modules and the scripts may use (eslint.config.mjs, functions boundaries).
export { monthStart, recentMonths, shiftMonth } from './month-range';
export { firstResponseDelta } from './response-time';
export { customersOfMonths } from './analytics-window';
