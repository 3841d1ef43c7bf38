import { useEffect, useState, type ReactNode } from 'react';
import { BedDouble } from 'lucide-react';
import { STAYS_OCCUPANCY_DAYS, STAYS_OCCUPANCY_REACH_DAYS } from '@contracts/booking-vocabulary';
import type { CompanyBooking, StaysOccupancy } from '@contracts/company-bookings';
import { EmptyState } from '@/components/empty-state';
import { PeriodStepper } from '@/components/period-stepper';
import { stayDatesText } from '@/components/bookings/booking-terms';
import { loadFailureTexts, QueryState } from '@/components/query-state';
import { usePlaceGuests, useStaysOccupancy } from '@/features/company-dashboard/api/company-stays';
import { ApiError } from '@/lib/api-client';
import { calendarDateParts, formatCalendarDate, formatTime } from '@/lib/format';
import { addDaysToDate, isCalendarDate } from '@/lib/time-zone';
import { useSearchParam } from '@/lib/use-search-param';
import layout from '@/components/layout/dashboard-sections.module.css';
import { BookingLine } from './booking-line';
import styles from './stays-tab.module.css';

type PlaceService = StaysOccupancy['services'][number];

/** The night (or day) whose guests the tab lists. */
interface ChosenNight {
  serviceId: string;
  date: string;
}

/** The fortnight's first day is in the address (`?staysFrom=2026-12-21`) unless it is today, so a reload keeps it. */
const fortnightFrom = (text: string | null) => (text && isCalendarDate(text) ? text : undefined);

/**
 * The Bookings section's Stays tab (docs/product.md#company-dashboard): for each stay and day service, how many of
 * its places are taken each night or day of two weeks (from today, earlier or later fortnights a press away), from the
 * place counters; under the chosen night (tonight, or the fortnight's first, of the first service until another is
 * pressed), who holds those places, as a front desk reads it.
 */
export function StaysTab({
  companyId,
  onOpen,
}: {
  companyId: string | undefined;
  onOpen: (booking: CompanyBooking) => void;
}) {
  const [from, setFrom] = useSearchParam('staysFrom', fortnightFrom, { replace: true });
  const occupancy = useStaysOccupancy(companyId, from);
  const [picked, setPicked] = useState<ChosenNight | undefined>(undefined);
  // A link to a fortnight the API refuses (more than a year away, edited by hand) falls back to today's.
  const refused = occupancy.error instanceof ApiError && occupancy.error.status === 400;
  useEffect(() => {
    if (refused && from) setFrom(undefined);
  }, [refused, from, setFrom]);
  if (occupancy.isPending || occupancy.isError)
    return (
      <QueryState
        query={occupancy}
        subject="the stays"
        {...loadFailureTexts('stays')}
        className={layout.stack}
        rows={2}
        rowHeight={140}
      />
    );
  const { services, dates, today } = occupancy.data;
  if (services.length === 0)
    return (
      <EmptyState
        icon={<BedDouble size={28} />}
        headingLevel="h3"
        title="No stays or day care yet"
        description="Services booked by the night (boarding) or by the day (daycare) show their places here."
      />
    );
  const chosen: ChosenNight =
    picked && services.some((service) => service.serviceId === picked.serviceId) && dates.includes(picked.date)
      ? picked
      : { serviceId: services[0].serviceId, date: dates.includes(today) ? today : dates[0] };
  const first = dates[0];
  return (
    <div className={styles.services}>
      <PeriodStepper
        label="Fortnight"
        previousLabel="Earlier two weeks"
        nextLabel="Later two weeks"
        onPrevious={stepTo(shiftFortnight(first, -1), today, setFrom)}
        onToday={() => setFrom(undefined)}
        onNext={stepTo(shiftFortnight(first, 1), today, setFrom)}
        atToday={first === today}
        title={`${formatCalendarDate(first, { weekday: true })} to ${formatCalendarDate(dates.at(-1) ?? first, { weekday: true })}`}
      />
      {services.map((service) => (
        <ServiceOccupancy
          key={service.serviceId}
          service={service}
          dates={dates}
          chosenDate={service.serviceId === chosen.serviceId ? chosen.date : undefined}
          onChoose={(date) => setPicked({ serviceId: service.serviceId, date })}
        >
          {service.serviceId === chosen.serviceId ? (
            <NightGuests companyId={companyId} service={service} date={chosen.date} onOpen={onOpen} />
          ) : null}
        </ServiceOccupancy>
      ))}
    </div>
  );
}

/** The first day two weeks before or after `first`. */
const shiftFortnight = (first: string, direction: 1 | -1) => addDaysToDate(first, direction * STAYS_OCCUPANCY_DAYS);

/**
 * The stepper's move to the fortnight from `next`, where the API reaches (a year either way of today); back on today's
 * fortnight, the address drops the day.
 */
function stepTo(next: string, today: string, setFrom: (from: string | undefined) => void): (() => void) | undefined {
  const reachable =
    next >= addDaysToDate(today, -STAYS_OCCUPANCY_REACH_DAYS) &&
    next <= addDaysToDate(today, STAYS_OCCUPANCY_REACH_DAYS);
  if (!reachable) return undefined;
  return () => setFrom(next === today ? undefined : next);
}

const unitOf = (service: PlaceService) => (service.bookingMode === 'stay' ? 'night' : 'day');
const nightName = (service: PlaceService, date: string) =>
  `${unitOf(service) === 'night' ? 'the night of ' : ''}${formatCalendarDate(date, { weekday: true })}`;

function ServiceOccupancy({
  service,
  dates,
  chosenDate,
  onChoose,
  children,
}: {
  service: PlaceService;
  dates: readonly string[];
  chosenDate: string | undefined;
  onChoose: (date: string) => void;
  children: ReactNode;
}) {
  const unit = unitOf(service);
  const headingId = `stays-${service.serviceId}`;
  return (
    <section className={styles.service} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>
        {service.name}
        <span className={styles.capacity}>
          {service.capacity} {service.capacity === 1 ? 'place' : 'places'} per {unit}
        </span>
      </h3>
      <ol className={styles.days} aria-label={unit === 'night' ? 'Nights' : 'Days'}>
        {dates.map((date, index) => {
          const taken = service.taken[index] ?? 0;
          const parts = calendarDateParts(date);
          const share = service.capacity > 0 ? Math.min(1, taken / service.capacity) : 1;
          const tone = taken >= service.capacity ? styles.full : taken > 0 ? styles.some : styles.none;
          return (
            <li key={date}>
              <button
                type="button"
                className={`${styles.day} ${tone}`}
                aria-pressed={date === chosenDate}
                onClick={() => onChoose(date)}
              >
                {/* The name in words, the figures beside it for the eye: an aria-label without them fails label-in-name. */}
                <span className="visually-hidden">
                  {`${unit === 'night' ? 'Night of ' : ''}${formatCalendarDate(date, { weekday: true })}: ${taken} of ${service.capacity} places taken`}
                </span>
                <span className={styles.weekday} aria-hidden="true">
                  {parts.weekday}
                </span>
                <span className={styles.date} aria-hidden="true">
                  {parts.monthDay.replace(/^[A-Za-z]+ /, '')}
                </span>
                <span className={styles.count} aria-hidden="true">
                  {taken}/{service.capacity}
                </span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${Math.round(share * 100)}%` }} />
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      {children}
    </section>
  );
}

/**
 * The guests of one night or day, each stay with its check-in and check-out, each day booking with its drop-off; then
 * the stays that leave that day.
 */
function NightGuests({
  companyId,
  service,
  date,
  onOpen,
}: {
  companyId: string | undefined;
  service: PlaceService;
  date: string;
  onOpen: (booking: CompanyBooking) => void;
}) {
  const guests = usePlaceGuests(companyId, service.serviceId, date);
  const night = nightName(service, date);
  return (
    <>
      <GuestList
        id={`guests-${service.serviceId}`}
        title={`Guests on ${night}`}
        guests={guests.data?.guests}
        onOpen={onOpen}
      >
        {guests.isPending || guests.isError ? (
          <QueryState
            query={guests}
            subject={`the guests of ${night}`}
            {...loadFailureTexts('guests')}
            className={layout.list}
            rows={2}
            rowHeight={56}
            radius="md"
          />
        ) : (
          <p className={layout.muted}>{`No one is booked on ${night}.`}</p>
        )}
      </GuestList>
      {guests.data && guests.data.checkOuts.length > 0 ? (
        <GuestList
          id={`check-outs-${service.serviceId}`}
          title={`Checking out on ${formatCalendarDate(date, { weekday: true })}`}
          guests={guests.data.checkOuts}
          onOpen={onOpen}
        />
      ) : null}
    </>
  );
}

/** A titled list of guests, each opening its booking's details; `children` stands in while there are none. */
function GuestList({
  id,
  title,
  guests = [],
  onOpen,
  children,
}: {
  id: string;
  title: string;
  guests: readonly CompanyBooking[] | undefined;
  onOpen: (booking: CompanyBooking) => void;
  children?: ReactNode;
}) {
  return (
    <section className={styles.guests} aria-labelledby={id}>
      <h4 id={id} className={styles.guestsTitle}>
        {title}
      </h4>
      {guests.length === 0 ? (
        children
      ) : (
        <ul className={layout.list}>
          {guests.map((guest) => (
            <li key={guest.id}>
              <BookingLine
                booking={guest}
                headline={`${guest.petName} (${guest.customerName})`}
                detail={stayDatesText(guest) ?? `${guest.serviceName} from ${formatTime(guest.time)}`}
                onOpen={onOpen}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
