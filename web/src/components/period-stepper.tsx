import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/button';
import styles from './period-stepper.module.css';

interface PeriodStepperProps {
  /** The group's name: "Day", "Fortnight", "Week", "Month". */
  label: string;
  /** The arrows' names: "Previous day", "Next day". */
  previousLabel: string;
  nextLabel: string;
  /** Absent where the period cannot go further back (or forward). */
  onPrevious?: () => void;
  onToday: () => void;
  onNext?: () => void;
  /** The period shown holds today: Today has nothing to do. */
  atToday: boolean;
  /** Nothing to step from yet (the company's today is not known). */
  disabled?: boolean;
  /** The period in words, announced when it changes. */
  title: ReactNode;
  /** The title's id, for a region it names. */
  titleId?: string;
  /** More of the toolbar, after the title (the Day view's date field). */
  children?: ReactNode;
}

/**
 * A dashboard's period toolbar: back, Today and forward, then the period shown (the Day view's day, the Stays tab's
 * fortnight, the team's week, the calendar's month).
 */
export function PeriodStepper({
  label,
  previousLabel,
  nextLabel,
  onPrevious,
  onToday,
  onNext,
  atToday,
  disabled = false,
  title,
  titleId,
  children,
}: PeriodStepperProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.stepper} role="group" aria-label={label}>
        <Button
          size="sm"
          variant="secondary"
          aria-label={previousLabel}
          icon={<ChevronLeft />}
          disabled={disabled || !onPrevious}
          onClick={onPrevious}
        />
        <Button size="sm" variant="secondary" disabled={disabled || atToday} onClick={onToday}>
          Today
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={nextLabel}
          icon={<ChevronRight />}
          disabled={disabled || !onNext}
          onClick={onNext}
        />
      </div>
      <h3 id={titleId} className={styles.title} aria-live="polite">
        {title}
      </h3>
      {children}
    </div>
  );
}
