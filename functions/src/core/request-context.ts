import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';
import { AppError } from './errors';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Photo uploads: five photos of at most 5 MB each, plus the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = 26 * 1024 * 1024;

/**
 * The media type of the body, without parameters and lower-cased (RFC 9110 section 8.3.1), so that
 * `multipart/form-dataX` is not taken for `multipart/form-data`.
 */
export const mediaType = (req: Request): string => (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();

/** A request id for every request, and one structured log line when it ends. */
export const requestLogging: RequestHandler = (req, res, next) => {
  const requestId = req.get('x-request-id') ?? randomUUID();
  const started = process.hrtime.bigint();
  res.locals.requestId = requestId;
  res.set('x-request-id', requestId);
  res.on('finish', () => {
    logger.info('request', {
      requestId,
      method: req.method,
      path: req.originalUrl.split('?')[0],
      status: res.statusCode,
      durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      uid: (res.locals.user as { uid?: string } | undefined)?.uid,
    });
  });
  next();
};

/**
 * Refuses an oversized body before anything reads it, whoever parsed it first (Cloud Functions pre-parses).
 * Multipart uploads get a larger cap; their parser then enforces the per-file limits.
 */
export function limitBodySize(maxBytes: number, maxUploadBytes: number): RequestHandler {
  return (req, _res, next) => {
    const limit = mediaType(req) === 'multipart/form-data' ? maxUploadBytes : maxBytes;
    const declared = Number(req.get('content-length') ?? 0);
    const rawLength = (req as { rawBody?: Buffer }).rawBody?.length ?? 0;
    if (declared > limit || rawLength > limit) {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'The request body is too large.');
    }
    next();
  };
}
