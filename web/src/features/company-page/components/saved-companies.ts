import { useCallback, useSyncExternalStore } from 'react';

/** Save on a company page: a favourite kept in this browser only (the specification gives the button no action). */
const STORAGE_KEY = 'petnest:saved-companies';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function savedIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(read());
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useSavedCompany(companyId: string): [saved: boolean, toggle: () => void] {
  const snapshot = useSyncExternalStore(subscribe, read, () => '[]');
  const saved = snapshot.includes(JSON.stringify(companyId));
  const toggle = useCallback(() => {
    const ids = savedIds();
    const next = ids.includes(companyId) ? ids.filter((id) => id !== companyId) : [...ids, companyId];
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode or full storage: the toggle simply does not stick.
    }
    listeners.forEach((listener) => listener());
  }, [companyId]);
  return [saved, toggle];
}
