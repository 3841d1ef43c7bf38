import { useSyncExternalStore, type ComponentType } from 'react';
import { lazyNamed } from '@/lib/lazy-named';

/*
 * Pages are lazy components. Navigations run in a transition (BrowserRouter's default), so the current page stays
 * on screen while the next one's code loads; this counter lets the layout show a progress bar meanwhile.
 */
let pageLoads = 0;
const listeners = new Set<() => void>();

function setPageLoads(change: number) {
  pageLoads += change;
  listeners.forEach((listener) => listener());
}

/** A page component loaded with its chunk on first render; `name` is the module's export. */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazyNamed(async () => {
    // Deferred: React calls this while rendering, where the layout must not be told to update.
    queueMicrotask(() => setPageLoads(1));
    try {
      return await load();
    } finally {
      queueMicrotask(() => setPageLoads(-1));
    }
  }, name);
}

/** True while a page's code is loading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pageLoads > 0,
    () => false,
  );
}
