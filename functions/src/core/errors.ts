import type { ErrorRequestHandler, RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';
import { ZodError } from 'zod';
import type { ApiFailure, ErrorCode } from '../contracts/errors';

/** The one error type use cases throw; the error middleware turns it into the envelope. */
export class AppError extends Error {
  /** Sent as `Retry-After` when the client should simply try again later (429, 503). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message);
/** Contention or a deadline: the client did nothing wrong and may retry (docs/architecture.md#api-conventions). */
export const busy = (
  retryAfterSeconds = 5,
  message = 'Petnest is busy right now. Please try again in a few seconds.',
) => Object.assign(new AppError('BUSY', 503, message), { retryAfterSeconds });
export const forbidden = (message = 'You do not have permission to do this.', code: ErrorCode = 'FORBIDDEN') =>
  new AppError(code, 403, message);

/** Maps zod issues to { "field.path": "message" }, keeping the first message of each field. */
export function zodDetails(error: ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const unknownKey of issue.keys) details[[...issue.path, unknownKey].join('.')] = 'Unknown field';
      continue;
    }
    details[key] ??= issue.message;
  }
  return details;
}

const clientFaults: Record<number, [ErrorCode, string]> = {
  400: ['VALIDATION_FAILED', 'The request could not be read.'],
  404: ['NOT_FOUND', 'Not found'],
  413: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.'],
  429: ['TOO_MANY_REQUESTS', 'Too many requests. Please wait a moment and try again.'],
};

/** Turns any thrown value into the failure envelope and its status. Internals never reach the client. */
export function toFailure(error: unknown): { status: number; body: ApiFailure } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: {
        success: false,
        message: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      },
    };
  }
  if (error instanceof ZodError) {
    const details = zodDetails(error);
    const first = Object.values(details)[0] ?? 'Invalid request';
    return { status: 400, body: { success: false, message: first, code: 'VALIDATION_FAILED', details } };
  }
  const httpError = error as { type?: string; status?: unknown; statusCode?: unknown } | undefined;
  if (httpError?.type === 'entity.parse.failed') {
    return {
      status: 400,
      body: { success: false, message: 'The request body is not valid JSON.', code: 'INVALID_JSON' },
    };
  }
  // Express and its parsers mark the client's faults (a bad percent-escape, an unsupported charset...) with a 4xx.
  const status = Number(httpError?.status ?? httpError?.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    const [code, message] = clientFaults[status] ?? clientFaults[400];
    return { status, body: { success: false, message, code } };
  }
  return {
    status: 500,
    body: { success: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
  };
}

/**
 * Firestore out of reach (gRPC UNAVAILABLE or DEADLINE_EXCEEDED), too contended (ABORTED once the SDK's own
 * transaction retries are spent), or restarted under a running transaction, whose commit then answers
 * INVALID_ARGUMENT "Transaction is invalid or closed" (found by `npm run lab`): the client did nothing wrong and may
 * retry, so these are 503 BUSY with Retry-After, not 500. Use cases that know better (a slot race) answer 409 first.
 */
export function isFirestoreUnavailable(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === 14 || code === 4 || code === 10 || isLostTransaction(error);
}

/**
 * Firestore dropped a transaction under us (it was stopped or restarted meanwhile) and refuses its commit: nothing
 * of it was written, so running it again is safe.
 */
export function isLostTransaction(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 3 && typeof message === 'string' && message.includes('Transaction is invalid or closed');
}

export const errorHandler: ErrorRequestHandler = (thrown, req, res, _next) => {
  // The deadline (core/deadline.ts) may have answered already: the handler's late result or error has no one to go to.
  if (res.headersSent) {
    logger.warn('Finished after the answer was sent', {
      requestId: res.locals.requestId,
      path: req.path,
      error: String(thrown),
    });
    return;
  }
  if (isFirestoreUnavailable(thrown))
    logger.warn('Firestore unavailable', { requestId: res.locals.requestId, path: req.path, error: String(thrown) });
  const error: unknown = isFirestoreUnavailable(thrown) ? busy() : thrown;
  const { status, body } = toFailure(error);
  if (status === 500) {
    logger.error('Unhandled error', {
      requestId: res.locals.requestId,
      path: req.path,
      error: String((error as Error)?.stack ?? error),
    });
  }
  if (error instanceof AppError && error.retryAfterSeconds !== undefined)
    res.set('Retry-After', String(error.retryAfterSeconds));
  res.status(status).json(body);
};

export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', 404, `No API route for ${req.method} ${req.path}`));
};
