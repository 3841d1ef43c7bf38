import { useState } from 'react';
import { weekdayLabels, weekdays } from '@contracts/company';
import type { CompanyBooking } from '@contracts/company-bookings';
import type { Employee } from '@contracts/employees';
import { CardGrid, cardGrid } from '@/components/card-grid';
import { PeriodStepper } from '@/components/period-stepper';
import { loadFailureTexts, QueryState } from '@/components/query-state';
import { useCompanyBookingsRange } from '@/features/company-dashboard/api/company-bookings';
import { formatCalendarDate, formatTime } from '@/lib/format';
import { addDaysToDate, localDateString } from '@/lib/time-zone';
import layout from '@/components/layout/dashboard-sections.module.css';
import styles from './employees.module.css';

/** The Monday of the week that holds `date` ("YYYY-MM-DD"). */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDaysToDate(date, -((weekday + 6) % 7));
}

/** The Schedules tab: one week, each employee's working hours per day and the appointments assigned to them. */
export function EmployeeSchedules({
  employees,
  companyId,
}: {
  employees: readonly Employee[];
  companyId: string | undefined;
}) {
  const thisMonday = weekStart(localDateString());
  const [monday, setMonday] = useState(thisMonday);
  const sunday = addDaysToDate(monday, 6);
  const bookings = useCompanyBookingsRange(companyId, monday, sunday);
  const days = weekdays.map((day, index) => ({ day, date: addDaysToDate(monday, index) }));
  const assigned = (employee: Employee, date: string): CompanyBooking[] =>
    (bookings.data?.bookings ?? [])
      .filter(
        (booking) => booking.employeeId === employee.id && booking.date === date && booking.status !== 'cancelled',
      )
      .sort((a, b) => a.time.localeCompare(b.time));

  return (
    <div className={layout.section}>
      <PeriodStepper
        label="Week"
        previousLabel="Previous week"
        nextLabel="Next week"
        onPrevious={() => setMonday(addDaysToDate(monday, -7))}
        onToday={() => setMonday(thisMonday)}
        onNext={() => setMonday(addDaysToDate(monday, 7))}
        atToday={monday === thisMonday}
        title={`${formatCalendarDate(monday, { weekday: true })} to ${formatCalendarDate(sunday, { weekday: true })}`}
      />
      {employees.length === 0 ? (
        <p className={layout.muted}>No active employees: their weeks show here once they are added and active.</p>
      ) : bookings.isPending || bookings.isError ? (
        <QueryState
          query={bookings}
          subject="the week's appointments"
          {...loadFailureTexts('appointments')}
          {...cardGrid(300)}
          rows={2}
          rowHeight={280}
        />
      ) : (
        <CardGrid as="div" minWidth={300}>
          {employees.map((employee) => (
            <section key={employee.id} className={layout.panel} aria-labelledby={`schedule-${employee.id}`}>
              <h4 id={`schedule-${employee.id}`} className={styles.name}>
                {employee.name}
                <span className={layout.muted}>{` · ${employee.position}`}</span>
              </h4>
              <ul className={styles.week}>
                {days.map(({ day, date }) => {
                  const hours = employee.workingHours[day];
                  const appointments = assigned(employee, date);
                  return (
                    <li key={day} className={styles.weekDay}>
                      <span className={styles.weekDayName}>{weekdayLabels[day].slice(0, 3)}</span>
                      <span className={hours.available ? undefined : styles.off}>
                        {hours.available ? `${formatTime(hours.start)} - ${formatTime(hours.end)}` : 'Off'}
                      </span>
                      {appointments.length > 0 ? (
                        <ul className={styles.dayBookings} aria-label={`Appointments on ${weekdayLabels[day]}`}>
                          {appointments.map((booking) => (
                            <li
                              key={booking.id}
                            >{`${formatTime(booking.time)} ${booking.serviceName} (${booking.petName})`}</li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </CardGrid>
      )}
    </div>
  );
}
