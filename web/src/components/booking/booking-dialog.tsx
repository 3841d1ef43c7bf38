import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PawPrint } from 'lucide-react';
import { bookingMessages } from '@contracts/bookings';
import { Alert } from '@/components/alert';
import { Button, ButtonLink } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { SelectField } from '@/components/select-field';
import { Skeleton } from '@/components/skeleton';
import { TextareaField } from '@/components/textarea-field';
import { TextField } from '@/components/text-field';
import { SlotPicker } from '@/components/booking/slot-picker';
import type { BookableService } from '@/components/booking/bookable-service';
import { validateBookingDraft, type BookingDraft, type BookingProblem } from '@/components/booking/booking-validation';
import { ApiError, failureText } from '@/lib/api-client';
import { useAvailability, useCreateBooking } from '@/lib/api/booking';
import { usePets } from '@/lib/api/pets';
import { formatCurrency, formatDuration } from '@/lib/format';
import { useSession } from '@/lib/session';
import { addDaysToDate, localDateString, timeZoneLabel, viewerTimeZone } from '@/lib/time-zone';
import styles from './booking-dialog.module.css';

/** Document 1 section 9: the success message stays 2 seconds, then the dialog closes. */
export const BOOKING_SUCCESS_CLOSE_MS = 2000;
/** Where Add Pet leads: the dashboard's pets section, with the add form open. */
export const ADD_PET_PATH = '/pet-owner/dashboard?section=pets&add=1';

interface BookingDialogProps {
  service: BookableService | null;
  onClose: () => void;
}

/** The booking modal of document 1: opened by Book Now on the marketplace, a company page and Book Again. */
export default function BookingDialog({ service, onClose }: BookingDialogProps) {
  return (
    <Dialog
      open={service !== null}
      onClose={onClose}
      size="lg"
      align="start"
      title={service ? `Book ${service.serviceName}` : 'Book a service'}
      description={service ? `${service.companyName} · ${formatCurrency(service.price)} · ${formatDuration(service.duration)}` : undefined}
    >
      {/* The dialog unmounts its content when closed, so every opening starts from an empty form. */}
      {service ? <BookingForm service={service} onClose={onClose} /> : null}
    </Dialog>
  );
}

function BookingForm({ service, onClose }: { service: BookableService; onClose: () => void }) {
  const { role } = useSession();
  const mayBook = role === 'pet_owner' || role === 'superadmin';
  const pets = usePets({ enabled: mayBook });
  const createBooking = useCreateBooking();
  const [earliestDate] = useState(() => addDaysToDate(localDateString(), 1));
  // The server takes bookings up to a year ahead in the company's time zone; the picker stops there too.
  const [latestDate] = useState(() => addDaysToDate(localDateString(), 365));
  const [draft, setDraft] = useState<BookingDraft>({ petId: '', date: '', time: '' });
  const [notes, setNotes] = useState('');
  const [specialRequirements, setSpecialRequirements] = useState('');
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const availability = useAvailability(service.companyId, service.serviceId, draft.date);
  const fieldRefs = useRef<Partial<Record<BookingProblem['field'], HTMLElement | null>>>({});

  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = window.setTimeout(onClose, BOOKING_SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, onClose]);

  if (!mayBook) {
    return (
      <Alert tone="info" title="Booking is for pet owners">
        Sign in with a pet owner account to book services.
      </Alert>
    );
  }

  const petList = pets.data ?? [];
  const noPets = pets.isSuccess && petList.length === 0;
  const timeZone = availability.data?.timeZone;
  const update = (change: Partial<BookingDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblem(null);
    setServerError(null);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createBooking.isPending || succeeded) return;
    const found = validateBookingDraft(draft, { earliestDate, timeZone });
    setProblem(found);
    setServerError(null);
    if (found) {
      const target = fieldRefs.current[found.field];
      // The time field is a group: focus its first open slot.
      (found.field === 'time' ? target?.querySelector<HTMLInputElement>('input:not(:disabled)') : target)?.focus();
      return;
    }
    createBooking.mutate(
      { companyId: service.companyId, serviceId: service.serviceId, ...draft, notes: notes.trim(), specialRequirements: specialRequirements.trim() },
      {
        onSuccess: () => setSucceeded(true),
        onError: (error) => {
          setServerError(failureText(error, { failed: bookingMessages.failed, exception: bookingMessages.error }));
          // The slot went to someone else meanwhile: ask for a fresh view of the day.
          if (error instanceof ApiError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE')) {
            setDraft((current) => ({ ...current, time: '' }));
          }
        },
      },
    );
  }

  const slotHint = !draft.date
    ? 'Choose a date to see the times.'
    : timeZone && timeZone !== viewerTimeZone()
      ? `Times are in the provider's time zone: ${timeZoneLabel(timeZone)}.`
      : undefined;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={`Book ${service.serviceName}`}>
      {succeeded ? <Alert tone="success">{bookingMessages.success}</Alert> : null}
      {serverError ? <Alert tone="danger">{serverError}</Alert> : null}

      <fieldset className={styles.fields} disabled={succeeded}>
        {pets.isPending ? (
          <div className={styles.petSkeleton} aria-busy="true">
            <span className="visually-hidden">Loading your pets</span>
            <Skeleton width="30%" height={14} />
            <Skeleton height={44} radius="md" />
          </div>
        ) : pets.isError ? (
          <Alert
            tone="danger"
            action={
              <Button size="sm" variant="secondary" onClick={() => void pets.refetch()}>
                Try Again
              </Button>
            }
          >
            {failureText(pets.error, { failed: 'Failed to load pets', exception: 'Error loading pets', preferServerMessage: false })}
          </Alert>
        ) : noPets ? (
          <div className={styles.noPets}>
            <PawPrint size={28} aria-hidden="true" />
            <p>{bookingMessages.noPets}</p>
            <ButtonLink to={ADD_PET_PATH} variant="secondary" onClick={onClose}>
              Add Pet
            </ButtonLink>
          </div>
        ) : (
          <SelectField
            ref={(node) => {
              fieldRefs.current.petId = node;
            }}
            label="Pet"
            value={draft.petId}
            onChange={(event) => update({ petId: event.target.value })}
            options={[{ value: '', label: 'Select a pet' }, ...petList.map((pet) => ({ value: pet.id, label: `${pet.name} (${pet.type})` }))]}
            error={problem?.field === 'petId' ? problem.message : undefined}
          />
        )}

        <TextField
          ref={(node) => {
            fieldRefs.current.date = node;
          }}
          label="Date"
          type="date"
          min={earliestDate}
          max={latestDate}
          value={draft.date}
          onChange={(event) => update({ date: event.target.value, time: '' })}
          hint="The earliest date is tomorrow."
          error={problem?.field === 'date' ? problem.message : undefined}
        />

        {draft.date && availability.isPending ? (
          <div aria-busy="true" className={styles.slotsLoading}>
            <span className="visually-hidden">Loading the free times</span>
            <Skeleton width="15%" height={14} />
            <Skeleton height={104} radius="md" />
          </div>
        ) : (
          <div
            ref={(node) => {
              fieldRefs.current.time = node;
            }}
          >
            {availability.isError ? (
              <Alert tone="warning">We could not check which times are free. Choose a time; the provider&apos;s calendar is checked when you confirm.</Alert>
            ) : null}
            <SlotPicker
              slots={draft.date ? availability.data?.slots : undefined}
              value={draft.time}
              onChange={(time) => update({ time })}
              hint={slotHint}
              error={problem?.field === 'time' ? problem.message : undefined}
            />
          </div>
        )}

        <TextareaField label="Notes (optional)" value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={1000} rows={3} />
        <TextareaField
          label="Special requirements (optional)"
          value={specialRequirements}
          onChange={(event) => setSpecialRequirements(event.target.value)}
          maxLength={1000}
          rows={3}
          hint="Allergies, handling, anything the provider should know."
        />
      </fieldset>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="accent" loading={createBooking.isPending} disabled={succeeded || !pets.isSuccess || noPets}>
          {createBooking.isPending ? 'Booking...' : 'Confirm Booking'}
        </Button>
      </div>
    </form>
  );
}
