import { useCallback, useEffect, useState } from 'react';

export interface FlashMessage {
  tone: 'success' | 'danger';
  text: string;
}

/**
 * An inline message that clears itself after the spec's time (docs/product.md#messages-and-timings: employee save 4 s, delete
 * 3 s; profile 5 s). A newer message restarts the clock.
 */
export function useFlashMessage(): [
  FlashMessage | null,
  (message: FlashMessage, clearAfterMs: number) => void,
  () => void,
] {
  const [state, setState] = useState<{ message: FlashMessage; clearAfterMs: number } | null>(null);

  useEffect(() => {
    if (!state) return undefined;
    const timer = window.setTimeout(() => setState(null), state.clearAfterMs);
    return () => window.clearTimeout(timer);
  }, [state]);

  const show = useCallback((message: FlashMessage, clearAfterMs: number) => setState({ message, clearAfterMs }), []);
  const clear = useCallback(() => setState(null), []);
  return [state?.message ?? null, show, clear];
}
