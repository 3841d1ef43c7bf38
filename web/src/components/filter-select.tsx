import { SelectField } from '@/components/select-field';

interface FilterSelectProps<Value extends string> {
  label: string;
  /** The first option, which filters nothing. */
  allLabel: string;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | undefined) => void;
}

/** A list's filter: its "All ..." option is no value, so the filter is left out of the URL and the request. */
export function FilterSelect<Value extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      // The select offers only `options` and the empty "All ..." one.
      onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
      options={[{ value: '', label: allLabel }, ...options]}
    />
  );
}
