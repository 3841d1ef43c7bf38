import { useId } from 'react';
import { bookingTimeSlots, type SlotAvailability, type SlotUnavailableReason } from '@contracts/bookings';
import { FieldError, FieldHint } from '@/components/form-field';
import { formatTime } from '@/lib/format';
import styles from './slot-picker.module.css';

export const slotReasonLabels: Record<SlotUnavailableReason, string> = {
  past: 'Too soon',
  beyond: 'Too far ahead',
  closed: 'Closed',
  unavailable: 'Not offered',
  taken: 'Booked',
};

interface SlotPickerProps {
  /** The day's slots from the availability call; undefined lists the 18 slots all open (the server still checks). */
  slots: readonly SlotAvailability[] | undefined;
  value: string;
  onChange: (time: string) => void;
  hint?: string;
  error?: string;
}

/**
 * The 18 half-hour slots as one radio group: arrow keys move between the open ones; slots the server would refuse
 * stay visible, disabled, with the reason written under the time.
 */
export function SlotPicker({ slots, value, onChange, hint, error }: SlotPickerProps) {
  const name = useId();
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const list: readonly SlotAvailability[] = slots ?? bookingTimeSlots.map((time) => ({ time, available: true }));
  return (
    <fieldset className={styles.fieldset} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>Time</legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <div className={styles.grid}>
        {list.map((slot) => {
          const id = `${name}-${slot.time}`;
          const reason = slot.available ? undefined : slotReasonLabels[slot.reason ?? 'unavailable'];
          return (
            <div key={slot.time} className={styles.slot}>
              <input
                id={id}
                type="radio"
                name={name}
                value={slot.time}
                checked={value === slot.time}
                disabled={!slot.available}
                onChange={() => onChange(slot.time)}
                className={styles.input}
                aria-labelledby={`${id}-time`}
                aria-describedby={reason ? `${id}-reason` : undefined}
              />
              <label htmlFor={id} className={styles.label}>
                <span id={`${id}-time`} className={styles.time}>
                  {formatTime(slot.time)}
                </span>
                {reason ? (
                  <span id={`${id}-reason`} className={styles.reason}>
                    {reason}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
