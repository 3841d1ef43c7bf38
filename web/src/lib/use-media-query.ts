import { useSyncExternalStore } from 'react';

/** Phones, on which the app's top bar keeps to icons and one word (the layout CSS uses the same width). */
export const PHONE_SCREEN = '(max-width: 480px)';

/** Whether a media query matches, following changes; false where `matchMedia` is missing (prerendering, tests). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
