import { Trans, useLingui } from '@lingui/react/macro';
import type { RouteAnswer, Routes } from '@recyclens/shared';
import { useState } from 'react';
import { ListSkeleton, SectionError } from '../../../components/section-state';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { popups } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/messages';
import { useDownloadEvidence, useEvidenceDocuments, useRemoveEvidence } from '../api/evidence-documents';
import { calendarDayText, evidenceKindLabels } from './evidence-labels';
import { ExpiryState } from './expiry-state';
import { UploadEvidenceDialog, type EvidenceComponentChoice } from './upload-evidence-dialog';
import { RequestError } from '../../../components/request-error';

type EvidenceDocument = RouteAnswer<Routes['evidenceDocuments']>['items'][number];

/** The documents as a table: what each is, who issued it, when, and whether it still counts. */
export const EvidenceList = ({
  documents,
  components,
  onDownload,
  onRemove,
}: {
  documents: readonly EvidenceDocument[];
  components: readonly EvidenceComponentChoice[];
  onDownload: (document: EvidenceDocument) => void;
  onRemove: (document: EvidenceDocument) => void;
}) => {
  const { t, i18n } = useLingui();
  const componentName = (id: string | null) =>
    id === null
      ? t`The packaging as a whole`
      : // A document names its component by id (decision 056): a removed one is said so, never another.
        (components.find((component) => component.id === id)?.name ?? t`Component removed`);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Evidence documents</Trans>
        </caption>
        <thead>
          <tr className="border-b border-neutral-200">
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Document</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Issued by</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Issued on</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Validity</Trans>
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => {
            const title = document.title;
            return (
              <tr key={document.id} className="border-b border-neutral-100 align-top">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <span className="block font-medium">{document.title}</span>
                  <span className="block text-neutral-700">
                    {i18n._(evidenceKindLabels[document.kind])} · {componentName(document.componentId)}
                  </span>
                </th>
                <td className="py-2 pr-3">{document.issuer || '—'}</td>
                <td className="py-2 pr-3">{calendarDayText(i18n, document.issuedOn)}</td>
                <td className="py-2 pr-3">
                  <ExpiryState expiresOn={document.expiresOn} />
                </td>
                <td className="py-2">
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button
                      variant="secondary"
                      aria-label={t`Download ${title}`}
                      onClick={() => onDownload(document)}
                    >
                      <Trans>Download</Trans>
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t`Remove ${title}`}
                      onClick={() => onRemove(document)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};

/**
 * The packaging's evidence documents (issue 34 §3, docs/ppwr.md#evidence-documents): the list,
 * uploading another, downloading and removing one. The PPWR checks count a document until it
 * expires; after a change the conformity is asked for again.
 */
export const EvidencePanel = ({
  packageId,
  components,
}: {
  packageId: string;
  components: readonly EvidenceComponentChoice[];
}) => {
  const { t, i18n } = useLingui();
  const documents = useEvidenceDocuments(packageId);
  const download = useDownloadEvidence(packageId);
  const remove = useRemoveEvidence(packageId);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<EvidenceDocument | null>(null);

  const confirmRemoval = (document: EvidenceDocument) =>
    remove.mutate(document.id, {
      onSuccess: () => {
        const title = document.title;
        popups.show({ kind: 'success', title: t`Document ${title} removed` });
        setRemoving(null);
      },
    });
  const items = documents.data?.items ?? [];
  const removingTitle = removing?.title ?? '';

  return (
    <section aria-labelledby="evidence-heading" className="flex flex-col gap-4">
      <h2 id="evidence-heading" className="text-2xl font-semibold">
        <Trans>Evidence documents</Trans>
      </h2>
      <p className="text-sm text-neutral-700">
        <Trans>
          Supplier declarations, test reports and certificates that prove what this packaging says. A missing
          or expired document leaves its requirement at “evidence missing”.
        </Trans>
      </p>
      {documents.isPending ? <ListSkeleton rows={2} /> : null}
      {documents.isError ? (
        <SectionError error={documents.error} onRetry={() => void documents.refetch()} />
      ) : null}
      {documents.data && items.length === 0 ? (
        <EmptyState title={<Trans>No documents yet</Trans>}>
          <Trans>Upload the documents the PPWR checks ask for.</Trans>
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        <EvidenceList
          documents={items}
          components={components}
          onDownload={(document) => download.mutate(document)}
          onRemove={(document) => {
            remove.reset();
            setRemoving(document);
          }}
        />
      ) : null}
      <RequestError request={download} />
      <div>
        <Button onClick={() => setUploading(true)}>
          <Trans>Upload document</Trans>
        </Button>
      </div>
      <UploadEvidenceDialog
        open={uploading}
        onOpenChange={setUploading}
        packageId={packageId}
        components={components}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={<Trans>Remove this document?</Trans>}
        description={
          <Trans>
            “{removingTitle}” leaves the list and no longer counts for the PPWR checks. It is kept for the
            period the regulation asks.
          </Trans>
        }
        confirmLabel={<Trans>Remove</Trans>}
        onConfirm={() => removing && confirmRemoval(removing)}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(i18n, remove.error) : undefined}
      />
    </section>
  );
};
