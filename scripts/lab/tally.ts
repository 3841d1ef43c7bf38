// The lab's figures per phase: latencies, answers by status (and error code), connection errors, and what a
// client that retries a 503 after its Retry-After finally saw.
import { percentile } from '../support/stats';

export const phases = ['steady', 'worker kill', 'Firestore pause', 'Firestore restart', 'recovery'] as const;
export type Phase = (typeof phases)[number];

interface PhaseFigures {
  startedAt: number;
  endedAt: number;
  latencies: number[];
  /** "200", "409 SLOT_TAKEN", "503 BUSY +Retry-After", "500 INTERNAL", "connection error"... */
  answers: Record<string, number>;
  retried: Record<string, number>;
  /** What each connection error was: the stream and the socket's error. */
  connectionErrors: string[];
}

export interface PhaseRow {
  phase: Phase;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  ok2xx: number;
  client4xx: Record<string, number>;
  busy503: number;
  other5xx: Record<string, number>;
  connectionErrors: number;
  /** The final answers of the retrying client's operations that started in this phase. */
  retryingClient: Record<string, number>;
  connectionErrorCauses: string[];
}

export class Tally {
  private current: Phase = 'steady';
  private readonly figures = new Map<Phase, PhaseFigures>();

  get phase(): Phase {
    return this.current;
  }

  enter(phase: Phase): void {
    const now = Date.now();
    const previous = this.figures.get(this.current);
    if (previous) previous.endedAt = now;
    this.current = phase;
    this.figures.set(phase, {
      startedAt: now,
      endedAt: now,
      latencies: [],
      answers: {},
      retried: {},
      connectionErrors: [],
    });
  }

  finish(): void {
    const figures = this.figures.get(this.current);
    if (figures) figures.endedAt = Date.now();
  }

  /** The phase that was running at `time` (a request is counted in the phase in which it was sent). */
  phaseAt(time: number): Phase {
    let found: Phase = phases[0];
    for (const [phase, figures] of this.figures) if (figures.startedAt <= time) found = phase;
    return found;
  }

  private at(phase: Phase = this.current): PhaseFigures {
    const figures = this.figures.get(phase);
    if (!figures) throw new Error(`phase ${phase} not entered`);
    return figures;
  }

  /**
   * The phase a failure is counted in: the one in which its request was sent; but the request the killed worker was
   * serving may have been sent before the kill (slow answers on a busy machine), and its failure is the kill's.
   */
  private failurePhase(sentAt: number, now: number): Phase {
    const kill = this.figures.get('worker kill');
    const inFlightAtKill = kill !== undefined && sentAt < kill.startedAt && now >= kill.startedAt;
    return inFlightAtKill ? 'worker kill' : this.phaseAt(sentAt);
  }

  /** One answer of the raw load and its latency, counted in the phase in which its request was sent. */
  answer(status: number, code: string | undefined, retryAfter: boolean, latencyMs: number): void {
    const now = Date.now();
    const sentAt = now - latencyMs;
    const figures = this.at(status >= 500 ? this.failurePhase(sentAt, now) : this.phaseAt(sentAt));
    const key = answerKey(status, code, retryAfter);
    figures.answers[key] = (figures.answers[key] ?? 0) + 1;
    figures.latencies.push(latencyMs);
  }

  /**
   * A request without an answer after `timeoutMs`: it was sent `timeoutMs` ago (autocannon restarts a connection's
   * clock with each request it sends), and is counted like a 5xx of that time.
   */
  timeout(timeoutMs: number, cause: string): void {
    const now = Date.now();
    this.connectionFailure(
      this.failurePhase(now - timeoutMs, now),
      `timeout (no answer in ${timeoutMs / 1000} s)`,
      cause,
    );
  }

  /** A connection closed without an answer: counted in the phase in which it happened (its request's is unknown). */
  connectionError(cause: string): void {
    this.connectionFailure(this.current, 'connection error', cause);
  }

  private connectionFailure(phase: Phase, kind: string, cause: string): void {
    const figures = this.at(phase);
    figures.answers[kind] = (figures.answers[kind] ?? 0) + 1;
    figures.connectionErrors.push(cause);
  }

  retriedOutcome(phase: Phase, outcome: string): void {
    const retried = this.at(phase).retried;
    retried[outcome] = (retried[outcome] ?? 0) + 1;
  }

  rows(): PhaseRow[] {
    return phases
      .filter((phase) => this.figures.has(phase))
      .map((phase) => {
        const figures = this.at(phase);
        const seconds = Math.max(0.001, (figures.endedAt - figures.startedAt) / 1000);
        const entries = Object.entries(figures.answers);
        const sum = (keep: (key: string) => boolean) =>
          entries.filter(([key]) => keep(key)).reduce((total, [, n]) => total + n, 0);
        const pick = (keep: (key: string) => boolean) => Object.fromEntries(entries.filter(([key]) => keep(key)));
        const requests = sum(() => true);
        return {
          phase,
          seconds: Math.round(seconds * 10) / 10,
          requests,
          rps: Math.round((requests / seconds) * 10) / 10,
          p50: figures.latencies.length ? percentile(figures.latencies, 50) : 0,
          p95: figures.latencies.length ? percentile(figures.latencies, 95) : 0,
          p99: figures.latencies.length ? percentile(figures.latencies, 99) : 0,
          ok2xx: sum((key) => key.startsWith('2')),
          client4xx: pick((key) => key.startsWith('4')),
          busy503: sum((key) => key === BUSY_KEY),
          other5xx: pick((key) => key.startsWith('5') && key !== BUSY_KEY),
          connectionErrors: sum((key) => !/^\d/.test(key)),
          retryingClient: { ...figures.retried },
          connectionErrorCauses: [...figures.connectionErrors],
        };
      });
  }
}

const BUSY_KEY = '503 +Retry-After';

function answerKey(status: number, code: string | undefined, retryAfter: boolean): string {
  if (status === 503 && retryAfter) return BUSY_KEY;
  if (status < 400) return String(status);
  return code ? `${status} ${code}` : String(status);
}

const list = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([key, n]) => `${n} x ${key}`)
    .join(', ') || '0';

export function printTable(rows: PhaseRow[], print: (line: string) => void): void {
  print(
    '\n| phase | s | requests | req/s | p50 ms | p95 ms | p99 ms | 2xx | 4xx | 503 +Retry-After | other 5xx | connection errors | retrying client, final answers |',
  );
  print('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    print(
      `| ${row.phase} | ${row.seconds} | ${row.requests} | ${row.rps} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.ok2xx} | ${list(row.client4xx)} | ${row.busy503} | ${list(row.other5xx)} | ${row.connectionErrors} | ${list(row.retryingClient)} |`,
    );
  }
  for (const row of rows)
    for (const cause of row.connectionErrorCauses) print(`Connection error in ${row.phase}: ${cause}`);
}
