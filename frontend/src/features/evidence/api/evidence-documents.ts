import { packagingRoutes, type RouteQueryInput, type Routes } from '@recyclens/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { fileForm } from '../../../lib/file-form';
import { downloadBlob } from '../../../lib/download';
import { packageConformityQueryKey, packagesQueryKey } from '../../../lib/query-keys';
import { expiringEvidenceQueryKey } from './expiring-evidence';
import { refreshQueries } from '../../../lib/refresh-queries';

const evidenceFileField = packagingRoutes.uploadEvidenceDocument.body.fileField;

/** Under the packages key: deleting or restoring packaging refreshes its documents too. */
const evidenceQueryKey = (packageId: string) => [...packagesQueryKey, 'evidence', packageId] as const;

export type EvidenceMetadata = RouteQueryInput<Routes['uploadEvidenceDocument']>;

/** The packaging's evidence documents, oldest first. */
export const useEvidenceDocuments = (packageId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: evidenceQueryKey(packageId),
    queryFn: ({ signal }) => api.call('evidenceDocuments', { params: { packageId }, signal }),
  });
};

/**
 * After an upload or a removal the packaging's conformity may answer otherwise (a requirement
 * waiting for this document), and the dashboard's expiring documents may change.
 */
const useRefreshAfterChange = (packageId: string) => {
  const queryClient = useQueryClient();
  return () =>
    refreshQueries(queryClient, [
      evidenceQueryKey(packageId),
      packageConformityQueryKey(packageId),
      expiringEvidenceQueryKey,
    ]);
};

/** Sends the file with what it is; the server reads its type from its bytes. */
export const useUploadEvidence = (packageId: string) => {
  const api = useApi();
  const refresh = useRefreshAfterChange(packageId);
  return useMutation({
    mutationFn: ({ file, metadata }: { file: File; metadata: EvidenceMetadata }) =>
      api.call('uploadEvidenceDocument', {
        params: { packageId },
        query: metadata,
        body: fileForm(evidenceFileField, file),
      }),
    onSuccess: refresh,
  });
};

/** Removes a document from the list and the checks; the server keeps it for the retention period. */
export const useRemoveEvidence = (packageId: string) => {
  const api = useApi();
  const refresh = useRefreshAfterChange(packageId);
  return useMutation({
    mutationFn: (documentId: string) =>
      api.call('removeEvidenceDocument', { params: { packageId, documentId } }),
    onSuccess: refresh,
  });
};

/** Fetches a document's file and saves it under its uploaded name. */
export const useDownloadEvidence = (packageId: string) => {
  const api = useApi();
  return useMutation({
    mutationFn: async (document: { id: string; fileName: string }) => {
      const file = await api.fetchFile('evidenceFile', { params: { packageId, documentId: document.id } });
      if (!file) throw new Error('The document is not available.');
      downloadBlob(file, document.fileName);
    },
  });
};
