import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';

/** A whole scope selected as such: all of the company, or a project (with its count when known). */
export type WholeScope = { scope: 'all' } | { scope: 'project'; count: number | undefined };

const WholeSummary = ({ whole }: { whole: WholeScope }) => {
  if (whole.scope === 'all') return <Trans>All packaging of your company selected</Trans>;
  if (whole.count === undefined) return <Trans>All packaging of the project selected</Trans>;
  return (
    <Plural
      value={whole.count}
      one="All # packaging of the project selected"
      other="All # packaging of the project selected"
    />
  );
};

/**
 * Shown while the user picks packaging: how many, select every one the filter matches (on every
 * page), then export or assess them, or stop.
 */
export const SelectionBar = ({
  count,
  whole,
  onExport,
  onAssess,
  onCancel,
  onSelectAll,
  selectingAll,
  notice,
}: {
  count: number;
  /** Select all took the scope, not ids: the count is the scope's. */
  whole: WholeScope | null;
  onExport: () => void;
  onAssess: () => void;
  onCancel: () => void;
  onSelectAll: () => void;
  selectingAll: boolean;
  /** Why select-all stopped short or failed, when it did. */
  notice: { title: string; message: string } | null;
}) => {
  const { t } = useLingui();
  return (
    <div
      role="region"
      aria-label={t`Selection`}
      className="flex flex-col gap-3 rounded-lg border border-neutral-300 bg-white px-4 py-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" aria-live="polite">
          {selectingAll ? (
            <Trans>Selecting every packaging of the list…</Trans>
          ) : whole ? (
            <WholeSummary whole={whole} />
          ) : (
            <Plural
              value={count}
              _0="Select the packaging to export or assess."
              one="# packaging selected"
              other="# packaging selected"
            />
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onSelectAll} disabled={selectingAll} aria-busy={selectingAll}>
            <Trans>Select all</Trans>
          </Button>
          <Button onClick={onExport} disabled={(count === 0 && !whole) || selectingAll}>
            {whole ? <Trans>Export selected</Trans> : <Trans>Export selected ({count})</Trans>}
          </Button>
          <Button variant="secondary" onClick={onAssess} disabled={(count === 0 && !whole) || selectingAll}>
            {whole ? <Trans>Assess selected</Trans> : <Trans>Assess selected ({count})</Trans>}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </div>
      {notice ? <FormAlert title={notice.title}>{notice.message}</FormAlert> : null}
    </div>
  );
};
