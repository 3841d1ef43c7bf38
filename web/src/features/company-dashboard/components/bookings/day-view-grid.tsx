import type { CSSProperties } from 'react';
import { bookingStatusLabels } from '@contracts/booking-vocabulary';
import type { CompanyBooking } from '@contracts/company-bookings';
import { formatDuration, formatTime } from '@/lib/format';
import {
  blockGeometry,
  gutterHours,
  minuteOffset,
  minutesOf,
  nowOffset,
  sideBySide,
  windowHeight,
  type DayColumn,
  type DayWindow,
} from './day-view-layout';
import styles from './day-view.module.css';

/** A block shorter than this (a 15- or 20-minute appointment) has room for one line of text, not two. */
const TWO_LINES_PX = 34;

/** 570 -> "09:30" */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface DayViewGridProps {
  columns: DayColumn[];
  window: DayWindow;
  /** The company's wall-clock time now when the day is today (the current time line), else null. */
  now: string | null;
  onOpen: (booking: CompanyBooking) => void;
}

/**
 * The day as a calendar by staff column (docs/decisions/0087-day-view.md): an hour gutter in the company's time, one
 * column per member, each appointment a block sized by its duration with its buffer drawn lighter under it.
 */
export function DayViewGrid({ columns, window, now, onOpen }: DayViewGridProps) {
  const height = windowHeight(window);
  const nowTop = now ? nowOffset(now, window) : null;
  return (
    <div
      className={styles.grid}
      style={{ '--columns': columns.length, '--day-height': `${height}px` } as CSSProperties}
    >
      <div className={styles.corner} aria-hidden="true" />
      {columns.map((column) => (
        <div key={column.id} className={styles.head}>
          <span className={styles.headName}>{column.name}</span>
          <span className={styles.headDetail}>{column.detail}</span>
        </div>
      ))}
      <div className={styles.gutter} aria-hidden="true">
        {gutterHours(window).map((hour, index) => (
          <span key={hour} className={styles.hour} style={{ top: index === 0 ? 0 : minuteOffset(hour, window) }}>
            {formatTime(clock(hour))}
          </span>
        ))}
        {nowTop !== null && now ? (
          <span className={styles.nowLabel} style={{ top: nowTop }}>
            {formatTime(now)}
          </span>
        ) : null}
      </div>
      {columns.map((column) => (
        <div
          key={column.id}
          role="group"
          aria-label={`${column.name}: ${column.bookings.length === 1 ? '1 appointment' : `${column.bookings.length} appointments`}`}
          className={styles.column}
        >
          {nowTop !== null ? <div className={styles.now} style={{ top: nowTop }} aria-hidden="true" /> : null}
          {sideBySide(column.bookings).map(({ booking, lane, lanes }) => (
            <Block key={booking.id} booking={booking} window={window} lane={lane} lanes={lanes} onOpen={onOpen} />
          ))}
        </div>
      ))}
    </div>
  );
}

function Block({
  booking,
  window,
  lane,
  lanes,
  onOpen,
}: {
  booking: CompanyBooking;
  window: DayWindow;
  lane: number;
  lanes: number;
  onOpen: (booking: CompanyBooking) => void;
}) {
  const { top, height, bufferHeight } = blockGeometry(booking, window);
  const end = formatTime(clock(minutesOf(booking.time) + booking.duration));
  const status = bookingStatusLabels[booking.status];
  const compact = height < TWO_LINES_PX;
  // The visible text is the button's name (WCAG 2.5.3); the end time and the buffer's length are added for screen readers.
  return (
    <button
      type="button"
      className={`${styles.block} ${styles[booking.status]}`}
      style={{
        top,
        height: height + bufferHeight,
        left: `calc(${(lane / lanes) * 100}% + 2px)`,
        width: `calc(${100 / lanes}% - 4px)`,
      }}
      onClick={() => onOpen(booking)}
    >
      <span className={`${styles.appointment} ${compact ? styles.compact : ''}`} style={{ height }}>
        <span className={styles.blockLine}>
          <span className={styles.blockTime}>{formatTime(booking.time)}</span>
          <span className="visually-hidden">{` to ${end}, `}</span>
          {/* On a one-line block the colour shows the status; the name still says it. */}
          <span className={compact ? 'visually-hidden' : styles.blockStatus}>{status}</span>
        </span>
        <span className="visually-hidden">, </span>
        <span className={styles.blockLine}>{`${booking.petName} · ${booking.customerName}`}</span>
        <span className="visually-hidden">, </span>
        <span className={styles.blockLine}>{booking.serviceName}</span>
      </span>
      {bufferHeight > 0 ? (
        <span className={styles.buffer} style={{ height: bufferHeight }}>
          <span className="visually-hidden">, then </span>
          Buffer
          <span className="visually-hidden">{` ${formatDuration(booking.bufferMinutes)}`}</span>
        </span>
      ) : null}
    </button>
  );
}
