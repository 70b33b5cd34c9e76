import { presignedGetUrl } from '../data/aws/objects';
import type { BucketPurpose } from '../data/table-schema';
import { bucketName } from './objects';

/**
 * The file name as RFC 6266 gives it: an ASCII `filename` for old clients (accents dropped, other
 * characters replaced) and the name as written in `filename*`, percent-encoded UTF-8.
 */
const fileNameParameters = (fileName: string): string => {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '');
  const encoded = encodeURIComponent(fileName.normalize('NFC')).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/**
 * A short-lived link straight to a stored file, so large files never pass through a Lambda
 * answer; `download` makes browsers save it under the given name instead of showing it.
 */
export const shortLivedLink = async (
  purpose: BucketPurpose,
  key: string,
  options: { fileName: string; download: boolean; seconds?: number },
): Promise<{ url: string; expiresAt: string }> => {
  const seconds = options.seconds ?? 900;
  const disposition = `${options.download ? 'attachment' : 'inline'}; ${fileNameParameters(options.fileName)}`;
  const url = await presignedGetUrl(bucketName(purpose), key, { contentDisposition: disposition, seconds });
  return { url, expiresAt: new Date(Date.now() + seconds * 1000).toISOString() };
};
