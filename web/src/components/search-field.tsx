import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import styles from './search-field.module.css';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'className'>;

export interface SearchFieldProps extends InputAttributes {
  /** The accessible name, e.g. "Search customers" (visually hidden: the placeholder says what to type). */
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Where it stands: a dashboard toolbar (default), the app's top bar, or a page's own search row. */
  variant?: 'toolbar' | 'topBar' | 'page';
  /** What hangs under the field, placed against it (the top bar's list of hits). */
  children?: ReactNode;
}

/** The search box: a magnifier inside a full-width input with a hidden label; other input attributes pass through. */
export function SearchField({
  label,
  value,
  onValueChange,
  variant = 'toolbar',
  id,
  children,
  ...inputAttributes
}: SearchFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={`${styles.searchField} ${styles[variant]}`}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <Search size={variant === 'page' ? 20 : 18} aria-hidden="true" className={styles.icon} />
      <input
        {...inputAttributes}
        id={inputId}
        type="search"
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {children}
    </div>
  );
}
