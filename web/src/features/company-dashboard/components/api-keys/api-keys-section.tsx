import { useState } from 'react';
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { API_KEY_HEADER, apiKeyScopeLabels, type ApiKeySummary } from '@contracts/api-keys';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { dateColumn, Table, type TableColumn } from '@/components/table';
import { useApiKeys } from '@/features/company-dashboard/api/api-keys';
import { useActingCompany } from '@/features/company-dashboard/hooks/use-acting-company';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';
import layout from '@/components/layout/dashboard-sections.module.css';
import { Panel } from '@/components/layout/panel';
import styles from './api-keys.module.css';

const columns = (onRevoke: ((key: ApiKeySummary) => void) | undefined): TableColumn<ApiKeySummary>[] => [
  { id: 'name', header: 'Name', cell: (key) => key.name, sortValue: (key) => key.name, keepOnPhone: 'grow' },
  { id: 'scope', header: 'Access', cell: (key) => apiKeyScopeLabels[key.scope] },
  { id: 'hint', header: 'Key', cell: (key) => <span className={styles.hint}>{key.hint}</span> },
  dateColumn('created', 'Created', (key) => key.createdAt),
  dateColumn('lastUsed', 'Last used', (key) => key.lastUsedAt),
  ...(onRevoke
    ? [
        {
          id: 'actions',
          header: 'Actions',
          align: 'end' as const,
          keepOnPhone: 'fixed' as const,
          cell: (key: ApiKeySummary) => (
            <Button
              size="sm"
              variant="ghost"
              icon={<Trash2 />}
              aria-label={`Revoke ${key.name}`}
              onClick={() => onRevoke(key)}
            >
              Revoke
            </Button>
          ),
        },
      ]
    : []),
];

/**
 * API keys (docs/decisions/0105-api-keys.md), behind apiAccess in the shell's SectionGate: the company's keys for its
 * own integrations. A superadmin sees the list of the company he opened; only the company creates and revokes.
 */
export function ApiKeysSection() {
  const { companyId, bypassPlan } = useActingCompany();
  const keys = useApiKeys(companyId);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const manages = !bypassPlan;

  const createButton = manages ? (
    <Button icon={<Plus />} onClick={() => setCreating(true)}>
      Create API key
    </Button>
  ) : null;

  return (
    <div className={layout.section}>
      <Panel
        titleId="api-keys-title"
        icon={<KeyRound size={20} aria-hidden="true" />}
        title="API keys"
        action={keys.data?.length ? createButton : null}
      >
        <p className={layout.muted}>
          {`Your own systems call the Petnest API as your company with a key in the ${API_KEY_HEADER} header: services, bookings, employees, customers and analytics. Read-only keys cannot change anything. `}
          <Link to="/developers">Read the API reference</Link>
        </p>
        {keys.isPending || keys.isError ? (
          <QueryState query={keys} subject="API keys" className={layout.list} rows={2} rowHeight={48} />
        ) : keys.data.length === 0 ? (
          <EmptyState
            icon={<KeyRound size={28} />}
            title="No API keys yet"
            description="Create a key for each system that calls Petnest, so you can revoke one without the others."
            headingLevel="h3"
            action={createButton}
          />
        ) : (
          <Table
            caption="API keys"
            columns={columns(manages ? setRevoking : undefined)}
            rows={keys.data}
            rowKey={(key) => key.id}
            phoneLayout="cards"
          />
        )}
      </Panel>
      {manages ? (
        <>
          <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
          <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
        </>
      ) : null}
    </div>
  );
}
