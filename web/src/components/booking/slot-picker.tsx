import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { type SlotAvailability, type SlotUnavailableReason } from '@contracts/bookings';
import { Tile, TileGroup } from '@/components/booking/tile-group';
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
  slots: readonly SlotAvailability[];
  value: string;
  onChange: (time: string) => void;
  /** Times the chosen pet already has a booking at, and how to say so ("Max is booked"). */
  petBusy?: { times: ReadonlySet<string>; label: string };
  hint?: string;
  error?: string;
  /** The first free time's radio, focused when the time is missing on Confirm. */
  firstTimeRef?: (node: HTMLInputElement | null) => void;
  /** The group's name: "Time", or "Check-in time" for a stay. */
  legend?: string;
}

/**
 * The day's times as one radio group: the free ones first (with the chosen pet's own bookings shown among them, not
 * choosable), the ones the server would refuse folded under "Show N unavailable", each with its reason.
 */
export function SlotPicker({
  slots,
  value,
  onChange,
  petBusy,
  hint,
  error,
  firstTimeRef,
  legend = 'Time',
}: SlotPickerProps) {
  const [showUnavailable, setShowUnavailable] = useState(false);
  const free = slots.filter((slot) => slot.available);
  const unavailable = slots.filter((slot) => !slot.available);
  const firstChoosable = free.find((slot) => !petBusy?.times.has(slot.time))?.time;
  const listId = useId();

  const unavailableList =
    unavailable.length > 0 ? (
      <div className={styles.unavailable}>
        <button
          type="button"
          className={styles.disclosure}
          aria-expanded={showUnavailable}
          aria-controls={listId}
          onClick={() => setShowUnavailable((open) => !open)}
        >
          <ChevronDown size={16} aria-hidden="true" className={showUnavailable ? styles.open : undefined} />
          {showUnavailable ? 'Hide' : 'Show'} {unavailable.length} unavailable
        </button>
        {showUnavailable ? (
          <ul id={listId} className={styles.reasons} aria-label="Unavailable times">
            {unavailable.map((slot) => (
              <li key={slot.time}>
                <span className={styles.reasonTime}>{formatTime(slot.time)}</span>
                <span>{slotReasonLabels[slot.reason ?? 'unavailable']}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    ) : null;

  return (
    <TileGroup legend={legend} hint={hint} error={error} after={unavailableList}>
      {(name) =>
        free.length > 0 ? (
          <div className={styles.grid}>
            {free.map((slot) => {
              const busy = petBusy?.times.has(slot.time) ?? false;
              return (
                <Tile
                  key={slot.time}
                  ref={slot.time === firstChoosable ? firstTimeRef : undefined}
                  name={name}
                  value={slot.time}
                  checked={value === slot.time}
                  onChange={onChange}
                  label={formatTime(slot.time)}
                  detail={busy ? petBusy?.label : undefined}
                  disabled={busy}
                  tone={busy ? 'busy' : undefined}
                />
              );
            })}
          </div>
        ) : (
          <p className={styles.none}>No free times on this day. Please choose another day.</p>
        )
      }
    </TileGroup>
  );
}
