import { weekdayLabels, weekdays, type BusinessHours, type Weekday } from '@contracts/company';
import { reopenedDay } from '@/features/company-dashboard/components/profile/profile-form';
import fieldset from '@/components/fieldset.module.css';
import styles from './profile.module.css';

interface BusinessHoursFieldsProps {
  value: BusinessHours;
  onChange: (hours: BusinessHours) => void;
  disabled: boolean;
  errors: Partial<Record<Weekday, string>>;
}

/** One row per weekday (docs/product.md#company-dashboard): open and close times, or Closed. Ticking Closed stores closed. */
export function BusinessHoursFields({ value, onChange, disabled, errors }: BusinessHoursFieldsProps) {
  const setDay = (day: Weekday, hours: BusinessHours[Weekday]) => onChange({ ...value, [day]: hours });
  return (
    <fieldset className={fieldset.fieldset} disabled={disabled}>
      <legend className={fieldset.legend}>Opening hours</legend>
      {weekdays.map((day) => {
        const hours = value[day];
        const error = errors[day];
        return (
          <div key={day} className={styles.hoursRow}>
            <span className={styles.dayName} id={`hours-${day}`}>
              {weekdayLabels[day]}
            </span>
            <label className={styles.closed}>
              <input
                type="checkbox"
                checked={hours.closed}
                onChange={(event) => setDay(day, event.target.checked ? { ...hours, closed: true } : reopenedDay)}
              />
              Closed
            </label>
            {hours.closed ? (
              <span className={styles.closedText}>Closed all day</span>
            ) : (
              <span className={styles.times}>
                <TimeInput
                  label={`${weekdayLabels[day]} opens at`}
                  value={hours.open}
                  errorId={error ? `hours-${day}-error` : undefined}
                  onChange={(open) => setDay(day, { ...hours, open })}
                />
                <span aria-hidden="true">to</span>
                <TimeInput
                  label={`${weekdayLabels[day]} closes at`}
                  value={hours.close}
                  errorId={error ? `hours-${day}-error` : undefined}
                  // The day's error is that it closes before it opens, so the closing time is the one marked.
                  invalid={error !== undefined}
                  onChange={(close) => setDay(day, { ...hours, close })}
                />
              </span>
            )}
            {error ? (
              <p id={`hours-${day}-error`} className={styles.hoursError}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

interface TimeInputProps {
  /** The name screen readers hear: the row shows the weekday once for both times. */
  label: string;
  value: string;
  /** The day's error message, which describes both times. */
  errorId: string | undefined;
  invalid?: boolean;
  onChange: (value: string) => void;
}

/** An opening or closing time of a weekday's row. */
function TimeInput({ label, value, errorId, invalid = false, onChange }: TimeInputProps) {
  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <input
        type="time"
        className={styles.time}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
