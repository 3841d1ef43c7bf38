import { useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SEARCH_TEXT_MAX_LENGTH, useSearchText } from '@/lib/use-search-text';
import { PHONE_SCREEN, useMediaQuery } from '@/lib/use-media-query';
import { SearchField } from '../search-field';
import styles from './global-search.module.css';
import { formatQuantity } from '@/lib/format';

/** One thing found: what it is, a line that tells it apart, and the screen that shows it. */
export interface SearchHit {
  id: string;
  title: string;
  detail: string;
  to: string;
}

/** The hits of one kind ("Bookings", "Customers"), in the order the role's search gives them. */
export interface SearchGroup {
  label: string;
  hits: SearchHit[];
}

interface GlobalSearchProps {
  /** Names the field, e.g. "Search bookings and customers"; the placeholder says the same briefly. */
  label: string;
  /** What to type, on screens wide enough to show it whole; phones show "Search" (the label keeps the rest). */
  placeholder: string;
  /** Keeps one role's (or acting company's) results apart from another's in the cache. */
  scope: readonly unknown[];
  /** The role's own search: at most `SEARCH_HITS` per group, from the server's bounded searches. */
  search: (term: string) => Promise<SearchGroup[]>;
}

/** Searches start from this many characters, once typing pauses (useSearchText). */
export const MIN_SEARCH_LENGTH = 2;
/** Hits per kind: two kinds of four fit a phone's screen under the top bar. */
export const SEARCH_HITS = 4;

/**
 * The top bar's search over what the signed-in role works with (docs/decisions/0093-app-shell.md): a combobox whose
 * list groups the hits by kind; arrows move through them, Enter (or a click) opens the screen that shows the hit.
 */
export function GlobalSearch({ label, placeholder, scope, search }: GlobalSearchProps) {
  const { text, setText, term } = useSearchText();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const narrow = useMediaQuery(PHONE_SCREEN);
  const inputId = useId();
  const listId = useId();
  const searching = term.length >= MIN_SEARCH_LENGTH;
  const results = useQuery({
    queryKey: ['global-search', ...scope, term],
    queryFn: () => search(term),
    enabled: searching,
    staleTime: 30_000,
  });
  const groups = (results.data ?? []).filter((group) => group.hits.length > 0);
  const hits = groups.flatMap((group) => group.hits);
  const optionId = (index: number) => `${listId}-${index}`;
  const shown = open && searching;

  function choose(hit: SearchHit) {
    setText('');
    setOpen(false);
    setActive(-1);
    navigate(hit.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      setOpen(false);
      return;
    }
    if (!shown || hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      choose(hits[active]);
    }
  }

  // Each group's first option's place in the whole list, which the arrows move through.
  const firsts = groups.map((_, at) => groups.slice(0, at).reduce((count, group) => count + group.hits.length, 0));
  return (
    <SearchField
      variant="topBar"
      id={inputId}
      label={label}
      placeholder={narrow ? 'Search' : placeholder}
      value={text}
      onValueChange={(value) => {
        setText(value);
        setOpen(true);
        setActive(-1);
      }}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={shown}
      aria-controls={listId}
      aria-activedescendant={shown && hits[active] ? optionId(active) : undefined}
      maxLength={SEARCH_TEXT_MAX_LENGTH}
      autoComplete="off"
      onFocus={() => setOpen(true)}
      // The list's options keep the focus in the field (mousedown is prevented), so leaving it closes the list.
      onBlur={() => setOpen(false)}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel} hidden={!shown}>
        <p className={styles.status} role="status">
          {!shown
            ? ''
            : results.isPending
              ? 'Searching…'
              : results.isError
                ? 'Search failed. Try again in a moment.'
                : hits.length === 0
                  ? `Nothing matches “${term}”.`
                  : formatQuantity(hits.length, 'result')}
        </p>
        <div id={listId} role="listbox" aria-label={label} className={styles.list}>
          {groups.map((group, groupIndex) => (
            <div key={group.label} role="group" aria-label={group.label}>
              <p className={styles.groupLabel} aria-hidden="true">
                {group.label}
              </p>
              {group.hits.map((hit, hitIndex) => {
                const position = firsts[groupIndex] + hitIndex;
                return (
                  <div
                    key={hit.id}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    className={styles.option}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(position)}
                    onClick={() => choose(hit)}
                  >
                    <span className={styles.title} title={hit.title}>
                      {hit.title}
                    </span>
                    <span className={styles.detail} title={hit.detail}>
                      {hit.detail}
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </SearchField>
  );
}
