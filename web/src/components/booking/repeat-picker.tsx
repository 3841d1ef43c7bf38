import { useId } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { MAX_REPEAT_COUNT, MIN_REPEAT_COUNT, REPEAT_EVERY_WEEKS } from '@contracts/booking-vocabulary';
import type { OccurrencePreview, Repeat } from '@contracts/bookings';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { SelectField } from '@/components/select-field';
import { Skeleton } from '@/components/skeleton';
import { failureText } from '@/lib/api-client';
import { calendarDateParts, formatTime } from '@/lib/format';
import styles from './repeat-picker.module.css';

/** A new series starts at 4 appointments: about a month of weekly visits. */
export const DEFAULT_REPEAT_COUNT = 4;

/** 1 -> "Every week", 2 -> "Every 2 weeks". */
export const repeatLabel = (everyWeeks: number) => (everyWeeks === 1 ? 'Every week' : `Every ${everyWeeks} weeks`);

/** "Tue, Dec 1": a series' dates are read week by week, so the weekday comes first and the year is left out. */
function dayLabel(date: string): string {
  const { weekday, monthDay } = calendarDateParts(date);
  return `${weekday}, ${monthDay}`;
}

const countOptions = Array.from({ length: MAX_REPEAT_COUNT - MIN_REPEAT_COUNT + 1 }, (_, index) => {
  const count = String(MIN_REPEAT_COUNT + index);
  return { value: count, label: count };
});

interface RepeatPickerProps {
  /** null: a single booking. */
  value: Repeat | null;
  onChange: (repeat: Repeat | null) => void;
}

/** docs/product.md#repeat-appointments: how often the appointment repeats and how many there are in all. */
export function RepeatPicker({ value, onChange }: RepeatPickerProps) {
  return (
    <div className={styles.fields}>
      <SelectField
        label="Repeat"
        value={value ? String(value.everyWeeks) : ''}
        onChange={(event) => {
          const everyWeeks = REPEAT_EVERY_WEEKS.find((weeks) => String(weeks) === event.target.value);
          onChange(everyWeeks ? { everyWeeks, count: value?.count ?? DEFAULT_REPEAT_COUNT } : null);
        }}
        options={[
          { value: '', label: 'Does not repeat' },
          ...REPEAT_EVERY_WEEKS.map((weeks) => ({ value: String(weeks), label: repeatLabel(weeks) })),
        ]}
      />
      {value ? (
        <SelectField
          label="Appointments"
          value={String(value.count)}
          onChange={(event) => onChange({ ...value, count: Number(event.target.value) })}
          options={countOptions}
          hint="The first one included; all are booked together or none."
        />
      ) : null}
    </div>
  );
}

interface SeriesDatesProps {
  /** False until a pet, a date and a time are chosen: there is no series to check before. */
  complete: boolean;
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  occurrences: readonly OccurrencePreview[] | undefined;
}

/** Every date of the series as the server would book it: with whom, or why not. */
export function SeriesDates({ complete, loading, error, onRetry, occurrences }: SeriesDatesProps) {
  const headingId = useId();
  return (
    <div className={styles.series}>
      <h3 id={headingId} className={styles.heading}>
        Series dates
      </h3>
      {!complete ? (
        <p className={styles.placeholder}>Choose a pet, a date and a time to check every date of the series.</p>
      ) : loading ? (
        <div className={styles.loading} aria-busy="true">
          <span className="visually-hidden" role="status">
            Checking the dates of the series
          </span>
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} width="70%" />
        </div>
      ) : error ? (
        <ErrorWithRetry title="The dates could not be checked" onRetry={onRetry}>
          {failureText(error, { failed: 'Please try again.', exception: 'Please try again in a moment.' })}
        </ErrorWithRetry>
      ) : (
        <ul className={styles.dates} aria-labelledby={headingId}>
          {(occurrences ?? []).map((occurrence) => (
            <li key={occurrence.date} className={occurrence.available ? undefined : styles.unavailable}>
              {occurrence.available ? (
                <CircleCheck size={16} aria-hidden="true" className={styles.availableIcon} />
              ) : (
                <CircleAlert size={16} aria-hidden="true" className={styles.unavailableIcon} />
              )}
              <span>{occurrenceText(occurrence)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Tue, Dec 1 · 10:00 AM · with Casey Morgan", or "... · not available: <why>". */
function occurrenceText(occurrence: OccurrencePreview): string {
  const when = `${dayLabel(occurrence.date)} · ${formatTime(occurrence.time)}`;
  if (!occurrence.available) return `${when} · not available${occurrence.message ? `: ${occurrence.message}` : ''}`;
  return occurrence.employeeName ? `${when} · with ${occurrence.employeeName}` : when;
}

/** Why Confirm waits for the series ("2 dates cannot be booked: ..."), or null once every date is free. */
export function seriesHoldText({
  loading,
  occurrences,
}: {
  loading: boolean;
  occurrences: readonly OccurrencePreview[] | undefined;
}): string | null {
  if (loading) return 'Checking every date of the series...';
  const refused = occurrences?.filter((occurrence) => !occurrence.available).length ?? 0;
  if (refused === 0) return null;
  return `${refused} ${refused === 1 ? 'date cannot' : 'dates cannot'} be booked: choose another time or fewer appointments`;
}

/** A 409 SERIES_CONFLICT's details, { "YYYY-MM-DD": why }, in date order as "Tue, Dec 8: why". */
export function conflictLines(details: Readonly<Record<string, string>>): string[] {
  return Object.keys(details)
    .sort()
    .map((date) => `${dayLabel(date)}: ${details[date]}`);
}
