import { useEffect, useState, type ReactNode } from 'react';
import { get, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { Database, Download, History, KeyRound, Save, Settings } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  settingEffects,
  settingOptionLabel,
  settingsTabLabels,
  settingsTabs,
  type PlatformSettings,
  type QuickAction,
  type SettingsTab,
} from '@contracts/platform-settings';
import { superadminMessages } from '@contracts/superadmin';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { DescriptionItem } from '@/components/description-item';
import { QueryState } from '@/components/query-state';
import { SelectField } from '@/components/select-field';
import { Tabs } from '@/components/tabs';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast-context';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  useClearCache,
  usePlatformSettings,
  useResetApiKeys,
  useSavePlatformSettings,
} from '@/features/admin-dashboard/api/platform-settings';
import layout from '@/components/layout/dashboard-sections.module.css';
import { Panel } from '@/components/layout/panel';
import { actionFailureText } from '@/features/admin-dashboard/components/action-failure';
import { useActionFailedToast } from '@/features/admin-dashboard/hooks/use-action-failed-toast';
import { ExportDialog } from '@/features/admin-dashboard/components/exports/export-dialog';
import { ConfirmActionDialog } from '@/features/admin-dashboard/components/shell/confirm-action-dialog';
import { consoleLoadFailureTexts } from '@/features/admin-dashboard/components/load-failure';
import {
  detailsOnFields,
  fieldPath,
  shownSettingsFields,
  settingsFormSchema,
  settingsFormValues,
  type FieldSpec,
  type SettingsFormValues,
} from './settings-form';
import { MaintenancePanel } from './maintenance-panel';
import styles from './settings-section.module.css';

/** System Settings (docs/product.md#platform-settings): the five tabs saved to the server, and the quick actions. */
export function SettingsSection() {
  const settings = usePlatformSettings();
  return (
    <div className={layout.section}>
      <QuickActions />
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : (
        <QueryState
          query={settings}
          subject="the settings"
          {...consoleLoadFailureTexts('settings')}
          className={styles.loading}
          rows={6}
          rowHeight={56}
        />
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const save = useSavePlatformSettings();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<FormTab>(
    formTabs.find((candidate) => candidate === searchParams.get('tab')) ?? 'general',
  );
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, errors } = useSchemaForm(settingsFormSchema, {
    defaultValues: settingsFormValues(settings),
  });

  // Saved elsewhere (the maintenance quick action, another admin): take the new values, keep the admin's edits.
  useEffect(() => reset(settingsFormValues(settings), { keepDirtyValues: true }), [settings, reset]);

  const showFirstTabWithErrors = (fieldErrors: FieldErrors<SettingsFormValues>) => {
    const first = settingsTabs.find((candidate) => fieldErrors[candidate]);
    if (first) setTab(first);
  };

  const submit = handleSubmit(
    (values) => {
      setFailure(null);
      save.mutate(values, {
        onSuccess: (result) => {
          reset(settingsFormValues(result.data));
          toast.show({ tone: 'success', message: superadminMessages.settingsSaved });
        },
        onError: (error) => {
          const onFields = detailsOnFields(error);
          for (const { path, message } of onFields)
            setError(path as Path<SettingsFormValues>, { type: 'server', message });
          const firstTab = settingsTabs.find((candidate) =>
            onFields.some(({ path }) => path.startsWith(`${candidate}.`)),
          );
          if (firstTab) setTab(firstTab);
          // A refusal that names no field (the self-lock-out rule) says why under the general text.
          setFailure(
            onFields.length === 0
              ? actionFailureText(
                  error,
                  (reason) => `${superadminMessages.settingsFailed}: ${reason}`,
                  superadminMessages.settingsFailed,
                )
              : superadminMessages.settingsFailed,
          );
        },
      });
    },
    (fieldErrors) => {
      setFailure(null);
      showFirstTabWithErrors(fieldErrors);
    },
  );

  return (
    <form className={layout.panel} onSubmit={(event) => void submit(event)} noValidate aria-label="System settings">
      <div className={layout.panelHeader}>
        <h2 className={layout.panelTitle}>
          <Settings size={20} aria-hidden="true" />
          System Settings
        </h2>
        <Link className={styles.auditLink} to={{ search: '?section=audit-log' }}>
          <History size={16} aria-hidden="true" />
          View audit log
        </Link>
      </div>
      <Tabs
        label="Settings"
        value={tab}
        onValueChange={(id) => setTab(id as FormTab)}
        items={[
          ...shownTabs.map((id) => ({
            id,
            label: errors[id] ? `${settingsTabLabels[id]} (check)` : settingsTabLabels[id],
            content: (
              <div className={styles.fields}>
                {shownSettingsFields[id].map((field) => (
                  <SettingInput
                    key={field.name}
                    tab={id}
                    field={field}
                    register={register}
                    error={errorText(errors, fieldPath(id, field.name), field)}
                  />
                ))}
              </div>
            ),
          })),
          { id: 'integrations', label: settingsTabLabels.integrations, content: <ConnectedServices /> },
          {
            id: 'maintenance',
            label: 'Maintenance',
            content: <MaintenancePanel maintenanceMode={settings.general.maintenanceMode} />,
          },
        ]}
      />
      {failure ? <Alert tone="danger" title={failure} /> : null}
      {tab === 'maintenance' || tab === 'integrations' ? null : (
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending} icon={<Save />}>
            Save Changes
          </Button>
        </div>
      )}
    </form>
  );
}

/** The message of a field; a list's entry errors sit under its index and name the entry. */
function errorText(errors: FieldErrors<SettingsFormValues>, path: string, field: FieldSpec): string | undefined {
  const error: unknown = get(errors, path);
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  if (field.kind !== 'lines' && field.kind !== 'commas') return undefined;
  const entries = Object.entries(error as Record<string, { message?: string } | undefined>);
  const [index, entry] = entries.find(([, value]) => value?.message) ?? [];
  return entry?.message ? `${field.entry} ${Number(index) + 1}: ${entry.message}` : undefined;
}

interface SettingInputProps {
  tab: SettingsTab;
  field: FieldSpec;
  register: UseFormRegister<SettingsFormValues>;
  error: string | undefined;
}

function SettingInput({ tab, field, register, error }: SettingInputProps) {
  const path = fieldPath(tab, field.name) as Path<SettingsFormValues>;
  const effect = settingEffects[field.name];
  const hint: ReactNode = effect.kind === 'acts' ? effect.how : effect.why;
  const label: ReactNode = field.label;
  switch (field.kind) {
    case 'toggle':
      return <Checkbox label={label} hint={hint} error={error} {...register(path)} />;
    case 'number':
      return (
        <TextField
          label={`${field.label} (${field.unit})`}
          hint={
            <>
              {hint} Between {field.min} and {field.max}.
            </>
          }
          error={error}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          {...register(path)}
        />
      );
    case 'select':
      return (
        <SelectField
          label={field.label}
          hint={hint}
          error={error}
          options={field.options.map((value) => ({ value, label: settingOptionLabel(value) }))}
          {...register(path)}
        />
      );
    case 'textarea':
      return <TextareaField label={field.label} hint={hint} error={error} rows={3} {...register(path)} />;
    case 'lines':
      return (
        <TextareaField
          label={field.label}
          hint={<>One IP address or CIDR block per line. {hint}</>}
          error={error}
          rows={4}
          spellCheck={false}
          {...register(path)}
        />
      );
    case 'commas':
      return (
        <TextField
          label={field.label}
          hint={<>Comma-separated, e.g. example.com, example.org. {hint}</>}
          error={error}
          spellCheck={false}
          {...register(path)}
        />
      );
    default:
      return <TextField label={field.label} hint={hint} error={error} {...register(path)} />;
  }
}

/** The tabs of the form: the contract's tabs that still have a setting that acts, Integrations (facts) and Maintenance. */
const shownTabs = settingsTabs.filter((id) => id !== 'integrations' && shownSettingsFields[id].length > 0);
const formTabs = [...shownTabs, 'integrations', 'maintenance'] as const;
type FormTab = SettingsTab | 'maintenance';

/**
 * The Integrations tab states what Petnest is connected to: none of its old settings changed anything, so they are
 * gone from the screen (docs/decisions/0088-moderation-with-reasons.md).
 */
function ConnectedServices() {
  const facts: [string, string][] = [
    ['File storage', 'Google Cloud Storage (Firebase)'],
    ['Email', 'Firebase Trigger Email extension, from the mail queue'],
    ['Payments', 'Petnest billing records; no payment provider is connected'],
    ['Text messages', 'None: Petnest sends no text messages'],
  ];
  return (
    <dl className={layout.details}>
      {facts.map(([label, value]) => (
        <DescriptionItem key={label} label={label} value={value} />
      ))}
    </dl>
  );
}

interface QuickActionSpec {
  title: string;
  description: string;
  confirmLabel: string;
  icon: ReactNode;
}

type ShownQuickAction = Exclude<QuickAction, 'maintenance'>;

/**
 * The quick actions (docs/product.md#platform-settings), each behind the spec's confirmation. Maintenance moved to
 * Settings > Maintenance.
 */
function QuickActions() {
  const toast = useToast();
  const clearCache = useClearCache();
  const resetApiKeys = useResetApiKeys();
  const serverActions = { 'clear-cache': clearCache, 'reset-api-keys': resetApiKeys };
  const [pending, setPending] = useState<ShownQuickAction | null>(null);
  const [exportOpen, setExportOpen] = useState(false);

  const specs: Record<ShownQuickAction, QuickActionSpec> = {
    'clear-cache': {
      title: 'Clear cache',
      description: 'Every server drops its cached settings and public pages.',
      confirmLabel: 'Clear cache',
      icon: <Database />,
    },
    'export-data': {
      title: 'Export data',
      description: 'Download platform data as PDF, Excel or CSV.',
      confirmLabel: 'Continue',
      icon: <Download />,
    },
    'reset-api-keys': {
      title: 'Reset API keys',
      description: "Revokes every company's API keys at once; companies create new ones.",
      confirmLabel: 'Reset API keys',
      icon: <KeyRound />,
    },
  };

  const failed = useActionFailedToast();

  function run(action: ShownQuickAction) {
    if (action === 'export-data') {
      setPending(null);
      setExportOpen(true);
      return;
    }
    serverActions[action].mutate(undefined, {
      onSuccess: (result) => {
        setPending(null);
        toast.show({ tone: 'success', message: result.message ?? specs[action].title });
      },
      onError: failed,
    });
  }

  return (
    <Panel titleId="quick-actions-title" title="Quick Actions">
      <ul className={styles.quickActions}>
        {(Object.keys(specs) as ShownQuickAction[]).map((action) => (
          <li key={action} className={styles.quickAction}>
            <Button variant="secondary" icon={specs[action].icon} onClick={() => setPending(action)}>
              {specs[action].title}
            </Button>
            <p className={layout.muted}>{specs[action].description}</p>
          </li>
        ))}
      </ul>
      <ConfirmActionDialog
        open={pending !== null}
        title={pending ? specs[pending].title : ''}
        confirmLabel={pending ? specs[pending].confirmLabel : ''}
        loading={clearCache.isPending || resetApiKeys.isPending}
        onConfirm={() => pending && run(pending)}
        onClose={() => setPending(null)}
      />
      <ExportDialog open={exportOpen} onClose={() => setExportOpen(false)} />
    </Panel>
  );
}
