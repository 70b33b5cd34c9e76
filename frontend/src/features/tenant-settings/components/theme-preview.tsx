import { Trans, useLingui } from '@lingui/react/macro';
import { contrastRatio, isHexColour, MIN_TEXT_CONTRAST } from '../contrast';

/**
 * The chosen colours on a sample header and buttons, as the app will paint them (white text on
 * the primary colour, the secondary colour for outlines), with a warning when that text would be
 * hard to read.
 */
export const ThemePreview = ({
  name,
  primary,
  secondary,
}: {
  name: string;
  primary: string;
  secondary: string;
}) => {
  const { i18n } = useLingui();
  const primaryOk = isHexColour(primary);
  const ratioValue = primaryOk ? contrastRatio(primary, '#ffffff') : null;
  const ratio = ratioValue === null ? '' : i18n.number(ratioValue, { maximumFractionDigits: 1 });
  const minimum = i18n.number(MIN_TEXT_CONTRAST);
  return (
    <div className="flex flex-col gap-3">
      <figure className="overflow-hidden rounded-lg border border-neutral-200 bg-white">
        <div
          data-testid="preview-header"
          className="flex items-center justify-between px-4 py-3 font-semibold text-white"
          style={primaryOk ? { backgroundColor: primary } : undefined}
        >
          <span>{name || <Trans>Your company</Trans>}</span>
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-full border border-white/60 text-xs"
          >
            AB
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-3 p-4">
          <span
            data-testid="preview-primary-button"
            className="rounded-md px-4 py-2 text-sm font-semibold text-white"
            style={primaryOk ? { backgroundColor: primary } : undefined}
          >
            <Trans>Primary button</Trans>
          </span>
          <span
            data-testid="preview-secondary-button"
            className="rounded-md border bg-white px-4 py-2 text-sm font-semibold text-neutral-900"
            style={isHexColour(secondary) ? { borderColor: secondary } : undefined}
          >
            <Trans>Secondary button</Trans>
          </span>
        </div>
        <figcaption className="border-t border-neutral-200 px-4 py-2 text-xs text-neutral-700">
          <Trans>Live preview of your colours</Trans>
        </figcaption>
      </figure>
      {ratioValue !== null && ratioValue < MIN_TEXT_CONTRAST ? (
        <p
          role="status"
          className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <Trans>
            White text on this primary colour has a contrast of {ratio}:1, below the {minimum}:1 needed for
            easy reading. Choose a darker colour.
          </Trans>
        </p>
      ) : null}
    </div>
  );
};
