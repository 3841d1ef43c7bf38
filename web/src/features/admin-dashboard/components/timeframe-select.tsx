import { DEFAULT_TIMEFRAME, timeframeLabels, timeframes, type Timeframe } from '@contracts/superadmin';
import { labelledOptions, SelectField } from '@/components/select-field';
import { oneOf } from '@/lib/use-search-param';

const timeframeOptions = labelledOptions(timeframes, timeframeLabels);

/** The timeframe a URL names (`?timeframe=`, where the analytics screen keeps it), else the default. */
export function timeframeFromParams(params: URLSearchParams): Timeframe {
  return oneOf(timeframes)(params.get('timeframe')) ?? DEFAULT_TIMEFRAME;
}

interface TimeframeSelectProps {
  value: Timeframe;
  onChange: (timeframe: Timeframe) => void;
  disabled?: boolean;
}

/** The select of the platform figures' timeframe: the analytics screen's and the export's. */
export function TimeframeSelect({ onChange, ...select }: TimeframeSelectProps) {
  return (
    <SelectField
      label="Timeframe"
      {...select}
      onChange={(event) => onChange(event.target.value as Timeframe)}
      options={timeframeOptions}
    />
  );
}
