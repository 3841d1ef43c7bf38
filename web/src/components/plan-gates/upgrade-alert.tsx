import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';

interface UpgradeAlertProps {
  /** What the plan does not allow. */
  title: string;
  /** What upgrading would let the company do. */
  children: ReactNode;
}

/** A warning that the plan stops something here, with Upgrade Plan to the pricing page (docs/product.md#plans). */
export function UpgradeAlert({ title, children }: UpgradeAlertProps) {
  return (
    <Alert
      tone="warning"
      title={title}
      action={
        <ButtonLink to="/pricing" size="sm" variant="accent">
          Upgrade Plan
        </ButtonLink>
      }
    >
      {children}
    </Alert>
  );
}
