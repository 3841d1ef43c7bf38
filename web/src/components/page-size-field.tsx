import { SelectField } from './select-field';

interface PageSizeFieldProps {
  /** Says what is counted, e.g. "Users per page". */
  label: string;
  sizes: readonly number[];
  defaultSize: number;
  /** The `limit` the list's URL names, if any. */
  named: string | undefined;
  /** The size chosen, or undefined for the default, which the URL leaves out. */
  onChange: (limit: string | undefined) => void;
}

/** The page size a list's URL names when it is one of `sizes`, else the default. */
export function pageSize(sizes: readonly number[], named: string | undefined, defaultSize: number): number {
  return sizes.find((size) => String(size) === named) ?? defaultSize;
}

/** A server-paged list's choice of rows per page. */
export function PageSizeField({ label, sizes, defaultSize, named, onChange }: PageSizeFieldProps) {
  return (
    <SelectField
      label={label}
      value={String(pageSize(sizes, named, defaultSize))}
      onChange={(event) => onChange(event.target.value === String(defaultSize) ? undefined : event.target.value)}
      options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
    />
  );
}
