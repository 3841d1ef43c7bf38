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
                <label>
                  <span className="visually-hidden">{weekdayLabels[day]} opens at</span>
                  <input
                    type="time"
                    className={styles.time}
                    value={hours.open}
                    aria-describedby={error ? `hours-${day}-error` : undefined}
                    onChange={(event) => setDay(day, { ...hours, open: event.target.value })}
                  />
                </label>
                <span aria-hidden="true">to</span>
                <label>
                  <span className="visually-hidden">{weekdayLabels[day]} closes at</span>
                  <input
                    type="time"
                    className={styles.time}
                    value={hours.close}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `hours-${day}-error` : undefined}
                    onChange={(event) => setDay(day, { ...hours, close: event.target.value })}
                  />
                </label>
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
