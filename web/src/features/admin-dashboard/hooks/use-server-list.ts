import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@contracts/superadmin';
import { pageSize } from '@/components/page-size-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_DELAY_MS } from '@/lib/use-search-text';

/**
 * The filters, page size and page of a server-paged admin list, kept in the URL (beside `section`) so a reload or
 * a shared link shows the same page. A value left out of the URL is the default and is not sent to the server.
 */
export function useListParams<const Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) || undefined])) as Record<
    Key,
    string | undefined
  >;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const write = useCallback(
    (patch: Partial<Record<string, string | undefined>>, replace: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  /** A changed filter starts again from the first page and replaces the history entry (typing is not a step). */
  const setFilter = useCallback(
    (patch: Partial<Record<Key, string | undefined>>) => write({ ...patch, page: undefined }, true),
    [write],
  );
  /** A new page is a step the back button returns from. */
  const setPage = useCallback((next: number) => write({ page: next > 1 ? String(next) : undefined }, false), [write]);

  return { values, page, setFilter, setPage };
}

/**
 * The search box of a list: what is typed shows at once, and reaches the URL (so the server) once typing pauses.
 * `urlValue` is the search in the URL, `onSettled` writes it. A search changed in the URL from elsewhere (a
 * sidebar link, Back) replaces what the box holds.
 */
export function useSearchBox(urlValue: string | undefined, onSettled: (search: string | undefined) => void) {
  const [text, setText] = useState(urlValue ?? '');
  const settled = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  if (seenUrlValue !== urlValue) {
    setSeenUrlValue(urlValue);
    if ((urlValue ?? '') !== settled) setText(urlValue ?? '');
  }
  // Only a newly settled text is written: a URL changed from elsewhere must not be overwritten by the old text.
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (lastSettled.current === settled) return;
    lastSettled.current = settled;
    if (settled !== (urlValue ?? '')) onSettled(settled || undefined);
  }, [settled, urlValue, onSettled]);
  return { text, setText };
}

/**
 * The cursors of the pages visited with the current filters (a stack for Previous): page n is read after the last
 * id of page n - 1, so a later page costs one page of reads. A page reached without its cursor (a reload on page 3)
 * is read by offset on the server. Other filters start a new stack.
 */
export function useCursorStack(filterKey: string) {
  const [stack, setStack] = useState<{ filterKey: string; cursors: Record<number, string> }>({
    filterKey,
    cursors: {},
  });
  const cursors = stack.filterKey === filterKey ? stack.cursors : {};
  return {
    cursorFor: (page: number): string | undefined => cursors[page],
    remember: (page: number, cursor: string | null) => {
      if (cursor) setStack({ filterKey, cursors: { ...cursors, [page]: cursor } });
    },
  };
}

/** A filter of a list: its select's label, its "All ..." option and the values it may take, each with its label. */
export interface ListFilter<Value extends string> {
  label: string;
  allLabel: string;
  options: readonly { value: Value; label: string }[];
}

type FilterValue<Filter extends ListFilter<string>> = Filter['options'][number]['value'];

/**
 * A server-paged admin list whole: its `filters` (URL keys), a search box and a page size, all in the URL; the
 * cursors of the pages visited.
 */
export function useServerList<const Filters extends Record<string, ListFilter<string>>>({
  filters,
  pageSizes,
  defaultPageSize,
}: {
  filters: Filters;
  pageSizes: readonly number[];
  defaultPageSize: number;
}) {
  type Key = Extract<keyof Filters, string>;
  type ListKey = Key | 'search' | 'limit';
  const keys = Object.keys(filters) as Key[];
  const list = useListParams<ListKey>([...keys, 'search', 'limit']);
  const limit = pageSize(pageSizes, list.values.limit, defaultPageSize);
  const { setFilter } = list;
  // TypeScript cannot see that a record over a generic union has the keys "search" and "limit".
  const setListParam = useCallback(
    (patch: Partial<Record<string, string>>) => setFilter(patch as Partial<Record<ListKey, string>>),
    [setFilter],
  );
  const searchBox = useSearchBox(
    list.values.search,
    useCallback((search: string | undefined) => setListParam({ search }), [setListParam]),
  );
  const cursors = useCursorStack(JSON.stringify({ ...list.values, limit }));
  // The URL's value when it is one the filter takes, else undefined (a filter left out, or a link with a stale value).
  const picked = Object.fromEntries(
    keys.map((key) => [key, filters[key].options.find((option) => option.value === list.values[key])?.value]),
  ) as { [K in Key]: FilterValue<Filters[K]> | undefined };
  return {
    /** Each filter's value from the URL. */
    filters: picked,
    /** Whether the search or a filter narrows the list (an empty page then says nothing matches). */
    narrowed: Boolean(list.values.search) || keys.some((key) => picked[key] !== undefined),
    /** The props of the list's SearchField but its id, label and placeholder. */
    searchField: { value: searchBox.text, onValueChange: searchBox.setText, maxLength: SEARCH_MAX_LENGTH },
    /** The props of each filter's FilterSelect, in the order of `filters`. */
    filterSelects: keys.map((key) => ({
      key,
      ...filters[key],
      value: picked[key],
      onChange: (value: string | undefined) => setListParam({ [key]: value }),
    })),
    /** The props of the list's PageSizeField but its label: the sizes given here and the `limit` of the URL. */
    pageSizeField: {
      sizes: pageSizes,
      defaultSize: defaultPageSize,
      named: list.values.limit,
      onChange: (limit: string | undefined) => setListParam({ limit }),
    },
    /** What the list's query sends: the page and its size, the filters, the search, the cursor. */
    query: () => ({
      page: list.page,
      limit,
      ...picked,
      search: list.values.search,
      cursor: cursors.cursorFor(list.page),
    }),
    /** Goes to a page; the next one is read after `nextCursor`, the last of the page on screen. */
    goTo(page: number, nextCursor: string | null | undefined) {
      if (nextCursor !== undefined && page === list.page + 1) cursors.remember(page, nextCursor);
      list.setPage(page);
    },
  };
}

export type ServerList = ReturnType<typeof useServerList>;
