import { vi } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';

export interface FetchRoute {
  method?: string;
  /** Matched against the request path (with its query). */
  path: string | RegExp;
  respond: (init: RequestInit | undefined) => Response | Promise<Response>;
}

/** A fetch stand-in that answers by method and path; an unexpected call fails the test loudly. */
export function fetchRoutes(routes: FetchRoute[]) {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET') === method &&
        (typeof candidate.path === 'string' ? candidate.path === url : candidate.path.test(url)),
    );
    if (!route) throw new Error(`Unexpected request ${method} ${url}`);
    return route.respond(init);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const ok =
  (data: unknown, extra: Record<string, unknown> = {}) =>
  () =>
    jsonResponse(200, { success: true, data, ...extra });
export const created =
  (data: unknown, extra: Record<string, unknown> = {}) =>
  () =>
    jsonResponse(201, { success: true, data, ...extra });
export const failure = (status: number, code: string, message: string, details?: Record<string, string>) => () =>
  jsonResponse(status, { success: false, code, message, details });

export function bodyOf(mock: ReturnType<typeof fetchRoutes>, method: string, path: string): unknown {
  const call = mock.mock.calls.find(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
