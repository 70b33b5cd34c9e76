import { Trans } from '@lingui/react/macro';

/** A round picture, or the user's initials on grey when there is none yet. */
export const PicturePreview = ({
  src,
  alt,
  initials,
}: {
  src: string | undefined;
  alt: string;
  initials: string;
}) =>
  src ? (
    <img src={src} alt={alt} className="size-24 rounded-full border border-neutral-200 object-cover" />
  ) : (
    <div className="flex size-24 items-center justify-center rounded-full bg-neutral-200 text-2xl font-semibold text-neutral-800">
      <span aria-hidden>{initials}</span>
      <span className="sr-only">
        <Trans>No profile picture yet</Trans>
      </span>
    </div>
  );
