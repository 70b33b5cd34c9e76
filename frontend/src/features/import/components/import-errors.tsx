import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-errors';
import { errorMessage } from '../../../lib/messages';

/**
 * Why an import was refused. The server imports all rows or none, so any answer it gave means
 * nothing was imported; a file with errors lists each problem so it can be fixed in one go.
 */
export const ImportErrors = ({ error }: { error: Error }) => {
  const { t, i18n } = useLingui();
  const rowErrors = error instanceof ApiError ? error.rowErrors : [];
  const answered = error instanceof ApiError && error.status > 0;

  if (rowErrors.length === 0)
    return (
      <FormAlert title={t`The file could not be imported.`}>
        {errorMessage(i18n, error)} {answered ? <Trans>Nothing was imported.</Trans> : null}
      </FormAlert>
    );

  const count = rowErrors.length;
  return (
    <div className="flex flex-col gap-2">
      <FormAlert title={t`The file has errors. Nothing was imported.`}>
        <Plural
          value={count}
          one="# problem was found. Fix it in the file and import the file again."
          other="# problems were found. Fix them in the file and import the file again."
        />
      </FormAlert>
      <div
        role="region"
        aria-label={t`Problems in the file`}
        tabIndex={0}
        className="max-h-64 overflow-auto rounded-md border border-neutral-200 focus-visible:outline-2 focus-visible:outline-[var(--color-primary)]"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">
            <Trans>Problems in the file</Trans>
          </caption>
          <thead className="sticky top-0 bg-neutral-100">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                <Trans>Sheet</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <Trans>Row</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <Trans>Column</Trans>
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <Trans>Problem</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rowErrors.map((rowError, index) => (
              <tr key={index} className="border-t border-neutral-200 align-top">
                <td className="px-3 py-2">{rowError.sheet}</td>
                <td className="px-3 py-2 tabular-nums">{rowError.row}</td>
                <td className="px-3 py-2">{rowError.column}</td>
                {/* The server describes the problem in English, naming the value it could not use. */}
                <td className="px-3 py-2" lang="en">
                  {rowError.message}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
};
