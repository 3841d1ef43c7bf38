import type { ApiResponse, CursorPagination, Pagination } from '@contracts/errors';
import { firebaseAuthIfLoaded } from '@/lib/firebase-auth-loader';
import { unconfirmedToken } from '@/lib/stored-session';

/**
 * Codes the client adds to the server's: the request never got an answer, the answer was not our envelope, or a call
 * that needs a signed-in user was made without one (refused before any request, as "User not authenticated").
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'BAD_RESPONSE' | 'NOT_AUTHENTICATED';

/** The specification's text for an error whose message is not known (docs/product.md#messages-and-timings). */
export const UNKNOWN_ERROR = 'Unknown error';

/** What a caught value says about itself: its message, or "Unknown error" when it has none. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, string> | undefined;
  /** The server's own human text, when it sent one; screens fall back to the spec's default text otherwise. */
  readonly serverMessage: string | undefined;
  /** The HTTP status text of an answer whose body was not JSON (a proxy's or host's error page). */
  readonly statusTextOfNonJson: string | undefined;

  constructor(options: {
    status: number;
    code: string;
    message?: string;
    details?: Record<string, string>;
    statusTextOfNonJson?: string;
  }) {
    super(options.message || UNKNOWN_ERROR);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
    this.serverMessage = options.message || undefined;
    this.statusTextOfNonJson = options.statusTextOfNonJson;
  }

  get isNetworkError(): boolean {
    return this.code === 'NETWORK_ERROR';
  }
}

export interface ApiResult<T> {
  data: T;
  message: string | undefined;
  status: number;
  /** Paged lists carry their paging (page numbers, or a cursor for lists that must not count). */
  pagination?: Pagination | CursorPagination;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except FormData, which goes as multipart/form-data (the browser sets the boundary). */
  body?: unknown;
  /**
   * `true` (default): the call needs a signed-in user and fails with "User not authenticated" without one;
   * `false`: a public call, sent without a token; `'if-signed-in'`: public, with the token when there is a user.
   */
  authenticated?: boolean | 'if-signed-in';
  signal?: AbortSignal;
  /** The browser's HTTP cache for this call (`'no-cache'`: ask the server even when a kept answer is still fresh). */
  cache?: RequestCache;
}

/** The one way the web app talks to `/api`: same origin, JSON, bearer token, the envelope of docs/architecture.md#api-conventions. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, authenticated = true, signal, cache } = options;
  const multipart = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...(await authorizationHeader(authenticated)) };
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  const sent = body === undefined || multipart ? body : JSON.stringify(body);
  const response = await send(`/api${path}`, {
    method,
    headers,
    body: sent,
    signal,
    cache,
    keepalive: outlivesThePage(method, sent),
  });

  const payload = await readJson(response);
  if (!isEnvelope(payload)) {
    throw new ApiError({
      status: response.status,
      code: 'BAD_RESPONSE' satisfies ClientErrorCode,
      statusTextOfNonJson: payload === undefined ? response.statusText : undefined,
    });
  }
  if (!payload.success || !response.ok) {
    const failure = payload.success ? undefined : payload;
    throw new ApiError({
      status: response.status,
      code: failure?.code ?? 'BAD_RESPONSE',
      message: failure?.message,
      details: failure?.details,
    });
  }
  return { data: payload.data as T, message: payload.message, status: response.status, pagination: payload.pagination };
}

/**
 * Screens show a change as made before the server answers (a saved company, an item marked read), so a change must
 * not die with the page when the person reloads or closes it at once: the browser keeps such a request alive past
 * the page. Only small ones: the 64 KB the browser allows is shared by every such request in flight, and a request
 * over it would fail.
 */
const KEEPALIVE_BODY_LIMIT = 8 * 1024;
function outlivesThePage(method: string, body: string | FormData | undefined): boolean {
  if (method === 'GET' || body instanceof FormData) return false;
  return body === undefined || body.length <= KEEPALIVE_BODY_LIMIT;
}

async function authorizationHeader(authenticated: boolean | 'if-signed-in'): Promise<Record<string, string>> {
  if (authenticated === false) return {};
  const user = firebaseAuthIfLoaded()?.currentUser;
  if (user) return { Authorization: `Bearer ${await user.getIdToken()}` };
  // Before the Auth SDK has confirmed a session the browser kept, that session's token (lib/stored-session.ts).
  const kept = unconfirmedToken();
  if (kept) return { Authorization: `Bearer ${kept}` };
  if (authenticated === 'if-signed-in') return {};
  throw new ApiError({
    status: 0,
    code: 'NOT_AUTHENTICATED' satisfies ClientErrorCode,
    message: 'User not authenticated',
  });
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR' satisfies ClientErrorCode });
  }
}

/**
 * A protected file of the API (a pet photo under /api/media/...): fetched with the bearer token, since an <img>
 * cannot send one. `url` is the same-origin URL the API gave, e.g. "/api/media/pets/uid/id.png".
 */
export async function apiFetchBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  if (!url.startsWith('/api/'))
    throw new ApiError({
      status: 0,
      code: 'BAD_RESPONSE' satisfies ClientErrorCode,
      message: 'Only API media can be fetched',
    });
  const response = await send(url, { headers: await authorizationHeader(true), signal });
  if (!response.ok) {
    const payload = await readJson(response);
    const failure = isEnvelope(payload) && !payload.success ? payload : undefined;
    throw new ApiError({ status: response.status, code: failure?.code ?? 'BAD_RESPONSE', message: failure?.message });
  }
  return response.blob();
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isEnvelope(value: unknown): value is ApiResponse<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

/**
 * The spec's pairs of texts: `failed` when the server answered with a failure (its own message first, when
 * `preferServerMessage`), `exception` when no answer came (network) or something else went wrong.
 */
export function failureText(
  error: unknown,
  texts: { failed: string; exception: string; preferServerMessage?: boolean },
): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return texts.exception;
  return (texts.preferServerMessage ?? true) && error.serverMessage ? error.serverMessage : texts.failed;
}

/** The server's message when it gave one, else the screen's default text (docs/product.md#messages-and-timings). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
