import busboy from 'busboy';
import type { Request } from 'express';
import { MAX_PET_PHOTOS, MAX_PHOTO_BYTES, photoMessages } from '../contracts/pets';
import { AppError } from './errors';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  bytes: Buffer;
}

/**
 * Reads the `photos` files of a multipart request. Cloud Functions has already read the body into `req.rawBody`,
 * so busboy parses that; elsewhere (tests) it reads the stream. Limits are the specification's: 5 files, 5 MB each.
 */
export function readPhotoUploads(req: Request): Promise<UploadedFile[]> {
  const contentType = req.get('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data')) {
    return Promise.reject(new AppError('VALIDATION_FAILED', 400, 'Send the photos as multipart/form-data.', { photos: 'Send the photos as multipart/form-data.' }));
  }
  return new Promise((resolve, reject) => {
    const files: UploadedFile[] = [];
    let failure: AppError | undefined;
    const parser = busboy({ headers: req.headers, limits: { files: MAX_PET_PHOTOS, fileSize: MAX_PHOTO_BYTES, fields: 10, parts: MAX_PET_PHOTOS + 10 } });
    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= new AppError('PAYLOAD_TOO_LARGE', 413, photoMessages.tooLarge, { photos: photoMessages.tooLarge });
      });
      stream.on('end', () => {
        if (fieldName === 'photos') files.push({ fieldName, fileName: info.filename ?? '', bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => {
      failure ??= new AppError('VALIDATION_FAILED', 400, photoMessages.tooMany, { photos: photoMessages.tooMany });
    });
    parser.on('error', () => reject(new AppError('VALIDATION_FAILED', 400, 'The upload could not be read.', { photos: 'The upload could not be read.' })));
    parser.on('close', () => (failure ? reject(failure) : resolve(files)));
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });
}
