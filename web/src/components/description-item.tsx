import type { ReactNode } from 'react';

/** One label and value pair of a description list (`dl`), grouped so a grid can lay out the pair as one. */
export function DescriptionItem({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
