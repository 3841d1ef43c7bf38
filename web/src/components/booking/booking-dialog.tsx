import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CircleCheck, PawPrint } from 'lucide-react';
import {
  MAX_AVAILABILITY_DAYS,
  repeatMessages,
  stayMessages,
  type CreateBookingInput,
  type OwnerBooking,
  type Repeat,
} from '@contracts/bookings';
import { bookingMessages, petBusyMessage } from '@contracts/booking-vocabulary';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SelectField } from '@/components/select-field';
import { Skeleton } from '@/components/skeleton';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast-context';
import { DayStrip } from '@/components/booking/day-strip';
import { CheckOutPicker } from '@/components/booking/check-out-picker';
import { petBusyTimes } from '@/components/booking/pet-busy-times';
import {
  conflictLines,
  repeatLabel,
  RepeatPicker,
  SeriesDates,
  seriesHoldText,
} from '@/components/booking/repeat-picker';
import { SlotPicker } from '@/components/booking/slot-picker';
import type { BookableService } from '@/components/booking/bookable-service';
import { storeBookingIntent } from '@/components/booking/booking-intent';
import {
  bookingResolver,
  contextProblem,
  type BookingDraft,
  type BookingField,
  type BookingRequest,
} from '@/components/booking/booking-validation';
import { bookedWhen } from '@/components/bookings/booked-when';
import { ErrorWithRetry } from '@/components/error-with-retry';
import { loadFailureTexts } from '@/components/query-state';
import { ApiError, failureText } from '@/lib/api-client';
import { useAvailability, useAvailabilityRange, useBookingPreview, useCreateBooking } from '@/lib/api/booking';
import { useOwnerBookings } from '@/lib/api/owner-bookings';
import { usePets } from '@/lib/api/pets';
import {
  calendarDateParts,
  formatCurrency,
  formatDuration,
  formatNights,
  formatTime,
  priceUnitSuffix,
} from '@/lib/format';
import { useSession } from '@/lib/session';
import { addDaysToDate, localDateString, timeZoneLabel, viewerTimeZone } from '@/lib/time-zone';
import styles from './booking-dialog.module.css';

/** docs/product.md#messages-and-timings: the success message stays 2 seconds, then the dialog closes. */
export const BOOKING_SUCCESS_CLOSE_MS = 2000;
/** Where Add Pet leads (docs/product.md#bookings: to the owner dashboard): its pets section, with the add form open. */
export const ADD_PET_PATH = '/pet-owner/dashboard?section=pets&add=1';
/** Where View booking leads: the booking's confirmation in My Bookings (details, policy, what happens next). */
export const bookingConfirmationPath = (bookingId: string) =>
  `/pet-owner/dashboard?section=bookings&bookingId=${encodeURIComponent(bookingId)}&booked=1`;

interface BookingDialogProps {
  service: BookableService | null;
  onClose: () => void;
}

/** The booking modal (docs/product.md#bookings): opened by Book Now on the marketplace, a company page and Book Again. */
export default function BookingDialog({ service, onClose }: BookingDialogProps) {
  return (
    <Dialog
      open={service !== null}
      onClose={onClose}
      size="lg"
      align="start"
      placement="full-sheet"
      title={service ? `Book ${service.serviceName}` : 'Book a service'}
      description={
        service
          ? [
              service.companyName,
              `${formatCurrency(service.price)}${priceUnitSuffix(service.bookingMode)}`,
              // A stay or a day booking holds a place for the night or the day, not for the service's minutes.
              service.bookingMode === 'appointment' ? formatDuration(service.duration) : null,
            ]
              .filter(Boolean)
              .join(' · ')
          : undefined
      }
    >
      {/* The dialog unmounts its content when closed, so every opening starts from an empty form. */}
      {service ? <BookingForm service={service} onClose={onClose} /> : null}
    </Dialog>
  );
}

/** "Tue, Nov 24, 2026 at 10:00 AM", naming the company's zone where it differs from the viewer's. */
/** Answers that mean the chosen time (or its team member) went to someone else: ask for a fresh view of the day. */
const staleTimeCodes = new Set([
  'SLOT_TAKEN',
  'SLOT_UNAVAILABLE',
  'EMPLOYEE_BUSY',
  'EMPLOYEE_UNAVAILABLE',
  'FULLY_BOOKED',
]);
const fieldOrder: readonly BookingField[] = ['petId', 'date', 'time'];

/** What the dialog's error area says: the server's words, and for a refused series why each date was refused. */
interface ServerError {
  message: string;
  dateLines?: string[];
}

function BookingForm({ service, onClose }: { service: BookableService; onClose: () => void }) {
  const { role } = useSession();
  const mayBook = role === 'pet_owner' || role === 'superadmin';
  const pets = usePets({ enabled: mayBook });
  const ownerBookings = useOwnerBookings({ enabled: mayBook });
  const createBooking = useCreateBooking();
  const [earliestDate] = useState(() => addDaysToDate(localDateString(), 1));
  // The server takes bookings up to a year ahead in the company's time zone; the strip stops there too.
  const [latestDate] = useState(() => addDaysToDate(localDateString(), 365));
  const [stripStart, setStripStart] = useState(earliestDate);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [booked, setBooked] = useState<OwnerBooking | null>(null);
  /** docs/product.md#repeat-appointments: null books one appointment. */
  const [repeat, setRepeat] = useState<Repeat | null>(null);
  /** A stay's nights (0: no check-out chosen yet); docs/product.md#stays-and-day-care. */
  const [nights, setNights] = useState(0);
  const checkOutRef = useRef<HTMLSelectElement | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<BookingDraft, unknown, BookingRequest>({
    resolver: bookingResolver,
    defaultValues: {
      companyId: service.companyId,
      serviceId: service.serviceId,
      petId: '',
      date: '',
      time: '',
      notes: '',
      specialRequirements: '',
      employeeId: '',
    },
    shouldFocusError: false,
  });
  const [petId, date, time, employeeId] = useWatch({ control, name: ['petId', 'date', 'time', 'employeeId'] });
  const range = useAvailabilityRange(
    service.companyId,
    service.serviceId,
    stripStart,
    MAX_AVAILABILITY_DAYS,
    employeeId,
  );
  const availability = useAvailability(service.companyId, service.serviceId, date, employeeId);
  const fieldRefs = useRef<Partial<Record<BookingField, HTMLElement | null>>>({});
  const holdId = useId();

  const petList = pets.data ?? [];
  const pet = petList.find((candidate) => candidate.id === petId);
  const timeZone = availability.data?.timeZone ?? range.data?.timeZone;
  // Stays and day bookings take places, not a team member's time: the server's answer says which this service is.
  const mode = range.data?.bookingMode ?? availability.data?.bookingMode ?? 'appointment';
  const isStay = mode === 'stay';
  const byPlaces = mode !== 'appointment';
  const endDate = isStay && date && nights > 0 ? addDaysToDate(date, nights) : '';
  // Only appointments repeat, and only once the server has said this service is one.
  const offerRepeat = mode === 'appointment' && Boolean(range.data ?? availability.data);
  const series = offerRepeat ? repeat : null;
  const total = service.price * (isStay ? Math.max(nights, 1) : (series?.count ?? 1));
  const seriesInput: CreateBookingInput | null =
    series && petId && date && time
      ? {
          companyId: service.companyId,
          serviceId: service.serviceId,
          petId,
          date,
          time,
          ...(employeeId ? { employeeId } : {}),
          repeat: series,
        }
      : null;
  const { preview, settling } = useBookingPreview(seriesInput);
  const previewLoading = settling || preview.isPending;
  // A preview that failed does not hold Confirm: the server books the whole series or nothing either way.
  const seriesHold = seriesInput
    ? seriesHoldText({ loading: previewLoading, occurrences: preview.data?.occurrences })
    : null;
  const busyFor = (forPet: string, forDate: string) =>
    !byPlaces && forPet && forDate && timeZone && ownerBookings.data
      ? petBusyTimes(ownerBookings.data, forPet, forDate, service.duration, timeZone)
      : new Set<string>();
  const busyTimes = busyFor(petId, date);

  if (!mayBook) {
    return (
      <Alert tone="info" title="Booking is for pet owners">
        Sign in with a pet owner account to book services.
      </Alert>
    );
  }
  if (booked) return <BookingSucceeded booking={booked} repeat={series} onClose={onClose} />;

  const noPets = pets.isSuccess && petList.length === 0;
  const team = range.data?.team ?? availability.data?.team ?? [];
  const member = team.find((candidate) => candidate.id === employeeId);
  // The provider cannot be booked now (or cannot be asked): never offer times nobody checked.
  const unreadable = range.isError ? range.error : availability.isError ? availability.error : null;
  const stripDates = Array.from({ length: MAX_AVAILABILITY_DAYS }, (_, index) =>
    addDaysToDate(stripStart, index),
  ).filter((day) => day <= latestDate);
  const update = (change: Partial<Pick<BookingDraft, 'petId' | 'date' | 'time' | 'employeeId'>>) => {
    const next = { ...getValues(), ...change };
    // A time the newly chosen pet is already booked at cannot stay chosen.
    if (busyFor(next.petId, next.date).has(next.time)) next.time = '';
    for (const field of ['petId', 'date', 'time', 'employeeId'] as const) {
      if (next[field] !== getValues(field)) setValue(field, next[field]);
    }
    clearErrors();
    setServerError(null);
  };

  const focusField = (field: BookingField) => fieldRefs.current[field]?.focus();
  const send = (request: BookingRequest) => {
    if (createBooking.isPending) return;
    setServerError(null);
    // Beyond the schema: the date and time in the future in the company's zone, and the pet free then.
    const late = contextProblem(getValues(), {
      earliestDate,
      timeZone,
      petBusy: pet ? { times: busyTimes, message: petBusyMessage(pet.name) } : undefined,
    });
    if (late) {
      setError(late.field, { type: 'validate', message: late.message });
      focusField(late.field);
      return;
    }
    if (isStay && !endDate) {
      setServerError({ message: stayMessages.endDateRequired });
      checkOutRef.current?.focus();
      return;
    }
    const body = isStay ? { ...request, endDate } : series ? { ...request, repeat: series } : request;
    createBooking.mutate(body, {
      onSuccess: (result) => setBooked(result.data),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'SERIES_CONFLICT') {
          setServerError({
            message: error.serverMessage ?? repeatMessages.conflict,
            dateLines: conflictLines(error.details ?? {}),
          });
          return;
        }
        setServerError({
          message: failureText(error, { failed: bookingMessages.failed, exception: bookingMessages.error }),
        });
        if (error instanceof ApiError && staleTimeCodes.has(error.code ?? '')) setValue('time', '');
      },
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(send, (found) => {
      setServerError(null);
      const field = fieldOrder.find((name) => found[name]);
      if (field) focusField(field);
    })(event);

  const slotHint =
    timeZone && timeZone !== viewerTimeZone()
      ? `Times are in the provider's time zone: ${timeZoneLabel(timeZone)}.`
      : undefined;
  const chosenDay = date ? calendarDateParts(date) : undefined;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={`Book ${service.serviceName}`}>
      {serverError?.dateLines ? (
        <Alert tone="danger" title={serverError.message}>
          <ul className={styles.conflictDates} aria-label="Dates that cannot be booked">
            {serverError.dateLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      ) : serverError ? (
        <Alert tone="danger">{serverError.message}</Alert>
      ) : null}

      <div className={styles.fields}>
        {pets.isPending ? (
          <div className={styles.petSkeleton} aria-busy="true">
            <span className="visually-hidden">Loading your pets</span>
            <Skeleton width="30%" height={14} />
            <Skeleton height={44} radius="md" />
          </div>
        ) : pets.isError ? (
          <ErrorWithRetry onRetry={() => pets.refetch()}>
            {failureText(pets.error, { ...loadFailureTexts('pets'), preferServerMessage: false })}
          </ErrorWithRetry>
        ) : noPets ? (
          <div className={styles.noPets}>
            <PawPrint size={28} aria-hidden="true" />
            <p>{bookingMessages.noPets}</p>
            <ButtonLink
              to={ADD_PET_PATH}
              variant="secondary"
              onClick={() => {
                // The pets section brings the owner back to this service once the pet is saved.
                storeBookingIntent(service);
                onClose();
              }}
            >
              Add Pet
            </ButtonLink>
          </div>
        ) : (
          <SelectField
            ref={(node) => {
              fieldRefs.current.petId = node;
            }}
            label="Pet"
            value={petId}
            onChange={(event) => update({ petId: event.target.value })}
            options={[
              { value: '', label: 'Select a pet' },
              ...petList.map((option) => ({ value: option.id, label: `${option.name} (${option.type})` })),
            ]}
            error={errors.petId?.message}
          />
        )}

        {unreadable ? (
          <ErrorWithRetry
            title="This provider's calendar could not be read"
            onRetry={() => Promise.all([range.refetch(), date ? availability.refetch() : undefined])}
          >
            {failureText(unreadable, {
              failed: 'Please try again in a moment.',
              exception: 'Please try again in a moment.',
            })}
          </ErrorWithRetry>
        ) : (
          <>
            {team.length > 0 ? (
              <SelectField
                label="Team member"
                value={employeeId}
                onChange={(event) => update({ employeeId: event.target.value, time: '' })}
                options={[
                  { value: '', label: 'Any available' },
                  ...team.map((option) => ({ value: option.id, label: option.name })),
                ]}
                hint="Ask for someone by name, or leave it to the provider."
              />
            ) : null}
            <DayStrip
              dates={stripDates}
              freeByDate={
                range.data
                  ? new Map(range.data.days.map((day) => [day.date, byPlaces && day.checkIn === false ? 0 : day.free]))
                  : undefined
              }
              loading={range.isPending}
              value={date}
              onChange={(day) => update({ date: day, time: '' })}
              legend={isStay ? 'Check-in' : 'Date'}
              emptyText={byPlaces ? 'Full' : 'No times'}
              onEarlier={
                stripStart > earliestDate
                  ? () => setStripStart(addDaysToDate(stripStart, -MAX_AVAILABILITY_DAYS))
                  : undefined
              }
              onLater={
                addDaysToDate(stripStart, MAX_AVAILABILITY_DAYS) <= latestDate
                  ? () => setStripStart(addDaysToDate(stripStart, MAX_AVAILABILITY_DAYS))
                  : undefined
              }
              hint="The earliest date is tomorrow."
              error={errors.date?.message}
              firstDayRef={(node) => {
                fieldRefs.current.date = node;
              }}
            />

            {!date ? (
              <div className={styles.times}>
                <h3 className={styles.timesHeading}>Time</h3>
                <p className={styles.timesPlaceholder}>Choose a date to see its free times.</p>
              </div>
            ) : availability.isPending ? (
              <div aria-busy="true" className={styles.slotsLoading}>
                <span className="visually-hidden">Loading the free times</span>
                <Skeleton width="15%" height={14} />
                <Skeleton height={104} radius="md" />
              </div>
            ) : (
              <div className={styles.times}>
                <SlotPicker
                  legend={isStay ? 'Check-in time' : byPlaces ? 'Drop-off time' : 'Time'}
                  slots={availability.data?.slots ?? []}
                  value={time}
                  onChange={(chosen) => update({ time: chosen })}
                  petBusy={pet ? { times: busyTimes, label: `${pet.name} is booked` } : undefined}
                  hint={slotHint}
                  error={errors.time?.message}
                  firstTimeRef={(node) => {
                    fieldRefs.current.time = node;
                  }}
                />
              </div>
            )}
            {isStay && date ? (
              <CheckOutPicker
                ref={checkOutRef}
                checkIn={date}
                nights={nights}
                onChange={(chosen) => {
                  setNights(chosen);
                  setServerError(null);
                }}
                freeByDate={range.data ? new Map(range.data.days.map((day) => [day.date, day.free])) : undefined}
              />
            ) : null}
            {offerRepeat ? (
              <RepeatPicker
                value={repeat}
                onChange={(chosen) => {
                  setRepeat(chosen);
                  setServerError(null);
                }}
              />
            ) : null}
            {series ? (
              <SeriesDates
                complete={seriesInput !== null}
                loading={previewLoading}
                error={preview.error}
                onRetry={() => preview.refetch()}
                occurrences={preview.data?.occurrences}
              />
            ) : null}
          </>
        )}

        <TextareaField label="Notes (optional)" maxLength={1000} rows={3} {...register('notes')} />
        <TextareaField
          label="Special requirements (optional)"
          maxLength={1000}
          rows={3}
          hint="Allergies, handling, anything the provider should know."
          {...register('specialRequirements')}
        />
      </div>

      {/* Pinned to the bottom of the dialog on every size: what is being booked stays in sight of Confirm. */}
      <div className={styles.footer}>
        <dl className={styles.summary} aria-label="Your booking">
          <div>
            <dt className="visually-hidden">{isStay || series ? 'Total' : 'Price'}</dt>
            <dd className={styles.price}>{formatCurrency(total)}</dd>
          </div>
          {series ? (
            <div>
              <dt className="visually-hidden">Appointments</dt>
              <dd>{`${series.count} appointments × ${formatCurrency(service.price)}`}</dd>
            </div>
          ) : null}
          {isStay ? (
            <div>
              <dt className="visually-hidden">Nights</dt>
              <dd className={nights > 0 ? undefined : styles.missing}>
                {nights > 0
                  ? `${formatNights(nights)} × ${formatCurrency(service.price)}`
                  : `${formatCurrency(service.price)} per night`}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="visually-hidden">Pet</dt>
            <dd className={pet ? undefined : styles.missing}>{pet ? pet.name : 'No pet yet'}</dd>
          </div>
          <div>
            <dt className="visually-hidden">Date and time</dt>
            <dd className={chosenDay ? undefined : styles.missing}>
              {chosenDay
                ? `${chosenDay.weekday}, ${chosenDay.monthDay}${time ? ` · ${formatTime(time)}` : ''}${
                    endDate ? ` to ${calendarDateParts(endDate).weekday}, ${calendarDateParts(endDate).monthDay}` : ''
                  }`
                : 'No date yet'}
            </dd>
          </div>
          {member ? (
            <div>
              <dt className="visually-hidden">Team member</dt>
              <dd>with {member.name}</dd>
            </div>
          ) : null}
        </dl>
        {seriesHold ? (
          <p id={holdId} className={previewLoading ? styles.hold : styles.holdRefused}>
            {seriesHold}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} className={styles.cancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="accent"
            loading={createBooking.isPending}
            disabled={!pets.isSuccess || noPets || Boolean(unreadable) || seriesHold !== null}
            aria-describedby={seriesHold ? holdId : undefined}
          >
            {createBooking.isPending ? 'Booking...' : 'Confirm Booking'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * What replaces the form once the booking is made: the spec's text, the service, pet, day and time, and the way to
 * it. After 2 seconds the dialog closes and a toast keeps the link. A series names its first appointment (the one
 * the server answers with) and how many were booked.
 */
function BookingSucceeded({
  booking,
  repeat,
  onClose,
}: {
  booking: OwnerBooking;
  repeat: Repeat | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const when = bookedWhen(booking);
  const successText = repeat ? `${repeat.count} appointments booked` : bookingMessages.success;
  const viewLabel = repeat ? 'View bookings' : 'View booking';

  // The latest close, read when the timer fires: the page re-rendering (its lists reload after the booking) must not
  // restart the 2 s, so the timer does not depend on it.
  const closeWithToast = useRef(() => {});
  useEffect(() => {
    closeWithToast.current = () => {
      toast.show({
        title: `${booking.serviceName}, ${when}`,
        message: successText,
        link: { label: viewLabel, href: bookingConfirmationPath(booking.id), onFollow: (href) => void navigate(href) },
      });
      onClose();
    };
  });

  useEffect(() => {
    // Confirm is gone: the focus moves to the answer instead of falling out of the dialog.
    panel.current?.focus();
    const timer = window.setTimeout(() => closeWithToast.current(), BOOKING_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div ref={panel} className={styles.success} role="status" tabIndex={-1}>
      <span className={styles.successIcon}>
        <CircleCheck size={32} aria-hidden="true" />
      </span>
      <p className={styles.successText}>{successText}</p>
      <dl className={styles.successDetails}>
        <div>
          <dt>Service</dt>
          <dd>{booking.serviceName}</dd>
        </div>
        <div>
          <dt>Pet</dt>
          <dd>{booking.petName}</dd>
        </div>
        <div>
          <dt>{repeat ? 'First' : 'When'}</dt>
          <dd>{when}</dd>
        </div>
        {repeat ? (
          <div>
            <dt>Repeats</dt>
            <dd>{repeatLabel(repeat.everyWeeks)}</dd>
          </div>
        ) : null}
        {booking.employeeName ? (
          <div>
            <dt>With</dt>
            <dd>{booking.employeeName}</dd>
          </div>
        ) : null}
      </dl>
      <ButtonLink to={bookingConfirmationPath(booking.id)} variant="primary" onClick={onClose}>
        {viewLabel}
      </ButtonLink>
    </div>
  );
}
