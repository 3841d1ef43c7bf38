import { useId } from 'react';
import { Search } from 'lucide-react';
import styles from './search-field.module.css';

export interface SearchFieldProps {
  /** The accessible name, e.g. "Search customers" (visually hidden: the placeholder says what to type). */
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  maxLength?: number;
  id?: string;
}

/** The search box of the dashboards' toolbars: a magnifier inside a full-width input with a hidden label. */
export function SearchField({ label, placeholder, value, onValueChange, maxLength, id }: SearchFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={styles.searchField}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <Search size={18} aria-hidden="true" className={styles.icon} />
      <input
        id={inputId}
        type="search"
        className={styles.input}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}
