import { SEARCH_MAX_LENGTH } from '../contracts/superadmin';

/** Enough for a long email, name and address; bounds the document and its index entries. */
const MAX_TOKENS = 600;

/** Lower-cased, accents removed, whitespace collapsed: how both the stored tokens and the search are compared. */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where a word starts: a letter or digit after anything else ("john.smith@acme.com" -> john, smith, acme, com). */
function wordStarts(text: string): number[] {
  const starts: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    if (/[a-z0-9]/.test(text[index]) && (index === 0 || !/[a-z0-9]/.test(text[index - 1]))) starts.push(index);
  }
  return starts;
}

/**
 * The superadmin lists' search index (docs/decisions/0050-superadmin-user-directory.md): every prefix, up to SEARCH_MAX_LENGTH characters,
 * of each text read from each of its words on. One `array-contains` on the whole normalised search then finds
 * "jo", "john sm", "smith@acme" or "acme.com" exactly, so the server pages and counts search results like any
 * other filter, without reading more than the page.
 */
export function directorySearchTokens(...texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts.map(normalizeSearchText)) {
    for (const start of wordStarts(text)) {
      const rest = text.slice(start, start + SEARCH_MAX_LENGTH);
      for (let length = 1; length <= rest.length; length += 1) tokens.add(rest.slice(0, length));
    }
  }
  return [...tokens].slice(0, MAX_TOKENS);
}

/** The one token a search is looked up by (tokens start at a word); undefined for an empty search. */
export function directorySearchToken(search: string | undefined): string | undefined {
  const token = normalizeSearchText(search ?? '')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, SEARCH_MAX_LENGTH);
  return token.length > 0 ? token : undefined;
}
