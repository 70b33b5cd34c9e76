import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@recyclens/shared';
import { auditActionNames } from '../action-names';

const cell = 'px-4 py-3 align-top';

interface AuditTableProps {
  entries: readonly AuditEntry[];
  /** Narrows the log to what one user did. */
  onPickUser: (userId: string) => void;
}

/** Time, who, what, to what, the details of the change and the address it came from. */
export const AuditTable = ({ entries, onPickUser }: AuditTableProps) => {
  const { t, i18n } = useLingui();
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Audit log</Trans>
        </caption>
        <thead className="bg-neutral-100 text-neutral-800">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>Time</Trans>
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>User</Trans>
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>Action</Trans>
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>Target</Trans>
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>Details</Trans>
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              <Trans>Address</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {entries.map((entry) => {
            const actorId = entry.actor.id;
            return (
              <tr key={entry.id}>
                <td className={`${cell} whitespace-nowrap`}>
                  {i18n.date(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}
                </td>
                <th scope="row" className={`${cell} font-medium`}>
                  {actorId ? (
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
                  )}
                </th>
                <td className={cell}>{i18n._(auditActionNames[entry.action])}</td>
                <td className={`${cell} break-all`}>{entry.target?.label ?? '—'}</td>
                <td className={cell}>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-2">
                    {Object.entries(entry.details).map(([name, value]) => (
                      <div key={name} className="contents">
                        <dt className="text-neutral-700">{name}</dt>
                        <dd className="break-all">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </td>
                <td className={`${cell} font-mono text-xs`}>{entry.sourceAddress}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
