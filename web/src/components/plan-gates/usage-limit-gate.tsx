import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import type { LimitState } from '@/components/plan-gates/plan-gate-rules';
import { UpgradeAlert } from '@/components/plan-gates/upgrade-alert';

interface UsageLimitGateProps {
  state: LimitState;
  /** Plural noun of what is counted: "services". */
  noun: string;
  /** The add control; it receives whether adding is blocked (at the limit). */
  children: (blocked: boolean) => ReactNode;
}

/**
 * The usage-limit gate (docs/product.md#plans): a warning from 80 % of the limit, adding blocked at the limit with an
 * upgrade prompt, and no cap at all on an unlimited plan. The server refuses the same add with a 409.
 */
export function UsageLimitGate({ state, noun, children }: UsageLimitGateProps) {
  const { usage, limit, unlimited, near, reached } = state;
  return (
    <>
      {children(reached)}
      {unlimited ? null : reached ? (
        <UpgradeAlert title={`You have reached your plan's limit of ${limit} ${noun}.`}>
          Upgrade your plan to add more {noun}.
        </UpgradeAlert>
      ) : near ? (
        <Alert tone="warning" title={`You are using ${usage} of ${limit} ${noun} on your plan.`}>
          Upgrade before you reach the limit to keep adding {noun}.
        </Alert>
      ) : null}
    </>
  );
}
