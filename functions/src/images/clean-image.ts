import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_SIDE_PX } from '@recyclens/shared';
import { AppError } from '../errors/app-error';
import { readImageHeader, type ImageHeader } from './image-header';

export interface CleanImage {
  bytes: Buffer;
  contentType: ImageHeader['contentType'];
}

/**
 * An upload made safe to store and serve: decoded in full and written anew, so only pixels are
 * kept; a file that merely starts like an image (a polyglot, a truncated file, a script behind
 * the signature) never reaches a browser as image bytes. The size comes from the header first,
 * so a small file claiming a huge canvas is refused before anything is allocated for it.
 */
export const cleanImage = async (bytes: Buffer): Promise<CleanImage> => {
  const header = readImageHeader(bytes);
  if (!header) throw new AppError('UNSUPPORTED_FILE_TYPE');
  const { contentType, width, height } = header;
  if (width === 0 || height === 0) throw new AppError('IMAGE_INVALID');
  if (width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX || width * height > IMAGE_MAX_MEGAPIXELS * 1e6)
    throw new AppError('IMAGE_TOO_LARGE');
  // Loaded on first use: the codecs stay out of the cold start of every call that uploads nothing.
  const { reencodeJpeg, reencodePng } = await import('./re-encode');
  try {
    return { bytes: contentType === 'image/png' ? reencodePng(bytes) : reencodeJpeg(bytes), contentType };
  } catch (cause) {
    // The codecs throw plain errors for every kind of damage; all of them mean the same to the user.
    throw new AppError('IMAGE_INVALID', { cause });
  }
};
