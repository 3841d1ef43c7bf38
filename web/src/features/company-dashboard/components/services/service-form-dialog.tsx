import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { weekdayLabels, weekdays } from '@contracts/company';
import { MAX_GALLERY_IMAGES } from '@contracts/media';
import {
  BUFFER_STEP_MINUTES,
  MAX_BUFFER_MINUTES,
  serviceInputSchema,
  serviceMessages,
  type CompanyService,
} from '@contracts/services';
import {
  bookingModeLabels,
  bookingModes,
  categoryLabels,
  defaultBookingMode,
  MAX_CAPACITY,
  MIN_CAPACITY,
  serviceCategories,
  servicePetTypes,
  type ServiceCategory,
} from '@contracts/service-vocabulary';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Dialog } from '@/components/dialog';
import { RadioGroup } from '@/components/radio-group';
import { labelledOptions, SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import formGrid from '@/components/form-grid.module.css';
import { failureText } from '@/lib/api-client';
import { useCreateService, useUpdateService } from '@/features/company-dashboard/api/company-services';
import { TeamMembersField } from '@/features/company-dashboard/components/services/team-members-field';
import { ImagePicker } from '@/features/company-dashboard/components/media/image-picker';
import { photoTarget } from '@/features/company-dashboard/components/media/image-resize';
import { serviceFormDefaults } from '@/features/company-dashboard/components/services/service-form';
import fieldset from '@/components/fieldset.module.css';
import dialogForm from '@/components/dialog-form.module.css';
import styles from './services.module.css';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const bufferOptions = Array.from({ length: MAX_BUFFER_MINUTES / BUFFER_STEP_MINUTES + 1 }, (_, index) => {
  const minutes = index * BUFFER_STEP_MINUTES;
  return { value: String(minutes), label: minutes === 0 ? 'No buffer' : `${minutes} minutes` };
});

interface ServiceFormDialogProps {
  open: boolean;
  /** The service to edit; a new one when absent. */
  service: CompanyService | undefined;
  companyId: string | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The add/edit modal (docs/product.md#company-dashboard) with the fields, defaults, steps and messages of docs/product.md#validation. */
export function ServiceFormDialog({ open, service, companyId, onClose, onSaved }: ServiceFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      align="start"
      size="xl"
      title={service ? `Edit ${service.name}` : 'Add Service'}
    >
      {open ? (
        <ServiceForm
          key={service?.id ?? 'new'}
          service={service}
          companyId={companyId}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Dialog>
  );
}

function ServiceForm({ service, companyId, onClose, onSaved }: Omit<ServiceFormDialogProps, 'open'>) {
  const create = useCreateService(companyId);
  const update = useUpdateService(companyId);
  const [saveError, setSaveError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    errors,
    formState: { dirtyFields },
    field,
  } = useSchemaForm(serviceInputSchema, {
    defaultValues: serviceFormDefaults(service),
  });
  const [availability, images, employeeIds, bookingMode] = useWatch({
    control,
    name: ['availability', 'images', 'employeeIds', 'bookingMode'],
  });
  const byPlaces = bookingMode === 'stay' || bookingMode === 'day';
  const missingRequired = [errors.name, errors.description, errors.price, errors.petTypes].some(
    (error) => error?.message === serviceMessages.required,
  );
  const pending = create.isPending || update.isPending;

  const onSubmit = handleSubmit((input) => {
    setSaveError(null);
    const done = {
      onSuccess: () => onSaved(service ? 'Service updated successfully.' : 'Service added successfully.'),
    };
    if (service) {
      update.mutate(
        { id: service.id, input },
        {
          ...done,
          onError: (error) =>
            setSaveError(
              failureText(error, { failed: serviceMessages.updateFailed, exception: 'Error updating service' }),
            ),
        },
      );
    } else {
      create.mutate(input, {
        ...done,
        onError: (error) =>
          setSaveError(failureText(error, { failed: serviceMessages.addFailed, exception: 'Error adding service' })),
      });
    }
  });

  // Field messages other than the shared "required" one (length, steps) show under their field.
  const fieldError = (message: string | undefined) =>
    message && message !== serviceMessages.required ? message : undefined;

  return (
    <form
      className={dialogForm.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={service ? `Edit ${service.name}` : 'Add a service'}
    >
      {missingRequired ? <Alert tone="danger">{serviceMessages.required}</Alert> : null}
      {saveError ? <Alert tone="danger">{saveError}</Alert> : null}

      <div className={formGrid.grid}>
        <TextField
          label="Name"
          required
          error={fieldError(errors.name?.message)}
          aria-invalid={errors.name ? true : undefined}
          {...register('name')}
        />
        <SelectField
          label="Category"
          options={labelledOptions(serviceCategories, categoryLabels)}
          {...register('category', {
            // Boarding is booked by the night and daycare by the day unless the company chose otherwise.
            onChange: (event: { target: { value: string } }) => {
              if (!service && !dirtyFields.bookingMode)
                setValue('bookingMode', defaultBookingMode(event.target.value as ServiceCategory));
            },
          })}
        />
        <SelectField
          label="Booked as"
          hint="Stays take one place each night, day bookings one place that day."
          options={labelledOptions(bookingModes, bookingModeLabels)}
          {...field('bookingMode')}
        />
        {byPlaces ? (
          <TextField
            label="Capacity (places)"
            hint="Runs, kennels or places you have each night or day."
            type="number"
            required
            min={MIN_CAPACITY}
            max={MAX_CAPACITY}
            step={1}
            inputMode="numeric"
            aria-invalid={errors.capacity ? true : undefined}
            {...field('capacity', {
              setValueAs: (value: unknown) => (value === '' || value === null ? undefined : Number(value)),
            })}
          />
        ) : null}
        <TextField
          label={
            bookingMode === 'stay'
              ? 'Price per night (USD)'
              : bookingMode === 'day'
                ? 'Price per day (USD)'
                : 'Price (USD)'
          }
          type="number"
          required
          min={0}
          step={0.01}
          inputMode="decimal"
          error={fieldError(errors.price?.message)}
          aria-invalid={errors.price ? true : undefined}
          {...register('price', { valueAsNumber: true })}
        />
        <TextField
          label="Duration (minutes)"
          type="number"
          min={15}
          step={15}
          {...field('duration', { valueAsNumber: true })}
        />
        <SelectField
          label="Buffer after each appointment"
          hint="Clean-up time: the team member takes nothing else meanwhile."
          options={bufferOptions}
          {...field('bufferMinutes', { valueAsNumber: true })}
        />
      </div>
      <TextareaField
        label="Description"
        required
        rows={3}
        error={fieldError(errors.description?.message)}
        aria-invalid={errors.description ? true : undefined}
        {...register('description')}
      />

      <RadioGroup legend="Pet types" error={fieldError(errors.petTypes?.message)}>
        <div className={styles.checkGrid}>
          {servicePetTypes.map((type) => (
            <Checkbox key={type} label={capitalise(type)} value={type} {...register('petTypes')} />
          ))}
        </div>
      </RadioGroup>

      <TeamMembersField
        companyId={companyId}
        value={employeeIds ?? []}
        onChange={(next) => setValue('employeeIds', next, { shouldDirty: true })}
        error={errors.employeeIds?.message}
      />

      <fieldset className={fieldset.fieldset}>
        <legend className={fieldset.legend}>Availability</legend>
        {weekdays.map((day) => {
          const entry = availability?.[day];
          const error = errors.availability?.[day]?.endTime?.message;
          return (
            <div key={day} className={styles.dayRow}>
              <Checkbox label={weekdayLabels[day]} {...register(`availability.${day}.enabled`)} />
              {entry?.enabled ? (
                <span className={styles.times}>
                  <label>
                    <span className="visually-hidden">{weekdayLabels[day]} from</span>
                    <input type="time" className={styles.time} {...register(`availability.${day}.startTime`)} />
                  </label>
                  <span aria-hidden="true">to</span>
                  <label>
                    <span className="visually-hidden">{weekdayLabels[day]} until</span>
                    <input
                      type="time"
                      className={styles.time}
                      aria-invalid={error ? true : undefined}
                      {...register(`availability.${day}.endTime`)}
                    />
                  </label>
                </span>
              ) : (
                <span className={styles.off}>Off</span>
              )}
              {error ? <p className={styles.dayError}>{error}</p> : null}
            </div>
          );
        })}
      </fieldset>

      <TextareaField
        label="Requirements"
        rows={2}
        hint="For example: vaccinations up to date."
        {...field('requirements')}
      />
      <TextareaField label="Cancellation policy" rows={2} {...field('cancellationPolicy')} />
      <ImagePicker
        label="Service photos"
        hint={`Up to ${MAX_GALLERY_IMAGES} photos; they show on the service's marketplace card.`}
        images={images ?? []}
        onChange={(next) => setValue('images', next, { shouldDirty: true })}
        max={MAX_GALLERY_IMAGES}
        target={photoTarget}
        itemName={(index) => `Service photo ${index + 1}`}
      />
      <Checkbox label="Active (bookable in the marketplace)" {...register('isActive')} />

      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {service ? 'Save Changes' : 'Add Service'}
        </Button>
      </div>
    </form>
  );
}
