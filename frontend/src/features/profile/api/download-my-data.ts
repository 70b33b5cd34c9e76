import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context';
import { downloadBlob } from '../../../lib/download';

/** GET /me/data, saved as a JSON file (dates written back as ISO text). */
export const useDownloadMyData = () => {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const data = await api.call('myData');
      const day = data.exportedAt.toISOString().slice(0, 10);
      downloadBlob(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        `my-data-${day}.json`,
      );
    },
  });
};
