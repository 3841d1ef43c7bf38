import { forwardRef } from 'react';
import { MAX_STAY_NIGHTS, MIN_STAY_NIGHTS } from '@contracts/service-vocabulary';
import { Alert } from '@/components/alert';
import { SelectField } from '@/components/select-field';
import { formatCalendarDate, formatNights } from '@/lib/format';
import { addDaysToDate } from '@/lib/time-zone';

interface CheckOutPickerProps {
  /** The check-in date, "YYYY-MM-DD". */
  checkIn: string;
  /** The nights chosen; 0 when none yet. */
  nights: number;
  onChange: (nights: number) => void;
  /** Free places per night as far as the day strip read them; a night known to be full is said before Confirm. */
  freeByDate?: ReadonlyMap<string, number>;
}

/**
 * A stay's check-out (docs/product.md#stays-and-day-care): 1 to 30 nights after check-in, each option naming the day
 * and the nights, so the owner sees both before Confirm.
 */
export const CheckOutPicker = forwardRef<HTMLSelectElement, CheckOutPickerProps>(function CheckOutPicker(
  { checkIn, nights, onChange, freeByDate },
  ref,
) {
  const options = Array.from({ length: MAX_STAY_NIGHTS - MIN_STAY_NIGHTS + 1 }, (_, index) => {
    const count = MIN_STAY_NIGHTS + index;
    return {
      value: String(count),
      label: `${formatCalendarDate(addDaysToDate(checkIn, count), { weekday: true })} · ${formatNights(count)}`,
    };
  });
  const fullNight =
    nights > 0
      ? Array.from({ length: nights }, (_, index) => addDaysToDate(checkIn, index)).find(
          (night) => freeByDate?.get(night) === 0,
        )
      : undefined;
  return (
    <>
      <SelectField
        ref={ref}
        label="Check-out"
        value={nights > 0 ? String(nights) : ''}
        onChange={(event) => onChange(Number(event.target.value) || 0)}
        options={[{ value: '', label: 'Choose the check-out day' }, ...options]}
        hint={`A stay is ${MIN_STAY_NIGHTS} to ${MAX_STAY_NIGHTS} nights, priced per night.`}
      />
      {fullNight ? (
        <Alert tone="warning">
          No place is left on the night of {formatCalendarDate(fullNight, { weekday: true })}. Please choose other
          dates.
        </Alert>
      ) : null}
    </>
  );
});
