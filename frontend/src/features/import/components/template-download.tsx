import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/messages';
import { TemplateMissingError, useDownloadTemplate } from '../api/download-template';

/** 'Download template': the XLSX with the columns, dropdowns and an example row. */
export const TemplateDownload = ({ disabled }: { disabled: boolean }) => {
  const { t, i18n } = useLingui();
  const template = useDownloadTemplate();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => template.mutate()}
          disabled={disabled || template.isPending}
          aria-busy={template.isPending}
        >
          {template.isPending ? <Trans>Downloading template…</Trans> : <Trans>Download template</Trans>}
        </Button>
        <span className="text-sm text-neutral-700">
          <Trans>Fill it in, one packaging per row.</Trans>
        </span>
      </div>
      {template.isError ? (
        <FormAlert title={t`The template could not be downloaded.`}>
          {template.error instanceof TemplateMissingError
            ? t`Please try again.`
            : errorMessage(i18n, template.error)}
        </FormAlert>
      ) : null}
    </div>
  );
};
