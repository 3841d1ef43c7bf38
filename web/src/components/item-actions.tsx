import { Pencil, Trash2 } from 'lucide-react';
import { Button, type ButtonProps } from './button';

const itemActions = {
  edit: { label: 'Edit', Icon: Pencil },
  delete: { label: 'Delete', Icon: Trash2 },
} as const;

interface ItemActionButtonProps {
  action: keyof typeof itemActions;
  /** The item's name, so a screen reader hears which card's button this is: "Edit Max". */
  name: string;
  onClick: () => void;
  variant?: ButtonProps['variant'];
}

/** A card's Edit or Delete button for one named item (Delete opens a dialog that asks first). */
export function ItemActionButton({ action, name, onClick, variant = 'ghost' }: ItemActionButtonProps) {
  const { label, Icon } = itemActions[action];
  return (
    <Button variant={variant} size="sm" icon={<Icon />} onClick={onClick} aria-label={`${label} ${name}`}>
      {label}
    </Button>
  );
}
