import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { downloadBlob } from '../../../lib/download';

export const IMPORT_TEMPLATE_FILE_NAME = 'recyclens-import-template.xlsx';

/** The template comes as a file answer; a JSON answer instead means the server has none to give. */
export class TemplateMissingError extends Error {
  override name = 'TemplateMissingError';
}

/** Fetches the import template (XLSX, in the user's language) and saves it. */
export const useDownloadTemplate = () => {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const file = await api.fetchFile('importTemplate');
      if (!file) throw new TemplateMissingError('The import template is not available.');
      downloadBlob(file, IMPORT_TEMPLATE_FILE_NAME);
    },
  });
};
