import { useId } from 'react';
import { Star } from 'lucide-react';
import { ratingLabels } from '@contracts/booking-vocabulary';
import { formatQuantity, formatRating } from '@/lib/format';
import styles from './stars.module.css';

interface StarRatingProps {
  /** 0 to 5; partial stars are shown to the nearest half. */
  value: number;
  /** Review count, shown after the number. */
  count?: number;
  size?: 'sm' | 'md';
  /** Show the number ("4.3") after the stars. */
  showValue?: boolean;
}

/** A rating shown as stars with its number; screen readers hear "Rated 4.3 out of 5". */
export function StarRating({ value, count, size = 'sm', showValue = true }: StarRatingProps) {
  const rounded = Math.round(value * 2) / 2;
  const countText = count === undefined ? '' : ` (${formatQuantity(count, 'review')})`;
  return (
    <span className={`${styles.rating} ${styles[size]}`}>
      <span className={styles.stars} aria-hidden="true">
        {[1, 2, 3, 4, 5].map((position) => {
          const fill = rounded >= position ? 'full' : rounded >= position - 0.5 ? 'half' : 'empty';
          return (
            <span key={position} className={`${styles.star} ${fill === 'full' ? styles.full : styles.empty}`}>
              <Star />
              {fill === 'half' ? (
                <span className={`${styles.halfClip} ${styles.full}`}>
                  <Star />
                </span>
              ) : null}
            </span>
          );
        })}
      </span>
      <span className="visually-hidden">{`Rated ${formatRating(value)} out of 5${countText}`}</span>
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {formatRating(value)}
          {count === undefined ? null : <span className={styles.count}> ({count})</span>}
        </span>
      ) : null}
    </span>
  );
}

interface StarInputProps {
  legend: string;
  value: number;
  onChange: (value: number) => void;
  name?: string;
}

/**
 * Choosing 1 to 5 stars: a radio group (arrow keys move, each star is named "4 stars, Very Good"), with the label
 * of the chosen rating beside it (docs/product.md#reviews: Poor, Fair, Good, Very Good, Excellent).
 */
export function StarInput({ legend, value, onChange, name }: StarInputProps) {
  const generated = useId();
  const groupName = name ?? generated;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.inputRow}>
        <div className={styles.choices}>
          {ratingLabels.map((label, index) => {
            const stars = index + 1;
            const id = `${groupName}-${stars}`;
            return (
              <span key={stars} className={styles.choice}>
                <input
                  id={id}
                  type="radio"
                  name={groupName}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  className={styles.radio}
                />
                <label htmlFor={id} className={`${styles.starLabel} ${stars <= value ? styles.full : styles.empty}`}>
                  <Star aria-hidden="true" />
                  <span className="visually-hidden">{`${stars} ${stars === 1 ? 'star' : 'stars'}, ${label}`}</span>
                </label>
              </span>
            );
          })}
        </div>
        <span className={styles.chosen} aria-hidden="true">
          {ratingLabels[value - 1]}
        </span>
      </div>
    </fieldset>
  );
}
