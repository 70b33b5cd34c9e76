import busboy from 'busboy';
import type { MultipartBody } from '@recyclens/shared';
import { AppError } from '../errors/app-error';
import type { UploadedFile } from './types';

// Base64 adds a third, and the form's own lines a little: past this, refuse before reading.
const FORM_OVERHEAD_BYTES = 64 * 1024;

type Outcome = UploadedFile | AppError;

/**
 * Reads the one file field a route declares from a multipart body held in memory (API Gateway
 * hands Lambda the whole body), with busboy (decision 039). Other fields are ignored, and of the
 * declared field only the first part counts; a missing, empty or cut-off file is FILE_MISSING, an
 * oversized one FILE_TOO_LARGE, a body that is no multipart form UNSUPPORTED_MEDIA_TYPE. The
 * file's real type is checked by the service from its bytes, not from the name or the declared type.
 */
export const parseMultipartFile = (
  body: Buffer,
  contentType: string,
  declared: MultipartBody,
): Promise<UploadedFile> =>
  new Promise((resolve, reject) => {
    if (body.length > declared.maxBytes + FORM_OVERHEAD_BYTES) throw new AppError('FILE_TOO_LARGE');
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // busboy reports a limit once it is reached: one byte past the file's limit is the first too many.
        limits: { files: 1, fileSize: declared.maxBytes + 1, fieldSize: declared.maxBytes + 1 },
        // Browsers send file names as UTF-8, which busboy would read as Latin-1; a field's value
        // is read as Latin-1, byte for byte, for the declared field sent without a file name.
        defParamCharset: 'utf8',
        defCharset: 'latin1',
      });
    } catch {
      // No multipart/form-data type, or no boundary in it.
      throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    }
    let outcome: Outcome | Promise<Outcome> | undefined;
    parser.on('file', (name, stream, info) => {
      if (name !== declared.fileField || outcome) {
        stream.resume();
        return;
      }
      outcome = new Promise((done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => done(new AppError('FILE_TOO_LARGE')));
        stream.on('error', () => done(new AppError('FILE_MISSING')));
        stream.on('end', () =>
          done({
            fileName: info.filename ?? 'upload',
            contentType: info.mimeType,
            bytes: Buffer.concat(chunks),
          }),
        );
      });
    });
    // busboy takes a part for a file only when it names a file name (or is octet-stream); the
    // declared field is the file all the same.
    parser.on('field', (name, value, info) => {
      if (name !== declared.fileField || outcome) return;
      outcome = info.valueTruncated
        ? new AppError('FILE_TOO_LARGE')
        : { fileName: 'upload', contentType: info.mimeType, bytes: Buffer.from(value, 'latin1') };
    });
    parser.on('error', () => reject(new AppError('FILE_MISSING')));
    parser.on('close', () => {
      void Promise.resolve(outcome).then((read) => {
        if (read instanceof AppError) reject(read);
        else if (!read || read.bytes.length === 0) reject(new AppError('FILE_MISSING'));
        else resolve(read);
      });
    });
    parser.end(body);
  });
