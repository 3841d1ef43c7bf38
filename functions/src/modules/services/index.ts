// The services module's public entry: what other modules and the scripts may use (eslint.config.mjs, functions boundaries).
export { createService } from './create-service';
