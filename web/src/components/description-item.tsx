import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface DescriptionItemProps {
  label: string;
  value: ReactNode;
  /** Drawn at the text's size in the label's place: the label is then for screen readers only. */
  icon?: LucideIcon;
}

/** One label and value pair of a description list (`dl`), grouped so a grid can lay out the pair as one. */
export function DescriptionItem({ label, value, icon: Icon }: DescriptionItemProps) {
  return (
    <div>
      <dt>
        {Icon ? (
          <>
            <Icon size={16} aria-hidden="true" />
            <span className="visually-hidden">{label}</span>
          </>
        ) : (
          label
        )}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
