import { EventEmitter } from 'node:events';

/**
 * An Express response for middleware unit tests: what was sent (status, headers, body) stays readable, and
 * `emit('finish')` stands for the answer leaving. Only the calls Petnest's middleware makes are there.
 */
export function fakeResponse() {
  const sent = Object.assign(new EventEmitter(), {
    headersSent: false,
    locals: {} as Record<string, unknown>,
    headers: {} as Record<string, string>,
    statusCode: 200,
    body: undefined as unknown,
  });
  const response = Object.assign(sent, {
    set(field: string | Record<string, string>, value = '') {
      Object.assign(sent.headers, typeof field === 'string' ? { [field]: value } : field);
      return response;
    },
    status(code: number) {
      sent.statusCode = code;
      return response;
    },
    json(body: unknown) {
      sent.body = body;
      sent.headersSent = true;
      return response;
    },
  });
  return response;
}
