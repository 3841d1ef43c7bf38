// The pets module's public entry: what other modules and the scripts may use (eslint.config.mjs, functions boundaries).
export { addPet, petPhotoPathPattern, removePhotos } from './manage-pets';
