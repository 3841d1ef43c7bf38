import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  communicationChannelLabels,
  communicationChannels,
  ownerProfileInputSchema,
  profileGenders,
  relationships,
  type OwnerProfile,
} from '@contracts/owners';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { loadFailureTexts, QueryState } from '@/components/query-state';
import { Radio, RadioGroup } from '@/components/radio-group';
import { labelledOptions, SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { failureText } from '@/lib/api-client';
import { useOwnerProfile, useUpdateOwnerProfile } from '@/lib/api/owner-profile';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useSchemaForm } from '@/lib/use-schema-form';
import formGrid from '@/components/form-grid.module.css';
import styles from './owner-profile-form.module.css';

/** docs/product.md#messages-and-timings: the save message clears after 3 seconds. */
export const PROFILE_MESSAGE_MS = 3000;

const genderLabels: Record<(typeof profileGenders)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

const ageMessage = 'Age must be between 13 and 120';
const fields = ownerProfileInputSchema.shape;

/**
 * Every field of the owner profile but the notification choices (those are the /settings toggles): the contract's
 * own fields and bounds, with age typed as text and the full name (first plus last) required.
 */
export const ownerProfileFormSchema = z
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
    emergencyContact: fields.emergencyContact,
    preferences: fields.preferences.unwrap().omit({ notifications: true }),
  })
  .refine((values) => `${values.firstName} ${values.lastName}`.trim() !== '', {
    message: 'Full name is required',
    path: ['firstName'],
  });
type OwnerProfileFormValues = z.input<typeof ownerProfileFormSchema>;

/** First and last name as stored, else split from the full name (accounts made before the split). */
export function ownerProfileFormDefaults(profile: OwnerProfile): OwnerProfileFormValues {
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
    emergencyContact: profile.emergencyContact,
    preferences: { communication: profile.preferences.communication, autoBooking: profile.preferences.autoBooking },
  };
}

/** The owner's one profile form, with its loading and error states: /profile's My Profile tab and the dashboard's Profile. */
export function OwnerProfilePanel() {
  const profile = useOwnerProfile();
  if (profile.isPending || profile.isError) {
    return (
      <QueryState
        query={profile}
        subject="your profile"
        {...loadFailureTexts('profile')}
        className={styles.form}
        rows={4}
        rowHeight={64}
        radius="md"
      />
    );
  }
  return <OwnerProfileForm profile={profile.data} />;
}

export function OwnerProfileForm({ profile }: { profile: OwnerProfile }) {
  const update = useUpdateOwnerProfile();
  const [message, showMessage] = useFlashMessage();
  const { register, handleSubmit, field } = useSchemaForm(ownerProfileFormSchema, {
    defaultValues: ownerProfileFormDefaults(profile),
  });

  const onSubmit = handleSubmit((values) => {
    // No notification choices in the body: the server then leaves the /settings toggles as they are.
    update.mutate(
      { ...values, name: `${values.firstName} ${values.lastName}`.trim() },
      {
        onSuccess: (result) =>
          showMessage({ tone: 'success', text: result.message ?? 'Profile updated successfully!' }, PROFILE_MESSAGE_MS),
        onError: (error) =>
          showMessage(
            {
              tone: 'danger',
              text: failureText(error, { failed: 'Failed to update profile', exception: 'Error updating profile' }),
            },
            PROFILE_MESSAGE_MS,
          ),
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Owner profile">
      <fieldset className={styles.card}>
        <legend className={styles.legend}>Personal details</legend>
        <div className={formGrid.grid}>
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
          <div className={formGrid.wide}>
            <TextField
              label="Email"
              type="email"
              value={profile.email}
              readOnly
              hint="Email cannot be changed. Contact support if needed."
            />
          </div>
          <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
          <TextField label="Date of birth" type="date" autoComplete="bday" {...field('dateOfBirth')} />
          <SelectField
            label="Gender"
            options={[{ value: '', label: 'Select gender' }, ...labelledOptions(profileGenders, genderLabels)]}
            {...register('gender')}
          />
          <TextField label="Age" type="number" inputMode="numeric" min={13} max={120} {...field('age')} />
          <div className={formGrid.wide}>
            <TextField label="Address" autoComplete="street-address" {...field('address')} />
          </div>
          <div className={formGrid.wide}>
            <TextField label="Profile photo URL" type="url" placeholder="https://" {...field('photoUrl')} />
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.card}>
        <legend className={styles.legend}>Emergency contact</legend>
        <div className={formGrid.grid}>
          <TextField label="Contact name" autoComplete="off" {...field('emergencyContact.name')} />
          <TextField label="Contact phone" type="tel" autoComplete="off" {...field('emergencyContact.phone')} />
          <SelectField
            label="Relationship"
            options={[
              { value: '', label: 'Select relationship' },
              ...relationships.map((relationship) => ({ value: relationship, label: relationship })),
            ]}
            {...register('emergencyContact.relationship')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.card}>
        <legend className={styles.legend}>Preferences</legend>
        <div className={styles.preferences}>
          <RadioGroup legend="Preferred communication">
            {communicationChannels.map((channel) => (
              <Radio
                key={channel}
                value={channel}
                label={communicationChannelLabels[channel]}
                {...register('preferences.communication')}
              />
            ))}
          </RadioGroup>
        </div>
        <p className={styles.note}>
          <BellRing size={16} aria-hidden="true" />
          <span>
            Email and SMS notifications are set in <Link to="/settings">Settings</Link>.
          </span>
        </p>
      </fieldset>

      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}
