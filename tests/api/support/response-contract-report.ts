// Vitest global setup of the emulator project: after the run, lists the routes whose answers the tests received
// without a response schema to check them against (tests/api/support/response-contract.ts).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup() {
  const log = join(tmpdir(), `petnest-unchecked-responses-${process.pid}.log`);
  process.env.PETNEST_UNCHECKED_RESPONSES_LOG = log;
  return () => {
    if (!existsSync(log)) return;
    const routes = [...new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean))].sort();
    rmSync(log);
    console.log(
      `\nAnswers checked for the envelope only, for want of a response schema (${routes.length}):\n  ${routes.join('\n  ')}`,
    );
  };
}
