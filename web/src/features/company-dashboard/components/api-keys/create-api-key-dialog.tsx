import { useState } from 'react';
import { Copy } from 'lucide-react';
import {
  apiKeyScopeLabels,
  apiKeyScopes,
  createApiKeyInputSchema,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@contracts/api-keys';
import { Alert, FailureAlert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Radio, RadioGroup } from '@/components/radio-group';
import { TextField } from '@/components/text-field';
import { useToast } from '@/components/toast-context';
import { useCreateApiKey } from '@/features/company-dashboard/api/api-keys';
import { useSchemaForm } from '@/lib/use-schema-form';
import styles from './api-keys.module.css';

const FORM_ID = 'create-api-key';
const scopeDescriptions: Record<CreateApiKeyInput['scope'], string> = {
  read: 'Reads services, bookings, employees, customers and analytics.',
  read_write: 'Also adds and changes them, as your team does in the dashboard.',
};

/** Create API key: name and scope, then the key itself, shown this once with a Copy button. */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  function close() {
    create.reset();
    setCreated(null);
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={created ? 'Copy your API key' : 'Create API key'}
      footer={
        created ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} loading={create.isPending}>
              Create key
            </Button>
          </>
        )
      }
    >
      {created ? (
        <ShownOnce created={created} />
      ) : open ? (
        <CreateForm onSubmit={(input) => create.mutate(input, { onSuccess: setCreated })} />
      ) : null}
      <FailureAlert error={create.error} failed="Failed to create the API key" exception="Error creating the API key" />
    </Dialog>
  );
}

function CreateForm({ onSubmit }: { onSubmit: (input: CreateApiKeyInput) => void }) {
  const { register, handleSubmit, errors, field } = useSchemaForm(createApiKeyInputSchema, {
    defaultValues: { name: '', scope: 'read' },
  });
  return (
    <form id={FORM_ID} className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <TextField
        label="Name"
        hint="What the key is for, e.g. Accounting export."
        autoComplete="off"
        {...field('name')}
      />
      <RadioGroup legend="Access" error={errors.scope?.message}>
        {apiKeyScopes.map((scope) => (
          <Radio
            key={scope}
            value={scope}
            label={apiKeyScopeLabels[scope]}
            description={scopeDescriptions[scope]}
            {...register('scope')}
          />
        ))}
      </RadioGroup>
    </form>
  );
}

function ShownOnce({ created }: { created: CreatedApiKey }) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      toast.show({ message: 'API key copied.' });
    } catch {
      toast.show({ tone: 'danger', message: 'Could not copy. Select the key and copy it yourself.' });
    }
  }
  return (
    <div className={styles.form}>
      <Alert tone="warning">This is the only time the key is shown. Keep it somewhere safe.</Alert>
      <TextField
        label={`API key "${created.name}"`}
        value={created.key}
        readOnly
        className={styles.key}
        onFocus={(event) => event.currentTarget.select()}
        hint="Send it as the X-API-Key header."
      />
      <div>
        <Button size="sm" icon={<Copy />} onClick={() => void copy()}>
          Copy key
        </Button>
      </div>
    </div>
  );
}
