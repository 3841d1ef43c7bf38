import type { ApiResponse } from '@contracts/errors';
import { auth } from '@/lib/firebase';

/** Codes the client adds to the server's: the request never got an answer, or the answer was not our envelope. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'BAD_RESPONSE';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, string> | undefined;
  /** The server's own human text, when it sent one; screens fall back to the spec's default text otherwise. */
  readonly serverMessage: string | undefined;

  constructor(options: { status: number; code: string; message?: string; details?: Record<string, string> }) {
    super(options.message || `Request failed (${options.status || options.code})`);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
    this.serverMessage = options.message || undefined;
  }

  get isNetworkError(): boolean {
    return this.code === 'NETWORK_ERROR';
  }
}

export interface ApiResult<T> {
  data: T;
  message: string | undefined;
  status: number;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Attach the signed-in user's ID token (default true; public endpoints may skip it). */
  authenticated?: boolean;
  signal?: AbortSignal;
}

/** The one way the web app talks to `/api`: same origin, JSON, bearer token, the envelope of ARCHITECTURE.md 4. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', body, authenticated = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (authenticated && auth.currentUser) {
    headers.Authorization = `Bearer ${await auth.currentUser.getIdToken()}`;
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR' satisfies ClientErrorCode });
  }

  const payload = await readJson(response);
  if (!isEnvelope(payload)) {
    throw new ApiError({ status: response.status, code: 'BAD_RESPONSE' satisfies ClientErrorCode });
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
  return { data: payload.data as T, message: payload.message, status: response.status };
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

/** The server's message when it gave one, else the screen's default text (document 1 section 8). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
