import busboy from 'busboy';
import type { Request } from 'express';
import { MAX_PET_PHOTOS, photoMessages } from '../contracts/pet-vocabulary';
import type { UploadLimit } from '../data/upload-limit';
import { AppError } from './errors';
import { mediaType } from './request-context';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  bytes: Buffer;
}

const unreadable = () =>
  new AppError('VALIDATION_FAILED', 400, 'The upload could not be read.', { photos: 'The upload could not be read.' });

/**
 * Reads the `photos` files of a multipart request. Cloud Functions has already read the body into `req.rawBody`,
 * so busboy parses that; elsewhere (tests) it reads the stream. Limits: the specification's 5 files, each within
 * `fileLimit` (the settings' upload size, at most the specification's 5 MB).
 * A broken body (no boundary, cut short) is the client's fault: every failure settles the promise once with a 4xx.
 * A file stream's 'error' (a body cut inside a file) must be handled too, or it throws and kills the worker.
 */
export function readPhotoUploads(req: Request, fileLimit: UploadLimit): Promise<UploadedFile[]> {
  if (mediaType(req) !== 'multipart/form-data') {
    return Promise.reject(
      new AppError('VALIDATION_FAILED', 400, 'Send the photos as multipart/form-data.', {
        photos: 'Send the photos as multipart/form-data.',
      }),
    );
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      req.unpipe();
      req.resume();
      reject(error);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: MAX_PET_PHOTOS, fileSize: fileLimit.bytes, fields: 10, parts: MAX_PET_PHOTOS + 10 },
      });
    } catch {
      // busboy throws at once for a multipart type without a boundary.
      fail(unreadable());
      return;
    }
    const files: UploadedFile[] = [];
    let failure: AppError | undefined;
    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', () => fail(unreadable()));
      stream.on('limit', () => {
        failure ??= new AppError('PAYLOAD_TOO_LARGE', 413, fileLimit.message, { photos: fileLimit.message });
      });
      stream.on('end', () => {
        if (fieldName === 'photos')
          files.push({ fieldName, fileName: info.filename ?? '', bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => {
      failure ??= new AppError('VALIDATION_FAILED', 400, photoMessages.tooMany, { photos: photoMessages.tooMany });
    });
    parser.on('error', () => fail(unreadable()));
    parser.on('close', () => {
      if (failure) fail(failure);
      else if (!settled) {
        settled = true;
        resolve(files);
      }
    });
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else {
      req.on('error', () => fail(unreadable()));
      req.pipe(parser);
    }
  });
}
