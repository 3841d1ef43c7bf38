// The superadmin module's public entry: what other modules and the scripts may use (eslint.config.mjs, functions boundaries).
export { updateCompanyStatus } from './moderate-company';
