import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SectionState } from '../../../components/section-state';
import { PackagingLink } from '../../../components/packaging-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { useExpiringEvidence } from '../api/expiring-evidence';
import { calendarDayText, evidenceKindLabels } from './evidence-labels';

/**
 * The content of the dashboard's "Evidence expiring within 90 days" (issue 34 §3): how many of
 * the company's documents expire from today to 90 days ahead, and the soonest with their
 * packaging, each a link to it. The dashboard gives the card around it.
 */
export const ExpiringEvidence = () => {
  const { i18n } = useLingui();
  const expiring = useExpiringEvidence();
  const count = expiring.data?.count ?? 0;
  const items = expiring.data?.items ?? [];
  return (
    <SectionState
      pending={expiring.isPending}
      error={expiring.error}
      onRetry={() => void expiring.refetch()}
      empty={count === 0}
      emptyState={
        <EmptyState title={<Trans>Nothing expires soon</Trans>}>
          <Trans>No evidence document expires in the next 90 days.</Trans>
        </EmptyState>
      }
    >
      <p className="text-sm text-neutral-800">
        <Plural
          value={count}
          one="# document expires in the next 90 days."
          other="# documents expire in the next 90 days."
        />
      </p>
      <ul className="divide-y divide-neutral-100">
        {items.map((item) => (
          <li key={item.documentId} className="flex flex-col gap-0.5 py-2">
            <PackagingLink
              packageId={item.packageId}
              name={item.packageName}
              className="min-w-0 truncate rounded font-medium hover:underline"
            />
            <span className="text-sm text-neutral-700">
              {item.title} · {i18n._(evidenceKindLabels[item.kind])} ·{' '}
              <time dateTime={item.expiresOn}>{calendarDayText(i18n, item.expiresOn)}</time>
            </span>
          </li>
        ))}
      </ul>
    </SectionState>
  );
};
