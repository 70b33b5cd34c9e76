import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@recyclens/shared';
import { DataTable } from '../../../components/data-table';
import { auditActionNames } from '../action-names';
import { detailName, detailValue } from '../detail-texts';

const Details = ({ details }: { details: AuditEntry['details'] }) => {
  const { i18n } = useLingui();
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
      {Object.entries(details).map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-neutral-700">{detailName(i18n, name)}</dt>
          <dd className="break-words">{detailValue(i18n, name, value)}</dd>
        </div>
      ))}
    </dl>
  );
};

interface AuditTableProps {
  entries: readonly AuditEntry[];
  /** Narrows the log to what one user did. */
  onPickUser: (userId: string) => void;
}

const Actor = ({ entry, onPickUser }: { entry: AuditEntry; onPickUser: (userId: string) => void }) => {
  const { t } = useLingui();
  const actorId = entry.actor.id;
  return actorId ? (
    <button
      type="button"
      className="text-left text-[var(--color-primary)] underline underline-offset-2"
      aria-label={t`Show only what ${entry.actor.name} did`}
      onClick={() => onPickUser(actorId)}
    >
      {entry.actor.name}
    </button>
  ) : (
    <span className="text-neutral-700 italic">
      <Trans>Unknown address</Trans>
    </span>
  );
};

/** Time, who, what, to what, the details of the change and the address it came from. */
export const AuditTable = ({ entries, onPickUser }: AuditTableProps) => {
  const { i18n } = useLingui();
  return (
    <DataTable
      caption={<Trans>Audit log</Trans>}
      density="roomy"
      rows={entries}
      rowKey={(entry) => entry.id}
      rowProps={() => ({ className: 'align-top' })}
      columns={[
        {
          id: 'time',
          header: <Trans>Time</Trans>,
          className: 'whitespace-nowrap',
          cell: (entry) => i18n.date(entry.at, { dateStyle: 'medium', timeStyle: 'medium' }),
        },
        {
          id: 'user',
          header: <Trans>User</Trans>,
          rowHeader: true,
          cell: (entry) => <Actor entry={entry} onPickUser={onPickUser} />,
        },
        {
          id: 'action',
          header: <Trans>Action</Trans>,
          cell: (entry) => i18n._(auditActionNames[entry.action]),
        },
        {
          id: 'target',
          header: <Trans>Target</Trans>,
          className: 'break-all',
          cell: (entry) => entry.target?.label ?? '—',
        },
        {
          id: 'details',
          header: <Trans>Details</Trans>,
          cell: (entry) => <Details details={entry.details} />,
        },
        {
          id: 'address',
          header: <Trans>Address</Trans>,
          className: 'font-mono text-xs',
          cell: (entry) => entry.sourceAddress,
        },
      ]}
    />
  );
};
