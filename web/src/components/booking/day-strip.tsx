import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { Tile, TileGroup } from '@/components/booking/tile-group';
import { calendarDateParts, formatCalendarDate } from '@/lib/format';
import styles from './day-strip.module.css';

interface DayStripProps {
  /** The days shown, "YYYY-MM-DD", in order. */
  dates: readonly string[];
  /** Free times per day; undefined while loading, and a day missing from it is unknown (the count failed). */
  freeByDate: ReadonlyMap<string, number> | undefined;
  loading: boolean;
  value: string;
  onChange: (date: string) => void;
  onEarlier?: () => void;
  onLater?: () => void;
  hint?: string;
  error?: string;
  /** The first day's radio, focused when the date is missing on Confirm. */
  firstDayRef?: (node: HTMLInputElement | null) => void;
  /** The group's name: "Date", or "Check-in" for a stay. */
  legend?: string;
  /** What a day with nothing free says: "No times", or "Full" for places. */
  emptyText?: string;
}

const freeText = (free: number | undefined, emptyText: string) =>
  free === undefined ? undefined : free === 0 ? emptyText : `${free} free`;

/**
 * The coming days as one row of tiles, each saying how many times are still free, so an owner sees at a glance
 * which days to try; Earlier and Later move by the strip's length.
 */
export function DayStrip({
  dates,
  freeByDate,
  loading,
  value,
  onChange,
  onEarlier,
  onLater,
  hint,
  error,
  firstDayRef,
  legend = 'Date',
  emptyText = 'No times',
}: DayStripProps) {
  const actions = (
    <div className={styles.paging}>
      <PageButton direction="earlier" onPage={onEarlier} />
      <PageButton direction="later" onPage={onLater} />
    </div>
  );
  return (
    <TileGroup legend={legend} hint={hint} error={error} actions={actions}>
      {(name) => (
        <div className={styles.strip} aria-busy={loading || undefined}>
          {dates.map((date, index) => {
            const parts = calendarDateParts(date);
            const free = loading ? undefined : freeByDate?.get(date);
            return (
              <Tile
                key={date}
                ref={index === 0 ? firstDayRef : undefined}
                name={name}
                value={date}
                checked={value === date}
                onChange={onChange}
                accessibleName={formatCalendarDate(date, { weekday: true })}
                label={
                  <>
                    <span className={styles.weekday}>{parts.weekday}</span>
                    <span>{parts.monthDay}</span>
                  </>
                }
                detail={loading ? <Skeleton width={40} height={12} /> : freeText(free, emptyText)}
                tone={free === 0 ? 'quiet' : undefined}
              />
            );
          })}
        </div>
      )}
    </TileGroup>
  );
}

const pageButtons = {
  earlier: { label: 'Earlier', Icon: ChevronLeft, className: undefined },
  later: { label: 'Later', Icon: ChevronRight, className: styles.iconAfter },
};

/** Earlier or Later, disabled where the strip may not go further (no handler). */
function PageButton({ direction, onPage }: { direction: keyof typeof pageButtons; onPage?: () => void }) {
  const { label, Icon, className } = pageButtons[direction];
  return (
    <Button size="sm" variant="ghost" onClick={onPage} disabled={!onPage} icon={<Icon />} className={className}>
      {label}
    </Button>
  );
}
