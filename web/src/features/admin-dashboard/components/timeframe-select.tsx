import { DEFAULT_TIMEFRAME, timeframeLabels, timeframes, type Timeframe } from '@contracts/superadmin';
import { labelledOptions, SelectField } from '@/components/select-field';

/** The timeframe a URL names (`?timeframe=`, where the analytics screen keeps it), else the default. */
export function timeframeFromParams(params: URLSearchParams): Timeframe {
  const value = params.get('timeframe');
  return timeframes.find((candidate) => candidate === value) ?? DEFAULT_TIMEFRAME;
}

/** The select of the platform figures' timeframe: the analytics screen's and the export's. */
export function TimeframeSelect({
  value,
  onChange,
  disabled,
}: {
  value: Timeframe;
  onChange: (timeframe: Timeframe) => void;
  disabled?: boolean;
}) {
  return (
    <SelectField
      label="Timeframe"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Timeframe)}
      options={labelledOptions(timeframes, timeframeLabels)}
    />
  );
}
