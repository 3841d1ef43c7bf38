// The lab's capacity figure: a closed loop at a fixed concurrency (each connection sends its next request as soon as
// the previous one is answered), with a fixed mix of request kinds, before the faults and again after them. Requests per second served and
// p95 per kind are the numbers a later change compares against (docs/performance.md keeps them with their dates).
import { errorCode, type LabRequest } from './load';
import { percentile } from '../support/stats';

export interface RequestKind {
  name: string;
  /** How many of every turn through the mix are of this kind. */
  weight: number;
  next: () => LabRequest;
}

export interface KindRow {
  kind: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  /** Answers other than 2xx, by status and error code ("409 SLOT_TAKEN"...). */
  other: Record<string, number>;
}

export interface CapacityResult {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  kinds: KindRow[];
}

const round = (value: number) => Math.round(value * 10) / 10;

export async function measureCapacity(
  origin: string,
  kinds: RequestKind[],
  connections: number,
  seconds: number,
): Promise<CapacityResult> {
  const turn = kinds.flatMap((kind) => Array.from({ length: kind.weight }, () => kind));
  const samples = new Map(
    kinds.map((kind) => [kind.name, { latencies: [] as number[], other: {} as Record<string, number> }]),
  );
  let sent = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const kind = turn[sent++ % turn.length];
        const request = kind.next();
        const begin = performance.now();
        const response = await fetch(`${origin}${request.path}`, {
          method: request.method ?? 'GET',
          headers: request.headers,
          body: typeof request.body === 'string' ? request.body : request.body && Uint8Array.from(request.body),
          signal: AbortSignal.timeout(30_000),
        });
        const body = await response.text();
        const figures = samples.get(kind.name)!;
        figures.latencies.push(performance.now() - begin);
        if (response.status >= 300) {
          const key = `${response.status}${errorCode(response.status, body) ? ` ${errorCode(response.status, body)}` : ''}`;
          figures.other[key] = (figures.other[key] ?? 0) + 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const rows = kinds.map((kind) => {
    const { latencies, other } = samples.get(kind.name)!;
    return {
      kind: kind.name,
      requests: latencies.length,
      rps: round(latencies.length / elapsed),
      p50: latencies.length ? percentile(latencies, 50) : 0,
      p95: latencies.length ? percentile(latencies, 95) : 0,
      other,
    };
  });
  const requests = rows.reduce((sum, row) => sum + row.requests, 0);
  return { connections, seconds: round(elapsed), requests, rps: round(requests / elapsed), kinds: rows };
}

export function printCapacity(when: string, result: CapacityResult, print: (line: string) => void): void {
  print(
    `\nMixed load at a fixed concurrency, ${when}: ${result.connections} connections, closed loop, ${result.seconds} s, ${result.requests} requests, ${result.rps} req/s served`,
  );
  print('\n| request kind | requests | req/s | p50 ms | p95 ms | answers other than 2xx |');
  print('|---|---|---|---|---|---|');
  for (const row of result.kinds) {
    const other =
      Object.entries(row.other)
        .map(([key, n]) => `${n} x ${key}`)
        .join(', ') || '0';
    print(`| ${row.kind} | ${row.requests} | ${row.rps} | ${row.p50} | ${row.p95} | ${other} |`);
  }
}
