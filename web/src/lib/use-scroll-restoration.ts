import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'petnest.scroll';
/** Read from sessionStorage on the first navigation, not when the module loads. */
let positions: Map<string, number> | undefined;

function storedPositions(): Map<string, number> {
  if (!positions) {
    try {
      positions = new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
    } catch {
      positions = new Map();
    }
  }
  return positions;
}

/**
 * What a browser does between documents, for the pages of this one: a new page starts at the top (or at its
 * #anchor), Back and Forward return to where the reader was. Positions outlive a reload in sessionStorage.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...storedPositions()].slice(-50)));
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = storedPositions().get(location.key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
    const remember = () => storedPositions().set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key, location.hash, navigationType]);
}
