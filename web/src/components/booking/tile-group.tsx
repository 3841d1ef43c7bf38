import { forwardRef, useId, type ReactNode } from 'react';
import { FieldError, FieldHint } from '@/components/form-field';
import fieldset from '@/components/fieldset.module.css';
import styles from './tile-group.module.css';

interface TileGroupProps {
  legend: string;
  hint?: ReactNode;
  error?: string;
  /** Controls beside the legend (the day strip's earlier and later weeks). */
  actions?: ReactNode;
  /** The tiles, given the group's radio name. */
  children: (name: string) => ReactNode;
  /** What follows the tiles inside the group (the unavailable times). */
  after?: ReactNode;
}

/** One radio group drawn as tiles (the day strip, the times): a legend, its hint and error, arrow keys between tiles. */
export function TileGroup({ legend, hint, error, actions, children, after }: TileGroupProps) {
  const name = useId();
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset
      className={fieldset.fieldset}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint || actions ? (
        <div className={styles.subhead}>
          <FieldHint id={hintId}>{hint}</FieldHint>
          {actions}
        </div>
      ) : null}
      {children(name)}
      {after}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

interface TileProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  /** The tile's first line (a time, a weekday). */
  label: ReactNode;
  /** Its second line, also the radio's description (free times, why it cannot be chosen). */
  detail?: ReactNode;
  /** The accessible name when the label is shorter than what it means ("Tue" for "Tue, Nov 24, 2026"). */
  accessibleName?: string;
  disabled?: boolean;
  /** quiet: nothing free that day; busy: the chosen pet has a booking then. */
  tone?: 'quiet' | 'busy';
}

export const Tile = forwardRef<HTMLInputElement, TileProps>(function Tile(
  { name, value, checked, onChange, label, detail, accessibleName, disabled = false, tone },
  ref,
) {
  const id = `${name}-${value}`;
  return (
    <div className={[styles.tile, tone ? styles[tone] : ''].filter(Boolean).join(' ')}>
      <input
        ref={ref}
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        className={styles.input}
        aria-label={accessibleName}
        aria-labelledby={accessibleName ? undefined : `${id}-label`}
        aria-describedby={detail ? `${id}-detail` : undefined}
      />
      <label htmlFor={id} className={styles.label}>
        <span id={`${id}-label`} className={styles.main}>
          {label}
        </span>
        {detail ? (
          <span id={`${id}-detail`} className={styles.detail}>
            {detail}
          </span>
        ) : null}
      </label>
    </div>
  );
});
