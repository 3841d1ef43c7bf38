// The subscriptions module's public entry: what other modules and the scripts may use (eslint.config.mjs, functions boundaries).
export { expireSubscriptions } from './expire-subscriptions';
export { startTrial } from './start-trial';
export { subscribe } from './subscribe';
export { sendTrialEndingNotices } from './send-trial-notices';
