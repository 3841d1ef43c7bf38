import { describe, expect, it } from 'vitest';
import { drawnForThisUrl } from '@/app/prerendered-url';

describe('drawnForThisUrl', () => {
  it.each([
    ['/pricing', '/pricing', '', true],
    ['/', '/', '', true],
    ['/company/:companyId', '/company/demo-company', '', true],
    ['/marketplace', '/marketplace', '?category=grooming', false],
    ['/company/:companyId', '/company/demo-company', '?book=svc-1', false],
    ['/company/:companyId', '/company/', '', false],
    ['/company/:companyId', '/company/a/b', '', false],
    ['/pricing', '/about', '', false],
    [undefined, '/pricing', '', false],
  ] as const)(
    'when the page was drawn for %s and the browser is at %s%s, then %s',
    (prerendered, pathname, search, expected) => {
      expect(drawnForThisUrl(prerendered, { pathname, search })).toBe(expected);
    },
  );
});
