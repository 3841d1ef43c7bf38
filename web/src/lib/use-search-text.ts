import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How long a search box waits after the last key: the server is asked once per pause, not per key. */
export const SEARCH_DELAY_MS = 300;
/** The longest search the app's search boxes take (the company lists' and the marketplace's schemas allow 80). */
export const SEARCH_TEXT_MAX_LENGTH = 80;

/**
 * A search box's text as typed, and `term`, the trimmed text once typing pauses: what a list searches for.
 * `field` is the SearchField's value, change handler and length.
 */
export function useSearchText() {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  return { text, setText, term, field: { value: text, onValueChange: setText, maxLength: SEARCH_TEXT_MAX_LENGTH } };
}
