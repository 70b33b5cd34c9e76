import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '../lib/messages';

/**
 * Why a request a button started (a download, a CSV file) failed, said beside the button in the
 * reader's language; nothing while it has not failed.
 */
export const RequestError = ({ request }: { request: { isError: boolean; error: unknown } }) => {
  const { i18n } = useLingui();
  return request.isError ? (
    <p role="alert" className="text-sm text-red-800">
      {errorMessage(i18n, request.error)}
    </p>
  ) : null;
};
