import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content is hidden to the left. */
  start: boolean;
  /** Content is hidden to the right. */
  end: boolean;
}

/** One pixel of slack: scroll positions are fractional on zoomed or high-density screens. */
const SLACK = 1;

export function scrollEdgesOf(element: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollEdges {
  return {
    start: element.scrollLeft > SLACK,
    end: element.scrollLeft + element.clientWidth < element.scrollWidth - SLACK,
  };
}

/**
 * Which sides of a horizontally scrolling element hide content, kept up to date on scroll and resize: a row that
 * does not fit (tabs at 360 px) shows a cue on the side there is more.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const next = scrollEdgesOf(element);
      setEdges((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    element.addEventListener('scroll', update, { passive: true });
    // The observer reports the element's first size once the browser has laid the page out: measuring here instead
    // would force a layout in the middle of the first render (about 10 ms on a phone, in Bookings' load).
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    if (observer) observer.observe(element);
    else update();
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
