// The users module's public entry: what other modules and the scripts may use (eslint.config.mjs, functions boundaries).
export { grantRole, setUserDisabled } from './grant-role';
export { syncDirectoryEntry } from './sync-directory-entry';
