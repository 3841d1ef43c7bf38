import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';
import type { PlatformSettingsReader } from '../data/platform-settings';
import { AppError } from './errors';

const MEGABYTE = 1024 * 1024;
/**
 * The function's own cap on a JSON body, whatever `maxRequestSize` says (the setting allows up to 50 MB): Cloud Run
 * refuses requests over 32 MiB before they reach us, and a parsed body of that size already costs its memory.
 */
export const MAX_JSON_BODY_BYTES = 32 * MEGABYTE;
/** Photo uploads: five photos of at most 5 MB each, plus the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = 26 * 1024 * 1024;

/**
 * The media type of the body, without parameters and lower-cased (RFC 9110 section 8.3.1), so that
 * `multipart/form-dataX` is not taken for `multipart/form-data`.
 */
export const mediaType = (req: Request): string => (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();

/**
 * The caller's address as `trust proxy` reads it. The Functions emulator hands requests to its worker over a Unix
 * socket, so there is no peer address there; its ports are bound to 127.0.0.1, so the caller is this machine.
 */
export function clientAddress(req: Request): string {
  return req.ip || (process.env.FUNCTIONS_EMULATOR === 'true' ? '127.0.0.1' : '');
}

/**
 * The origin the caller reached the app at, for the absolute links we answer (a calendar feed's URL, the links in
 * its events): through Hosting, its X-Forwarded-Host and X-Forwarded-Proto, read under `trust proxy`.
 */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.host}`;
}

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
 * JSON bodies: the API settings' `maxRequestSize`, never above MAX_JSON_BODY_BYTES. Multipart uploads get their
 * own cap; their parser then enforces the per-file limits (`maxFileUploadSize`).
 */
export function limitBodySize(settings: PlatformSettingsReader, maxUploadBytes: number): RequestHandler {
  return async (req, _res, next) => {
    const limit =
      mediaType(req) === 'multipart/form-data'
        ? maxUploadBytes
        : Math.min((await settings.get()).api.maxRequestSize * MEGABYTE, MAX_JSON_BODY_BYTES);
    const declared = Number(req.get('content-length') ?? 0);
    const rawLength = (req as { rawBody?: Buffer }).rawBody?.length ?? 0;
    if (declared > limit || rawLength > limit) {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'The request body is too large.');
    }
    next();
  };
}
