// The marketplace module's public entry: what other modules and the scripts may use (eslint.config.mjs, functions boundaries).
export { listPublicServices, toPublicService } from './list-public-services';
