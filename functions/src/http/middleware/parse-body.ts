import { isMultipart, JSON_BODY_MAX_BYTES } from '@recyclens/shared';
import { AppError } from '../../errors/app-error';
import { parseMultipartFile } from '../multipart';
import { stateOf, type ChainMiddleware } from '../request-state';

const bodyBytes = (body: string | undefined, isBase64: boolean | undefined): Buffer =>
  body === undefined ? Buffer.alloc(0) : Buffer.from(body, isBase64 ? 'base64' : 'utf8');

/** Parses the body the route declares: JSON, or a multipart form with one file. */
export const parseBody = (): ChainMiddleware => ({
  name: 'parse-body',
  before: async (request) => {
    const state = stateOf(request);
    const { body: declared } = state.route;
    if (!declared) return;
    const contentType = request.event.headers?.['content-type'] ?? '';
    const bytes = bodyBytes(request.event.body, request.event.isBase64Encoded);

    if (isMultipart(declared)) {
      state.file = await parseMultipartFile(bytes, contentType, declared);
      return;
    }
    if (bytes.length > JSON_BODY_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
    if (bytes.length === 0) {
      state.rawBody = {};
      return;
    }
    // The document names application/json only (with parameters such as charset); other JSON
    // types (application/vnd.api+json) promise semantics we do not keep, so they are refused.
    if (!/^application\/json\s*(;|$)/i.test(contentType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    try {
      state.rawBody = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new AppError('INVALID_JSON');
    }
  },
});
