import { useEffect } from 'react';

/**
 * Set on <html> once the app has taken over the page. A prerendered page ignores the pointer until then and holds a
 * form sent early, which is sent again now (vite-plugin-prerender.ts), so nothing a visitor does in the first
 * moments is lost or sent as a plain HTML form.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

function markAppReady(): void {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
}

/** Marks the app ready once the calling screen is on the page: the site layout, or what replaces it (maintenance, a failure). */
export function useMarkAppReady(): void {
  useEffect(markAppReady, []);
}
