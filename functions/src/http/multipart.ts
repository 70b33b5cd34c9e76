import type { MultipartBody } from '@recyclens/shared';
import { AppError } from '../errors/app-error';
import type { UploadedFile } from './types';

const CRLF2 = Buffer.from('\r\n\r\n');

const boundaryOf = (contentType: string): string => {
  const match = /^multipart\/form-data\s*;.*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  return boundary;
};

const headerValue = (headers: string, name: string): string | undefined =>
  new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(headers)?.[1]?.trim();

/**
 * Reads the one file field a route declares from a multipart body held in memory (API Gateway
 * hands Lambda the whole body). Other fields are ignored; a missing or empty file is FILE_MISSING
 * and an oversized one FILE_TOO_LARGE. The file's real type is checked by the service from its
 * bytes, not from the name or the declared type.
 */
export const parseMultipartFile = (
  body: Buffer,
  contentType: string,
  declared: MultipartBody,
): UploadedFile => {
  // Base64 adds a third; refuse early whatever the parts say.
  if (body.length > declared.maxBytes + 64 * 1024) throw new AppError('FILE_TOO_LARGE');
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  let position = body.indexOf(delimiter);
  while (position !== -1) {
    const partStart = position + delimiter.length;
    const next = body.indexOf(delimiter, partStart);
    if (next === -1) break;
    const part = body.subarray(partStart, next);
    const headerEnd = part.indexOf(CRLF2);
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const disposition = headerValue(headers, 'content-disposition') ?? '';
      const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
      if (name === declared.fileField) {
        // The part's content ends with the CRLF that precedes the next delimiter.
        const bytes = part.subarray(headerEnd + CRLF2.length, part.length - 2);
        if (bytes.length === 0) throw new AppError('FILE_MISSING');
        if (bytes.length > declared.maxBytes) throw new AppError('FILE_TOO_LARGE');
        return {
          fileName: /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? 'upload',
          contentType: headerValue(headers, 'content-type') ?? 'application/octet-stream',
          bytes: Buffer.from(bytes),
        };
      }
    }
    position = next;
  }
  throw new AppError('FILE_MISSING');
};
