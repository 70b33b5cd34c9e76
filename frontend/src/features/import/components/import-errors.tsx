import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DataTable } from '../../../components/data-table';
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
      <DataTable
        caption={<Trans>Problems in the file</Trans>}
        scrollRegionLabel={t`Problems in the file`}
        rows={rowErrors}
        rowKey={(_rowError, index) => index}
        rowProps={() => ({ className: 'align-top' })}
        columns={[
          { id: 'sheet', header: <Trans>Sheet</Trans>, cell: (rowError) => rowError.sheet },
          {
            id: 'row',
            header: <Trans>Row</Trans>,
            className: 'tabular-nums',
            cell: (rowError) => rowError.row,
          },
          { id: 'column', header: <Trans>Column</Trans>, cell: (rowError) => rowError.column },
          // The server names sheet, column and problem in the user's language (decision 044).
          { id: 'problem', header: <Trans>Problem</Trans>, cell: (rowError) => rowError.message },
        ]}
      />
    </div>
  );
};
