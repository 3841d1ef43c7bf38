// The lab's load: autocannon streams through Hosting, each at a fixed rate, every answer counted in the phase in
// which its request was sent; beside them a client that behaves as the web app should (retrying a 503 after its Retry-After).
import autocannon from 'autocannon';
import type { Tally } from './tally';

export interface LabRequest {
  method?: 'GET' | 'POST';
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

export interface Stream {
  name: string;
  connections: number;
  /** Requests per second over all the stream's connections. */
  rate: number;
  /** Called for every request: a stream may vary the path, body and token each time. */
  next: () => LabRequest;
  /** Sees every answer of the stream (the booking race counts its winners per slot). */
  onAnswer?: (status: number, body: string) => void;
}

/** An answer's error code (`code` of the envelope), when the answer is an error in JSON. */
export function errorCode(status: number, body: string): string | undefined {
  if (status < 400) return undefined;
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

// Above the API's own 25 s backstop (core/deadline.ts): a request without an answer by then hangs.
const TIMEOUT_S = 30;

/** Starts a stream; it runs until `stop()`. */
export function startStream(origin: string, stream: Stream, tally: Tally): { stop: () => Promise<void> } {
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finished = resolve;
  });
  let answered: { status: number; code: string | undefined; retryAfter: boolean } | undefined;
  // With a callback autocannon answers its instance (an event emitter) rather than a promise of the result.
  const instance = autocannon(
    {
      url: origin,
      connections: stream.connections,
      overallRate: stream.rate,
      duration: 3600,
      timeout: TIMEOUT_S,
      requests: [
        {
          setupRequest: (request) => {
            const next = stream.next();
            return {
              ...request,
              method: next.method ?? 'GET',
              path: next.path,
              body: next.body,
              headers: { ...next.headers },
            };
          },
          onResponse: (status, body, _context, headers) => {
            // The raw header names, as the server spelled them.
            const retryAfter = Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'retry-after');
            answered = { status, code: errorCode(status, body), retryAfter };
            stream.onAnswer?.(status, body);
          },
        },
      ],
    },
    () => finished(),
  );
  // autocannon calls onResponse (with the body and headers) and then, synchronously, emits the response's latency.
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    if (answered) tally.answer(answered.status, answered.code, answered.retryAfter, responseTime);
    answered = undefined;
  });
  // autocannon reports a request without an answer within `timeout` as this error, then reconnects.
  instance.on('reqError', (error: NodeJS.ErrnoException) => {
    const cause = `${stream.name}: ${error.code ?? error.message} at ${new Date().toISOString()}`;
    if (error.message === 'request timed out') tally.timeout(TIMEOUT_S * 1000, cause);
    else tally.connectionError(cause);
  });
  return {
    stop: async () => {
      instance.stop();
      await done;
    },
  };
}

const MAX_ATTEMPTS = 6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A well-behaved client: retries a 503 after its Retry-After, and a lost connection after a second, up to
 * MAX_ATTEMPTS; each operation's final answer is counted in the phase in which it started.
 */
export function startRetryingClient(
  origin: string,
  operations: Array<() => LabRequest>,
  tally: Tally,
  workers = 2,
): { stop: () => Promise<void> } {
  let running = true;
  let turn = 0;
  const attempt = async (request: LabRequest): Promise<string> => {
    for (let tries = 1; ; tries += 1) {
      const last = tries >= MAX_ATTEMPTS || !running;
      try {
        const response = await fetch(`${origin}${request.path}`, {
          method: request.method ?? 'GET',
          headers: request.headers,
          body: typeof request.body === 'string' ? request.body : request.body && Uint8Array.from(request.body),
          signal: AbortSignal.timeout(TIMEOUT_S * 1000),
        });
        const body = await response.text();
        const retryAfter = Number(response.headers.get('retry-after'));
        if (response.status === 503 && retryAfter > 0 && !last) {
          await sleep(retryAfter * 1000);
          continue;
        }
        if (response.status < 400)
          return tries > 1 ? `${response.status} after ${tries} tries` : String(response.status);
        const code = errorCode(response.status, body);
        return `${response.status}${code ? ` ${code}` : ''}${tries > 1 ? ` after ${tries} tries` : ''}`;
      } catch (error) {
        if (last) return (error as Error).name === 'TimeoutError' ? 'no answer in 30 s' : 'connection error';
        await sleep(1000);
      }
    }
  };
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const phase = tally.phase;
      const operation = operations[turn++ % operations.length];
      tally.retriedOutcome(phase, await attempt(operation()));
      await sleep(250);
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
