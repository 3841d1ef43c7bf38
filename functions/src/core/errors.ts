import type { ErrorRequestHandler, RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';
import { ZodError } from 'zod';
import type { ApiFailure, ErrorCode } from '../contracts/errors';

/** The one error type use cases throw; the error middleware turns it into the envelope. */
export class AppError extends Error {
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

/** Turns any thrown value into the failure envelope and its status. Internals never reach the client. */
export function toFailure(error: unknown): { status: number; body: ApiFailure } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { success: false, message: error.message, code: error.code, ...(error.details ? { details: error.details } : {}) },
    };
  }
  if (error instanceof ZodError) {
    const details = zodDetails(error);
    const first = Object.values(details)[0] ?? 'Invalid request';
    return { status: 400, body: { success: false, message: first, code: 'VALIDATION_FAILED', details } };
  }
  const bodyParserError = error as { type?: string; status?: number };
  if (bodyParserError?.type === 'entity.parse.failed') {
    return { status: 400, body: { success: false, message: 'The request body is not valid JSON.', code: 'INVALID_JSON' } };
  }
  if (bodyParserError?.type === 'entity.too.large' || bodyParserError?.status === 413) {
    return { status: 413, body: { success: false, message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' } };
  }
  return { status: 500, body: { success: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' } };
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const { status, body } = toFailure(error);
  if (status === 500) {
    logger.error('Unhandled error', { requestId: res.locals.requestId, path: req.path, error: String((error as Error)?.stack ?? error) });
  }
  res.status(status).json(body);
};

export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', 404, `No API route for ${req.method} ${req.path}`));
};
