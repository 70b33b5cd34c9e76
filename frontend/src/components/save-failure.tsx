import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './ui/button';
import { FormAlert } from './ui/form-field';
import { errorMessage } from '../lib/messages';

/**
 * A save the server refused: why, and after a conflict (someone saved in between) the way to
 * load their version and start again from it.
 */
export const SaveFailure = ({
  title,
  error,
  conflict,
  onReload,
}: {
  title: string;
  error: unknown;
  conflict: boolean;
  onReload: () => void;
}) => {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      <FormAlert title={title}>{errorMessage(i18n, error)}</FormAlert>
      {conflict ? (
        <Button variant="secondary" className="self-start" onClick={onReload}>
          <Trans>Load the latest version</Trans>
        </Button>
      ) : null}
    </div>
  );
};
