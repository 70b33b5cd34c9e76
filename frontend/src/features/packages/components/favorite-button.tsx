import { useLingui } from '@lingui/react/macro';
import { focusRing } from '../../../components/ui/button';
import { popups } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/messages';
import { useToggleFavorite } from '../api/toggle-favorite';

/** A star that marks a packaging as the user's favourite; it changes at once and reverts on failure. */
export const FavoriteButton = ({
  packageId,
  name,
  favorite,
}: {
  packageId: string;
  name: string;
  favorite: boolean;
}) => {
  const { t, i18n } = useLingui();
  const toggle = useToggleFavorite();
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={t`Favourite ${name}`}
      onClick={() =>
        toggle.mutate(
          { packageId, favorite: !favorite },
          {
            onError: (error) =>
              popups.show({
                kind: 'error',
                title: t`The favourite could not be saved.`,
                message: errorMessage(i18n, error),
              }),
          },
        )
      }
      className={`rounded p-1 text-xl leading-none ${favorite ? 'text-amber-700' : 'text-neutral-600 hover:text-neutral-900'} ${focusRing}`}
    >
      <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
    </button>
  );
};
