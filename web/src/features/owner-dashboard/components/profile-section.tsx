import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { communicationChannels, ownerProfileInputSchema, relationships, type OwnerProfile } from '@contracts/owners';
import { QueryState } from '@/components/query-state';
import { failureText } from '@/lib/api-client';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Radio, RadioGroup } from '@/components/radio-group';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { profileInputOf, useOwnerProfile, useUpdateOwnerProfile } from '@/lib/api/owner-profile';
import styles from './profile-section.module.css';

/** Document 3 section 4: the save message clears after 3 seconds. */
export const PROFILE_MESSAGE_MS = 3000;

const sectionSchema = ownerProfileInputSchema.pick({ name: true, phone: true, address: true, emergencyContact: true, preferences: true });
type SectionValues = z.input<typeof sectionSchema>;
type SectionOutput = z.output<typeof sectionSchema>;

const channelLabels = { email: 'Email', phone: 'Phone', sms: 'SMS' } as const;

/** Profile (dashboard section): name, phone, address, emergency contact and preferences. */
export function ProfileSection() {
  const profile = useOwnerProfile();
  if (profile.isPending || profile.isError) {
    return <QueryState query={profile} subject="your profile" failed="Failed to load profile" exception="Error loading profile" className={styles.form} rows={4} rowHeight={64} radius="md" />;
  }
  return <OwnerProfileForm profile={profile.data} />;
}

function OwnerProfileForm({ profile }: { profile: OwnerProfile }) {
  const update = useUpdateOwnerProfile();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SectionValues, unknown, SectionOutput>({
    resolver: zodResolver(sectionSchema),
    defaultValues: { name: profile.name, phone: profile.phone, address: profile.address, emergencyContact: profile.emergencyContact, preferences: profile.preferences },
  });

  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(() => setMessage(null), PROFILE_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const onSubmit = handleSubmit((values) => {
    // The PUT replaces the whole profile: the /profile page's own fields go back as they were loaded.
    update.mutate(
      { ...profileInputOf(profile), ...values },
      {
        onSuccess: (result) => setMessage({ tone: 'success', text: result.message ?? 'Profile updated successfully!' }),
        onError: (error) => setMessage({ tone: 'danger', text: failureText(error, { failed: 'Failed to update profile', exception: 'Error updating profile' }) }),
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Owner profile">
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}

      <fieldset className={styles.card}>
        <legend className={styles.legend}>Contact details</legend>
        <div className={styles.grid}>
          <TextField label="Full name" required autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
          <div className={styles.wide}>
            <TextField label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.card}>
        <legend className={styles.legend}>Emergency contact</legend>
        <div className={styles.grid}>
          <TextField label="Contact name" autoComplete="off" error={errors.emergencyContact?.name?.message} {...register('emergencyContact.name')} />
          <TextField label="Contact phone" type="tel" autoComplete="off" error={errors.emergencyContact?.phone?.message} {...register('emergencyContact.phone')} />
          <SelectField
            label="Relationship"
            options={[{ value: '', label: 'Select relationship' }, ...relationships.map((relationship) => ({ value: relationship, label: relationship }))]}
            {...register('emergencyContact.relationship')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.card}>
        <legend className={styles.legend}>Preferences</legend>
        <div className={styles.preferences}>
          <fieldset className={styles.group}>
            <legend className={styles.groupLegend}>Notifications</legend>
            <Checkbox label="Email notifications" {...register('preferences.notifications.email')} />
            <Checkbox label="SMS notifications" {...register('preferences.notifications.sms')} />
            <Checkbox label="Push notifications" {...register('preferences.notifications.push')} />
          </fieldset>
          <RadioGroup legend="Preferred communication">
            {communicationChannels.map((channel) => (
              <Radio key={channel} value={channel} label={channelLabels[channel]} {...register('preferences.communication')} />
            ))}
          </RadioGroup>
          <Checkbox label="Auto-booking" hint="Rebook regular services automatically when a provider offers it." {...register('preferences.autoBooking')} />
        </div>
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}
