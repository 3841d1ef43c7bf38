import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from '@/components/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
}

export function buttonClassName(
  { variant = 'primary', size = 'md', block = false }: ButtonLook,
  extra?: string,
): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

/**
 * A button's icon (`icon={<Plus />}`): the button sizes it to its own size (16 px small, 18 medium, 20 large) and
 * hides it from assistive technology, since the label says what the button does.
 */
function ButtonIcon({ icon }: { icon: ReactNode }) {
  return icon ? (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  ) : null;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner and blocks a second press while work is under way. */
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : <ButtonIcon icon={icon} />}
      <span>{children}</span>
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonLook {
  icon?: ReactNode;
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant, size, block, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, block }, className)} {...rest}>
      <ButtonIcon icon={icon} />
      <span>{children}</span>
    </Link>
  );
}
