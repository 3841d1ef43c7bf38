import { useEffect, useState, type RefObject } from 'react';

interface OnScreenOptions {
  /** Another element of the page that counts too, by selector ("footer"). */
  orElement?: string;
  /** How far beyond the viewport counts as on screen, as in IntersectionObserver ("200px"). */
  rootMargin?: string;
  /** The answer where IntersectionObserver is missing (unit tests, very old browsers). */
  withoutObserver: boolean;
}

/** True while the element of `target` (or the one `orElement` selects) is on screen, as of the first render. */
export function useOnScreen(target: RefObject<Element | null>, options: OnScreenOptions): boolean {
  const { orElement, rootMargin, withoutObserver } = options;
  const [onScreen, setOnScreen] = useState(false);
  const supported = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const elements = [target.current, orElement ? document.querySelector(orElement) : null].filter(
      (element) => element !== null,
    );
    if (elements.length === 0 || !supported) return;
    const visible = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        setOnScreen(visible.size > 0);
      },
      { rootMargin },
    );
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [target, orElement, rootMargin, supported]);
  return supported ? onScreen : withoutObserver;
}
