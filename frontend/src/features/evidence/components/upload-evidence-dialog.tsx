import { Trans, useLingui } from '@lingui/react/macro';
import {
  EVIDENCE_MAX_BYTES,
  evidenceContentTypes,
  evidenceKinds,
  evidenceUploadQuerySchema,
} from '@recyclens/shared';
import { useState, type FormEvent } from 'react';
import { DialogForm, FormDialog, type DialogOpenProps } from '../../../components/form-dialog';
import { FileDropzone, type FileRejection } from '../../../components/ui/file-dropzone';
import { TextField } from '../../../components/ui/form-field';
import { popups } from '../../../components/ui/popups';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SelectField } from '../../../components/ui/select';
import { serverFieldMessages } from '../../../lib/field-messages';
import { translateValidation } from '../../../lib/messages';
import { useUploadEvidence } from '../api/evidence-documents';
import { evidenceKindLabels } from './evidence-labels';

const BYTES_PER_MB = 1024 * 1024;
const fieldNames = ['kind', 'title', 'issuer', 'issuedOn', 'expiresOn', 'componentId'] as const;
type FieldName = (typeof fieldNames)[number];

/** A component the document may cover instead of the whole packaging. */
export interface EvidenceComponentChoice {
  id: string;
  name: string;
}

/** The form's text as the upload's parameters: an empty choice or date is left out. */
const metadataOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  const entries = fieldNames.map((name) => [name, String(data.get(name) ?? '').trim()] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
};

type UploadMutation = ReturnType<typeof useUploadEvidence>;

const UploadForm = ({
  upload,
  components,
  onDone,
}: {
  upload: UploadMutation;
  components: readonly EvidenceComponentChoice[];
  onDone: () => void;
}) => {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const limit = `${i18n.number(EVIDENCE_MAX_BYTES / BYTES_PER_MB, { maximumFractionDigits: 1 })} MB`;
  const server = serverFieldMessages(upload.error);
  const errorOf = (name: FieldName) => errors[name] ?? server[name];

  const reject = (reason: FileRejection) => {
    setFile(null);
    setFileError(
      reason === 'type' ? t`Choose a PDF, PNG or JPEG file.` : t`The file is larger than ${limit}.`,
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = evidenceUploadQuerySchema.safeParse(metadataOf(form));
    const found: Partial<Record<FieldName, string>> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const name = issue.path[0] as FieldName;
      found[name] ??= translateValidation(i18n, issue.message);
    }
    setErrors(found);
    if (!file) setFileError(t`Choose the document’s file.`);
    const firstInvalid = fieldNames.find((name) => found[name]);
    if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
    if (!parsed.success || !file) return;
    upload.mutate(
      { file, metadata: parsed.data },
      {
        onSuccess: (document) => {
          const title = document.title;
          popups.show({ kind: 'success', title: t`Document ${title} uploaded` });
          onDone();
        },
      },
    );
  };
  const uploading = upload.isPending;
  // Field problems go under their fields; anything else (the file's type, a lost packaging) on top.
  const failure =
    upload.isError && Object.keys(server).length === 0
      ? { title: t`The document could not be uploaded.`, error: upload.error }
      : null;

  return (
    <DialogForm
      onSubmit={submit}
      failure={failure}
      onCancel={onDone}
      pending={uploading}
      submitLabel={uploading ? <Trans>Uploading…</Trans> : <Trans>Upload</Trans>}
    >
      <SelectField
        name="kind"
        label={t`Kind of document`}
        defaultValue="supplier_declaration"
        options={evidenceKinds.map((kind) => ({ value: kind, label: i18n._(evidenceKindLabels[kind]) }))}
        error={errorOf('kind')}
        disabled={uploading}
      />
      <TextField
        name="title"
        label={t`Name`}
        autoComplete="off"
        error={errorOf('title')}
        disabled={uploading}
      />
      <TextField
        name="issuer"
        label={t`Issued by (optional)`}
        autoComplete="off"
        error={errorOf('issuer')}
        disabled={uploading}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="issuedOn"
          type="date"
          label={t`Issued on`}
          error={errorOf('issuedOn')}
          disabled={uploading}
        />
        <TextField
          name="expiresOn"
          type="date"
          label={t`Expires on (optional)`}
          error={errorOf('expiresOn')}
          disabled={uploading}
        />
      </div>
      {components.length > 0 ? (
        <SelectField
          name="componentId"
          label={t`Covers`}
          placeholder={t`The packaging as a whole`}
          options={components.map((component) => ({ value: component.id, label: component.name }))}
          error={errorOf('componentId')}
          disabled={uploading}
        />
      ) : null}
      <FileDropzone
        label={t`Document file`}
        accept={evidenceContentTypes}
        extensions={['pdf', 'png', 'jpg', 'jpeg']}
        maxBytes={EVIDENCE_MAX_BYTES}
        onFile={(chosen) => {
          setFile(chosen);
          setFileError(undefined);
          upload.reset();
        }}
        onReject={reject}
        hint={<Trans>A PDF, PNG or JPEG file of at most {limit}.</Trans>}
        error={fileError}
        disabled={uploading}
        preview={file ? <span className="truncate text-sm text-neutral-800">{file.name}</span> : undefined}
      />
      {uploading ? (
        <div className="flex flex-col gap-2">
          <ProgressBar label={t`Upload progress`} />
          <p role="status" className="text-sm text-neutral-800">
            <Trans>Uploading the document…</Trans>
          </p>
        </div>
      ) : null}
    </DialogForm>
  );
};

/**
 * Attaches a supplier declaration, test report, certificate, drawing or justification to the
 * packaging, or to one of its components. While it is sent the dialog cannot be closed.
 */
export const UploadEvidenceDialog = ({
  open,
  onOpenChange,
  packageId,
  components,
}: DialogOpenProps & { packageId: string; components: readonly EvidenceComponentChoice[] }) => {
  const { t } = useLingui();
  const upload = useUploadEvidence(packageId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      sending={upload}
      title={t`Upload evidence document`}
      description={t`The document counts for the PPWR checks until the day it expires.`}
    >
      {(close) => <UploadForm upload={upload} components={components} onDone={close} />}
    </FormDialog>
  );
};
