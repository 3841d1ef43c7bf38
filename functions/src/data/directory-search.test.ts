import { describe, expect, it } from 'vitest';
import { directorySearchToken, directorySearchTokens } from './directory-search';

describe('directorySearchTokens', () => {
  const tokens = directorySearchTokens('John.Smith@Acme.com', 'José  de la Cruz', 'aB3xYz');

  it('when a text is indexed, then every prefix from each of its words on, lower-cased and without accents', () => {
    for (const search of ['j', 'john.sm', 'smith@acme', 'acme.com', 'jose de la', 'cruz', 'la cr', 'ab3x']) {
      expect(tokens, search).toContain(directorySearchToken(search));
    }
    expect(tokens).not.toContain('ohn');
    expect(tokens).not.toContain('JOHN');
  });

  it('when a text is very long, then prefixes stop at the search bound and the token count is capped', () => {
    const long = directorySearchTokens('word '.repeat(200));
    expect(Math.max(...long.map((token) => token.length))).toBeLessThanOrEqual(100);
    expect(long.length).toBeLessThanOrEqual(600);
  });
});

describe('directorySearchToken', () => {
  it('when a search is typed, then it is normalised as the stored tokens are; blank is no search', () => {
    expect(directorySearchToken('  Zelda   QU ')).toBe('zelda qu');
    expect(directorySearchToken('@acme')).toBe('acme');
    expect(directorySearchToken('Élodie')).toBe('elodie');
    expect(directorySearchToken('   ')).toBeUndefined();
    expect(directorySearchToken(undefined)).toBeUndefined();
  });
});
