import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';

/** Shown while the user picks packaging: how many, export or assess them, or stop. */
export const SelectionBar = ({
  count,
  onExport,
  onAssess,
  onCancel,
}: {
  count: number;
  onExport: () => void;
  onAssess: () => void;
  onCancel: () => void;
}) => {
  const { t } = useLingui();
  return (
    <div
      role="region"
      aria-label={t`Selection`}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-neutral-300 bg-white px-4 py-3"
    >
      <p className="text-sm" aria-live="polite">
        <Plural
          value={count}
          _0="Select the packaging to export or assess."
          one="# packaging selected"
          other="# packaging selected"
        />
      </p>
      <div className="flex gap-2">
        <Button onClick={onExport} disabled={count === 0}>
          <Trans>Export selected ({count})</Trans>
        </Button>
        <Button variant="secondary" onClick={onAssess} disabled={count === 0}>
          <Trans>Assess selected ({count})</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
};
