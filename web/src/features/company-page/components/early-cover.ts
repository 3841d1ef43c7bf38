/**
 * The attribute of the loading hero's cover picture (CompanyHeroSkeleton), which the prerendered company page fills as
 * soon as the company's data arrives, before the app has loaded (vite-plugin-prerender.ts).
 */
export const EARLY_COVER_ATTRIBUTE = 'data-early-cover';
