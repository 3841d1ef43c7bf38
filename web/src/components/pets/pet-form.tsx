import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import { MAX_PET_PHOTOS, petGenders, petTypes } from '@contracts/pet-vocabulary';
import { petInputSchema, type Pet } from '@contracts/pets';
import { Alert } from '@/components/alert';
import { AuthorizedImage } from '@/components/authorized-image';
import { Button } from '@/components/button';
import { FieldError, FieldHint } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { TextareaField } from '@/components/textarea-field';
import { TextField } from '@/components/text-field';
import { checkPhotoSelection, photoInputAccept } from '@/components/pets/photo-checks';
import { ApiError, failureText } from '@/lib/api-client';
import { PhotoUploadError, useSavePet } from '@/lib/api/pets';
import { petPhotoUrl } from '@/lib/use-authorized-image';
import { useSchemaForm } from '@/lib/use-schema-form';
import formGrid from '@/components/form-grid.module.css';
import styles from './pet-form.module.css';

/** The pet form checks the contract's own schema (photos are handled beside the form: uploaded first). */
const petFormSchema = petInputSchema.omit({ photos: true });
type PetFormValues = z.input<typeof petFormSchema>;

const requiredMessage = 'Name, type, and breed are required';

/** The form's starting values: medical lists are edited as comma-separated text (docs/product.md#pets). */
export function petFormDefaults(pet?: Pet): PetFormValues {
  return {
    name: pet?.name ?? '',
    type: pet?.type ?? ('' as PetFormValues['type']),
    breed: pet?.breed ?? '',
    age: pet?.age ?? '',
    weight: pet?.weight ?? '',
    gender: pet?.gender ?? 'Unknown',
    color: pet?.color ?? '',
    microchipId: pet?.microchipId ?? '',
    medicalInfo: {
      allergies: pet?.medicalInfo.allergies.join(', ') ?? '',
      medications: pet?.medicalInfo.medications.join(', ') ?? '',
      conditions: pet?.medicalInfo.conditions.join(', ') ?? '',
      lastCheckup: pet?.medicalInfo.lastCheckup ?? '',
    },
    behaviorNotes: pet?.behaviorNotes ?? '',
    specialNeeds: pet?.specialNeeds ?? '',
  };
}

interface AddedPhoto {
  key: number;
  file: File;
  preview: string;
}

interface PetFormProps {
  /** The pet being edited; a new pet when absent. */
  pet?: Pet;
  onSaved: (pet: Pet, message: string | undefined) => void;
  onCancel: () => void;
}

/** The pet (docs/product.md#pets): every field, photos uploaded first, then the pet saved with their paths. */
export function PetForm({ pet, onSaved, onCancel }: PetFormProps) {
  const savePet = useSavePet();
  const photoInputId = useId();
  const [keptPhotos, setKeptPhotos] = useState<string[]>(pet?.photos ?? []);
  const [added, setAdded] = useState<AddedPhoto[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const nextKey = useRef(1);
  const addedRef = useRef<AddedPhoto[]>([]);
  const { register, handleSubmit, errors, field } = useSchemaForm(petFormSchema, {
    defaultValues: petFormDefaults(pet),
  });

  useEffect(() => {
    addedRef.current = added;
  }, [added]);
  // Previews are blob URLs: release them when the form goes away.
  useEffect(() => () => addedRef.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  const photoCount = keptPhotos.length + added.length;
  const missingRequired =
    errors.name?.message === requiredMessage ||
    errors.type?.message === requiredMessage ||
    errors.breed?.message === requiredMessage;
  // A required text field left empty is marked, and named in the banner above rather than under the field.
  const requiredTextField = (name: 'name' | 'breed') => {
    const message = errors[name]?.message;
    return {
      required: true,
      autoComplete: 'off',
      'aria-invalid': errors[name] ? true : undefined,
      error: message && message !== requiredMessage ? message : undefined,
      ...register(name),
    };
  };

  function onPhotosChosen(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const problem = checkPhotoSelection(files, photoCount);
    setPhotoError(problem);
    if (problem) return;
    setAdded((current) => [
      ...current,
      ...files.map((file) => ({ key: nextKey.current++, file, preview: URL.createObjectURL(file) })),
    ]);
  }

  function removeAdded(photo: AddedPhoto) {
    URL.revokeObjectURL(photo.preview);
    setAdded((current) => current.filter((item) => item.key !== photo.key));
    setPhotoError(null);
  }

  const onSubmit = handleSubmit((fields) => {
    setSaveError(null);
    savePet.mutate(
      { petId: pet?.id, fields, keptPhotos, newPhotos: added.map((photo) => photo.file) },
      {
        onSuccess: (result) => onSaved(result.data, result.message),
        onError: (error) => {
          if (error instanceof PhotoUploadError) {
            setSaveError('Failed to upload photos');
            const cause = error.cause;
            if (cause instanceof ApiError && cause.details?.photos)
              setPhotoError(cause.serverMessage ?? cause.details.photos);
            return;
          }
          setSaveError(
            pet
              ? failureText(error, { failed: 'Failed to update pet', exception: 'Error updating pet' })
              : failureText(error, { failed: 'Failed to add pet', exception: 'Error adding pet' }),
          );
        },
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={pet ? `Edit ${pet.name}` : 'Add a pet'}>
      {missingRequired ? <Alert tone="danger">{requiredMessage}</Alert> : null}
      {saveError ? <Alert tone="danger">{saveError}</Alert> : null}

      <fieldset className={styles.section}>
        <legend className={styles.legend}>About your pet</legend>
        <div className={formGrid.grid}>
          <TextField label="Name" {...requiredTextField('name')} />
          <SelectField
            label="Type"
            required
            aria-invalid={errors.type ? true : undefined}
            options={[{ value: '', label: 'Select type' }, ...petTypes.map((type) => ({ value: type, label: type }))]}
            {...register('type')}
          />
          <TextField label="Breed" {...requiredTextField('breed')} />
          <TextField label="Age" placeholder="e.g. 3 years" {...field('age')} />
          <TextField label="Weight" placeholder="e.g. 12 kg" {...field('weight')} />
          <SelectField
            label="Gender"
            options={petGenders.map((gender) => ({ value: gender, label: gender }))}
            {...register('gender')}
          />
          <TextField label="Color" {...field('color')} />
          <TextField label="Microchip ID" {...field('microchipId')} />
        </div>
      </fieldset>

      <fieldset className={styles.section} aria-describedby={`${photoInputId}-hint`}>
        <legend className={styles.legend}>Photos</legend>
        <FieldHint
          id={`${photoInputId}-hint`}
        >{`JPEG, PNG or WebP, up to 5 MB each, at most ${MAX_PET_PHOTOS} photos.`}</FieldHint>
        {photoCount > 0 ? (
          <ul className={styles.photos}>
            {keptPhotos.map((path, index) => (
              <li key={path} className={styles.photo}>
                <AuthorizedImage url={petPhotoUrl(path)} alt={`Photo ${index + 1}`} className={styles.photoImage} />
                <button
                  type="button"
                  className={styles.removePhoto}
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => {
                    setKeptPhotos((current) => current.filter((item) => item !== path));
                    setPhotoError(null);
                  }}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
            {added.map((photo) => (
              <li key={photo.key} className={styles.photo}>
                <img src={photo.preview} alt={`New photo ${photo.file.name}`} className={styles.photoImage} />
                <button
                  type="button"
                  className={styles.removePhoto}
                  aria-label={`Remove ${photo.file.name}`}
                  onClick={() => removeAdded(photo)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <label
            htmlFor={photoInputId}
            className={`${styles.upload} ${photoCount >= MAX_PET_PHOTOS ? styles.uploadDisabled : ''}`}
          >
            <ImagePlus size={20} aria-hidden="true" />
            <span>Add photos</span>
          </label>
          <input
            id={photoInputId}
            type="file"
            multiple
            accept={photoInputAccept}
            className={styles.fileInput}
            onChange={onPhotosChosen}
            disabled={photoCount >= MAX_PET_PHOTOS}
            aria-describedby={photoError ? `${photoInputId}-error` : undefined}
          />
        </div>
        <FieldError id={`${photoInputId}-error`}>{photoError}</FieldError>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Health</legend>
        <div className={formGrid.grid}>
          <TextField
            label="Allergies"
            hint="Separate with commas, e.g. chicken, pollen"
            {...field('medicalInfo.allergies')}
          />
          <TextField label="Medications" hint="Separate with commas" {...field('medicalInfo.medications')} />
          <TextField label="Conditions" hint="Separate with commas" {...field('medicalInfo.conditions')} />
          <TextField label="Last checkup" type="date" {...field('medicalInfo.lastCheckup')} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Behavior and needs</legend>
        <div className={formGrid.grid}>
          <TextareaField label="Behavior notes" rows={3} {...field('behaviorNotes')} />
          <TextareaField label="Special needs" rows={3} {...field('specialNeeds')} />
        </div>
      </fieldset>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={savePet.isPending}>
          {savePet.isPending ? 'Saving...' : pet ? 'Save Changes' : 'Add Pet'}
        </Button>
      </div>
    </form>
  );
}
