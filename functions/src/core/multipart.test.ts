import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors';
import { readPhotoUploads } from './multipart';

// readPhotoUploads behind real HTTP, both as Cloud Functions runs it (body already in req.rawBody) and streamed.
let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  const answer: express.RequestHandler = async (req, res) => {
    const files = await readPhotoUploads(req, { bytes: 5 * 1024 * 1024, message: 'File size must be less than 5MB' });
    res.json({ success: true, data: files.map((file) => file.bytes.length) });
  };
  app.post('/streamed', answer);
  app.post(
    '/pre-read',
    express.raw({ type: () => true, limit: '30mb' }),
    (req, _res, next) => {
      (req as express.Request & { rawBody?: Buffer }).rawBody = req.body as Buffer;
      next();
    },
    answer,
  );
  app.use(errorHandler);
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// 78 bytes: a file part that starts and is cut off before its closing boundary.
const truncated = '--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n\xff\xd8\xffabc';
const complete = '--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nabcd\r\n--b--\r\n';

async function post(path: string, contentType: string, body: string) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: Buffer.from(body, 'latin1'),
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; code?: string; data?: unknown },
  };
}

describe.each(['/streamed', '/pre-read'])('readPhotoUploads on %s', (path) => {
  it('when a multipart body is cut off inside a file, then 400 VALIDATION_FAILED and the server still answers', async () => {
    expect(Buffer.byteLength(truncated, 'latin1')).toBe(78);
    const cut = await post(path, 'multipart/form-data; boundary=b', truncated);
    expect(cut.status).toBe(400);
    expect(cut.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const next = await post(path, 'multipart/form-data; boundary=b', complete);
    expect(next).toEqual({ status: 200, body: { success: true, data: [4] } });
  });

  it('when the multipart type has no boundary, then 400 VALIDATION_FAILED', async () => {
    const { status, body } = await post(path, 'multipart/form-data', complete);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('when the type only starts like multipart/form-data, then 400 VALIDATION_FAILED', async () => {
    const { status, body } = await post(path, 'multipart/form-dataX; boundary=b', complete);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
