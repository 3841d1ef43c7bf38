import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Weekday } from '@contracts/company';
import type { CompanyProfile, CompanyProfileInput } from '@contracts/company-profile';
import { MAX_GALLERY_IMAGES } from '@contracts/media';
import type { SubscriptionView } from '@contracts/subscription';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useSchemaForm } from '@/lib/use-schema-form';
import formGrid from '@/components/form-grid.module.css';
import { FeatureGate } from '@/components/plan-gates/feature-gate';
import { gateRefusal } from '@/components/plan-gates/plan-gate-rules';
import { UpgradeAlert } from '@/components/plan-gates/upgrade-alert';
import { loadFailureTexts, QueryState } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import { Tabs } from '@/components/tabs';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { useCompanyProfile, useUpdateCompanyProfile } from '@/features/company-dashboard/api/company-profile';
import { useCompanySubscription } from '@/features/company-dashboard/api/company-subscription';
import { useFlashMessage } from '@/lib/use-flash-message';
import { ImagePicker } from '@/features/company-dashboard/components/media/image-picker';
import { logoTarget, photoTarget } from '@/features/company-dashboard/components/media/image-resize';
import { BusinessHoursFields } from '@/features/company-dashboard/components/profile/business-hours-fields';
import {
  PROFILE_MESSAGE_MS,
  profileFormDefaults,
  profileFormSchema,
  profileSaveError,
  timeZoneOptions,
} from '@/features/company-dashboard/components/profile/profile-form';
import { ProfileStatistics } from '@/features/company-dashboard/components/profile/profile-statistics';
import { useActingCompany } from '@/features/company-dashboard/hooks/use-acting-company';
import layout from '@/components/layout/dashboard-sections.module.css';
import styles from './profile.module.css';

/** Profile (docs/product.md#company-dashboard): Basic Info, Business Hours, Photos and Statistics. */
export function ProfileSection() {
  const { companyId, bypassPlan } = useActingCompany();
  const profile = useCompanyProfile(companyId);
  const subscription = useCompanySubscription(companyId);
  if (!profile.data) {
    return (
      <QueryState
        query={profile}
        subject="your profile"
        {...loadFailureTexts('profile')}
        className={layout.stack}
        rows={4}
        rowHeight={72}
      />
    );
  }
  return (
    <ProfileForm
      key={profile.data.id}
      profile={profile.data}
      subscription={subscription.data}
      bypass={bypassPlan}
      companyId={companyId}
    />
  );
}

interface ProfileFormProps {
  profile: CompanyProfile;
  subscription: SubscriptionView | undefined;
  bypass: boolean;
  companyId: string | undefined;
}

type ProfileTab = 'basic' | 'hours' | 'photos' | 'statistics';

function ProfileForm({ profile, subscription, bypass, companyId }: ProfileFormProps) {
  const allows = (feature: 'profileCustomization' | 'profileImages') =>
    bypass || (subscription !== undefined && gateRefusal(subscription, { feature }) === null);
  const canEdit = allows('profileCustomization');
  const canEditPhotos = canEdit && allows('profileImages');
  const [tab, setTab] = useState<ProfileTab>('basic');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [flash, showFlash, clearFlash] = useFlashMessage();
  const save = useUpdateCompanyProfile(companyId);
  const {
    handleSubmit,
    control,
    setValue,
    reset,
    errors,
    formState: { dirtyFields, isDirty },
    field,
  } = useSchemaForm(profileFormSchema, {
    defaultValues: profileFormDefaults(profile),
  });
  const [logoUrl, images, businessHours] = useWatch({ control, name: ['logoUrl', 'images', 'businessHours'] });
  const hoursErrors = Object.fromEntries(
    Object.entries(errors.businessHours ?? {}).map(([day, error]) => [
      day,
      (error as { close?: { message?: string } } | undefined)?.close?.message,
    ]),
  ) as Partial<Record<Weekday, string>>;

  const onSubmit = handleSubmit((values) => {
    setSaveError(null);
    clearFlash();
    // Pictures go only when changed: the rest of the profile is merged by the server, and unchanged pictures stay.
    const { logoUrl: logo, images: photos, ...fields } = values;
    const body: CompanyProfileInput = {
      ...fields,
      ...(dirtyFields.logoUrl ? { logoUrl: logo } : {}),
      ...(dirtyFields.images && canEditPhotos ? { images: photos } : {}),
    };
    save.mutate(body, {
      onSuccess: (result) => {
        reset(profileFormDefaults(result.data));
        showFlash({ tone: 'success', text: result.message ?? 'Profile updated successfully!' }, PROFILE_MESSAGE_MS);
      },
      onError: (error) => setSaveError(profileSaveError(error)),
    });
  });

  const hasErrors = Object.keys(errors).length > 0;
  const basicInfo = (
    <fieldset className={styles.fields} disabled={!canEdit}>
      <legend className="visually-hidden">Basic information</legend>
      <div className={formGrid.grid}>
        <TextField label="Company name" required {...field('name')} />
        <TextField label="Email" type="email" value={profile.email} readOnly hint="Email cannot be changed." />
        <TextField label="Phone" type="tel" required autoComplete="tel" {...field('phone')} />
        <TextField label="Address" required autoComplete="street-address" {...field('address')} />
        <TextField label="City" required autoComplete="address-level2" {...field('city')} />
        <TextField label="State" required autoComplete="address-level1" {...field('state')} />
        <TextField label="ZIP code" required autoComplete="postal-code" {...field('zipCode')} />
        <SelectField
          label="Time zone"
          hint="Booking times are offered in this zone."
          options={timeZoneOptions(profile.timezone)}
          {...field('timezone')}
        />
      </div>
      <TextareaField
        label="Description"
        rows={5}
        hint="Tell pet owners what makes your business special."
        {...field('description')}
      />
      <ImagePicker
        label="Logo"
        hint="PNG or JPG, up to 5 MB."
        images={logoUrl ? [logoUrl] : []}
        onChange={(next) => setValue('logoUrl', next[0] ?? null, { shouldDirty: true })}
        max={1}
        target={logoTarget}
        disabled={!canEdit}
        itemName={() => 'Company logo'}
      />
    </fieldset>
  );

  const photoPicker = (
    <ImagePicker
      label="Business photos"
      hint={`Up to ${MAX_GALLERY_IMAGES} photos. At least 800x600 pixels and 5 MB per image are recommended.`}
      images={images}
      onChange={(next) => setValue('images', next, { shouldDirty: true })}
      max={MAX_GALLERY_IMAGES}
      target={photoTarget}
      disabled={!canEditPhotos}
      itemName={(index) => `Business photo ${index + 1}`}
    />
  );
  // profileImages gates the Photos tab (docs/product.md#company-dashboard); a superadmin is never refused.
  const photos = bypass ? (
    photoPicker
  ) : subscription ? (
    <FeatureGate subscription={subscription} feature="profileImages">
      {photoPicker}
    </FeatureGate>
  ) : null;

  return (
    <form className={layout.panel} onSubmit={onSubmit} noValidate aria-label="Company profile">
      <div className={styles.status}>
        <span className={profile.verified ? styles.verified : styles.pending}>
          {profile.verified ? 'Verified' : 'Pending verification'}
        </span>
      </div>
      {canEdit ? null : (
        <UpgradeAlert title="Profile editing is not included in your plan.">
          Upgrade your plan to change your company profile.
        </UpgradeAlert>
      )}
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
      {saveError ? <Alert tone="danger">{saveError}</Alert> : null}
      {hasErrors ? <Alert tone="danger">Please correct the fields marked below.</Alert> : null}

      <Tabs
        label="Profile"
        value={tab}
        onValueChange={(id) => setTab(id as ProfileTab)}
        items={[
          { id: 'basic', label: 'Basic Info', content: basicInfo },
          {
            id: 'hours',
            label: 'Business Hours',
            content: (
              <BusinessHoursFields
                value={businessHours}
                onChange={(hours) => setValue('businessHours', hours, { shouldDirty: true, shouldValidate: hasErrors })}
                disabled={!canEdit}
                errors={hoursErrors}
              />
            ),
          },
          { id: 'photos', label: 'Photos', content: photos },
          { id: 'statistics', label: 'Statistics', content: <ProfileStatistics profile={profile} /> },
        ]}
      />

      {tab === 'statistics' ? null : (
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending} disabled={!canEdit || (!isDirty && !save.isError)}>
            Save Profile
          </Button>
        </div>
      )}
    </form>
  );
}
