import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ownerProfileInputSchema, profileGenders, type OwnerProfile } from '@contracts/owners';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { failureText } from '@/lib/api-client';
import { profileInputOf, useUpdateOwnerProfile } from '@/lib/api/owner-profile';
import styles from './my-profile-form.module.css';

/** Document 3 section 4: the save message clears after 3 seconds. */
export const MY_PROFILE_MESSAGE_MS = 3000;

const genderLabels: Record<(typeof profileGenders)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

const ageMessage = 'Age must be between 13 and 120';
const fields = ownerProfileInputSchema.shape;

/** The /profile form: the contract's own fields and bounds, with age typed as text and the full name required. */
export const myProfileSchema = z
  .object({
    firstName: fields.firstName,
    lastName: fields.lastName,
    gender: fields.gender,
    age: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d+$/.test(value), ageMessage)
      .transform((value) => (value === '' ? null : Number(value)))
      .pipe(fields.age.unwrap()),
    photoUrl: fields.photoUrl,
    phone: fields.phone,
    address: fields.address,
    dateOfBirth: fields.dateOfBirth,
  })
  .refine((values) => `${values.firstName} ${values.lastName}`.trim() !== '', { message: 'Full name is required', path: ['firstName'] });
type MyProfileValues = z.input<typeof myProfileSchema>;
type MyProfileOutput = z.output<typeof myProfileSchema>;

/** First and last name as stored, else split from the full name (accounts made before the split). */
export function myProfileDefaults(profile: OwnerProfile): MyProfileValues {
  const [first = '', ...rest] = profile.name.trim().split(/\s+/);
  const split = !profile.firstName && !profile.lastName;
  return {
    firstName: split ? first : profile.firstName,
    lastName: split ? rest.join(' ') : profile.lastName,
    gender: profile.gender,
    age: profile.age === null ? '' : String(profile.age),
    photoUrl: profile.photoUrl,
    phone: profile.phone,
    address: profile.address,
    dateOfBirth: profile.dateOfBirth,
  };
}

export function MyProfileForm({ profile, email }: { profile: OwnerProfile; email: string }) {
  const update = useUpdateOwnerProfile();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MyProfileValues, unknown, MyProfileOutput>({ resolver: zodResolver(myProfileSchema), defaultValues: myProfileDefaults(profile) });

  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(() => setMessage(null), MY_PROFILE_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const onSubmit = handleSubmit((values) => {
    const name = `${values.firstName} ${values.lastName}`.trim();
    update.mutate(
      { ...profileInputOf(profile), ...values, name },
      {
        onSuccess: (result) => setMessage({ tone: 'success', text: result.message ?? 'Profile updated successfully!' }),
        onError: (error) => setMessage({ tone: 'danger', text: failureText(error, { failed: 'Failed to update profile', exception: 'Error updating profile' }) }),
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="My profile">
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <div className={styles.grid}>
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        <SelectField
          label="Gender"
          options={[{ value: '', label: 'Select gender' }, ...profileGenders.map((gender) => ({ value: gender, label: genderLabels[gender] }))]}
          {...register('gender')}
        />
        <TextField label="Age" type="number" inputMode="numeric" min={13} max={120} error={errors.age?.message} {...register('age')} />
        <div className={styles.wide}>
          <TextField label="Email" type="email" value={email} readOnly hint="Email cannot be changed. Contact support if needed." />
        </div>
        <div className={styles.wide}>
          <TextField label="Profile photo URL" type="url" placeholder="https://" error={errors.photoUrl?.message} {...register('photoUrl')} />
        </div>
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField label="Date of birth" type="date" error={errors.dateOfBirth?.message} {...register('dateOfBirth')} />
        <div className={styles.wide}>
          <TextField label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Update Profile'}
        </Button>
      </div>
    </form>
  );
}
