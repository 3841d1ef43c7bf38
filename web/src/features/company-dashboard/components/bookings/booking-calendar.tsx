import { bookingStatuses, bookingStatusLabels } from '@contracts/booking-vocabulary';
import type { CompanyBooking } from '@contracts/company-bookings';
import { stayNights } from '@/components/bookings/booking-terms';
import { PeriodStepper } from '@/components/period-stepper';
import { formatCalendarDate, formatMonth, formatTime } from '@/lib/format';
import { calendarWeeks, dayPreview } from './booking-views';
import styles from './bookings.module.css';

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface BookingCalendarProps {
  month: string;
  bookings: readonly CompanyBooking[];
  onMonthChange: (month: string) => void;
  onOpen: (booking: CompanyBooking) => void;
  /** '+N more' shows the whole day in the list view. */
  onShowDay: (date: string) => void;
  previousMonth: string;
  nextMonth: string;
  /** The month that holds today, where Today leads. */
  thisMonth: string;
}

/**
 * The month calendar: at most 3 appointments a day plus '+N more' (docs/product.md#company-dashboard), a stay on its
 * check-in day with its nights. On phones the grid becomes an agenda of the days that have appointments, since seven
 * columns of names do not fit 360 px.
 */
export function BookingCalendar({
  month,
  bookings,
  onMonthChange,
  onOpen,
  onShowDay,
  previousMonth,
  nextMonth,
  thisMonth,
}: BookingCalendarProps) {
  const weeks = calendarWeeks(month);
  const busyDays = weeks
    .flat()
    .filter((day): day is string => day !== null && bookings.some((booking) => booking.date === day));
  return (
    <section className={styles.calendar} aria-labelledby="calendar-month">
      <PeriodStepper
        label="Month"
        previousLabel={`Previous month, ${formatMonth(previousMonth)}`}
        nextLabel={`Next month, ${formatMonth(nextMonth)}`}
        onPrevious={() => onMonthChange(previousMonth)}
        onToday={() => onMonthChange(thisMonth)}
        onNext={() => onMonthChange(nextMonth)}
        atToday={month === thisMonth}
        title={formatMonth(month)}
        titleId="calendar-month"
      />
      <ul className={styles.legend} aria-label="Status colours">
        {bookingStatuses.map((status) => (
          <li key={status} className={styles[`status_${status}`]}>
            {bookingStatusLabels[status]}
          </li>
        ))}
      </ul>
      <table className={styles.monthGrid}>
        <caption className="visually-hidden">{`Appointments in ${formatMonth(month)}`}</caption>
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name} scope="col">
                <abbr title={name}>{name.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => (
                <td key={day ?? `empty-${column}`} className={day ? undefined : styles.outside}>
                  {day ? <CalendarDay day={day} bookings={bookings} onOpen={onOpen} onShowDay={onShowDay} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ol className={styles.agenda} aria-label={`Days with appointments in ${formatMonth(month)}`}>
        {busyDays.length === 0 ? <li className={styles.agendaEmpty}>No appointments this month.</li> : null}
        {busyDays.map((day) => (
          <li key={day}>
            <h4 className={styles.agendaDay}>{formatCalendarDate(day, { weekday: true })}</h4>
            <CalendarDay day={day} bookings={bookings} onOpen={onOpen} onShowDay={onShowDay} hideNumber />
          </li>
        ))}
      </ol>
    </section>
  );
}

function CalendarDay({
  day,
  bookings,
  onOpen,
  onShowDay,
  hideNumber = false,
}: {
  day: string;
  bookings: readonly CompanyBooking[];
  onOpen: (booking: CompanyBooking) => void;
  onShowDay: (date: string) => void;
  hideNumber?: boolean;
}) {
  const { shown, more } = dayPreview(bookings, day);
  return (
    <div className={styles.day}>
      {hideNumber ? null : <span className={styles.dayNumber}>{Number(day.slice(8, 10))}</span>}
      {shown.map((booking) => {
        const status = bookingStatusLabels[booking.status];
        // A stay shows on its check-in day, with its nights; the Stays tab counts the places night by night.
        const nights = stayNights(booking);
        return (
          <button
            key={booking.id}
            type="button"
            className={`${styles.dayItem} ${styles[`status_${booking.status}`]}`}
            onClick={() => onOpen(booking)}
            aria-label={[
              formatTime(booking.time),
              `${booking.petName} for ${booking.customerName}`,
              booking.serviceName,
              ...(nights ? [`check-in for ${nights}`] : []),
              status,
            ].join(', ')}
          >
            <span className={styles.dayItemText}>{`${formatTime(booking.time)} ${booking.petName}`}</span>
            <span className={styles.dayItemStatus}>{nights ? `${status} · ${nights}` : status}</span>
          </button>
        );
      })}
      {more > 0 ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => onShowDay(day)}
          aria-label={`${more} more appointments on ${formatCalendarDate(day)}`}
        >
          {`+${more} more`}
        </button>
      ) : null}
    </div>
  );
}
