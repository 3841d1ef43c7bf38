import { useState } from 'react';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { AuditEntryView } from '@contracts/superadmin';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Table, type TableColumn } from '@/components/table';
import { useAuditLog } from '@/features/admin-dashboard/api/superadmin';
import { consoleLoadFailureTexts } from '@/features/admin-dashboard/components/load-failure';
import { Panel } from '@/components/layout/panel';
import layout from '@/components/layout/dashboard-sections.module.css';
import { formatDateTime } from '@/lib/format';
import { auditActionLabels, auditChanges } from './audit-diff';
import styles from './audit-log-section.module.css';
import { OneLine } from '@/components/one-line';

/** Where a person or company of the log is found in the console (the users search matches uids, companies names). */
const userLink = (uid: string) => `/admin/dashboard?section=users&search=${encodeURIComponent(uid)}`;
const companyLink = (name: string) => `/admin/dashboard?section=companies&search=${encodeURIComponent(name)}`;

function Actor({ entry }: { entry: AuditEntryView }) {
  return (
    <span className={styles.person}>
      <Link to={userLink(entry.actorUid)} className={styles.link}>
        {entry.actorName || entry.actorEmail || 'Unknown user'}
      </Link>
      {entry.actorName && entry.actorEmail ? <OneLine className={styles.sub}>{entry.actorEmail}</OneLine> : null}
    </span>
  );
}

const targetTypeLabels: Record<AuditEntryView['targetType'], string> = {
  user: 'User',
  company: 'Company',
  settings: 'Platform settings',
  platform: 'Platform',
};

function Target({ entry }: { entry: AuditEntryView }) {
  if (entry.targetType === 'user' || entry.targetType === 'company') {
    const kind = targetTypeLabels[entry.targetType];
    if (!entry.targetName) return <span className={styles.wrap}>{`${kind} (deleted)`}</span>;
    const to = entry.targetType === 'user' ? userLink(entry.targetId) : companyLink(entry.targetName);
    return (
      <span className={styles.person}>
        <Link to={to} className={styles.link}>
          {entry.targetName}
        </Link>
        <span className={styles.sub}>{kind}</span>
      </span>
    );
  }
  return <span className={styles.wrap}>{targetTypeLabels[entry.targetType]}</span>;
}

const columns: TableColumn<AuditEntryView>[] = [
  { id: 'at', header: 'When', cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> },
  { id: 'actor', header: 'Who', cell: (entry) => <Actor entry={entry} /> },
  { id: 'action', header: 'Action', cell: (entry) => auditActionLabels[entry.action] ?? entry.action },
  { id: 'target', header: 'Target', cell: (entry) => <Target entry={entry} /> },
  { id: 'change', header: 'Change', cell: (entry) => <Changes entry={entry} /> },
  {
    id: 'reason',
    header: 'Reason',
    cell: (entry) =>
      entry.reason ? <span className={styles.wrap}>{entry.reason}</span> : <span className={layout.muted}>—</span>,
  },
  {
    id: 'address',
    header: 'Address',
    cell: (entry) => (
      <code className={styles.code}>
        <OneLine>{entry.address || 'unknown'}</OneLine>
      </code>
    ),
  },
];

function Changes({ entry }: { entry: AuditEntryView }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className={layout.muted}>No values changed</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change.path}>
          {change.path ? <span className={styles.path}>{change.path}: </span> : null}
          <del className={styles.before}>{change.before}</del>
          <span aria-hidden="true"> → </span>
          <span className="visually-hidden"> changed to </span>
          <ins className={styles.after}>{change.after}</ins>
        </li>
      ))}
    </ul>
  );
}

/**
 * The audit log (docs/decisions/0053-audit-log.md): every superadmin write, newest first. Paged by cursor: Next follows
 * the answer's cursor, Previous goes back through the cursors already followed.
 */
export function AuditLogSection() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const log = useAuditLog(cursor);
  const page = log.data;

  return (
    <Panel titleId="audit-title" icon={<History size={20} aria-hidden="true" />} title="Audit Log">
      <p className={layout.muted}>Every change made by a superadmin, newest first.</p>
      {page ? (
        page.entries.length === 0 && cursors.length === 1 ? (
          <EmptyState
            icon={<History size={28} />}
            description="No superadmin has changed anything yet: changes to users, companies and settings will be listed here."
            headingLevel="h3"
          />
        ) : (
          <div className={layout.busy} aria-busy={log.isFetching || undefined}>
            <Table caption="Audit log" columns={columns} rows={page.entries} rowKey={(entry) => entry.id} />
            <nav className={styles.pager} aria-label="Audit log pages">
              <Button
                variant="secondary"
                size="sm"
                disabled={cursors.length === 1}
                onClick={() => setCursors((stack) => stack.slice(0, -1))}
              >
                Previous
              </Button>
              <span aria-live="polite">Page {cursors.length}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={!page.nextCursor || log.isPlaceholderData}
                onClick={() => page.nextCursor && setCursors((stack) => [...stack, page.nextCursor])}
              >
                Next
              </Button>
            </nav>
          </div>
        )
      ) : (
        <QueryState
          query={log}
          subject="the audit log"
          {...consoleLoadFailureTexts('the audit log')}
          className={layout.list}
          rows={5}
          rowHeight={48}
        />
      )}
    </Panel>
  );
}
