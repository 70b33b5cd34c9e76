import { AppError } from '../errors/app-error';
import { sealedPageCursors, type CursorScope } from '../security/page-cursors';
import type { RequestState } from './request-state';

/**
 * The edge of every list route: the `cursor` a client sends is opened back into the position the
 * services page from, and the `nextCursor` they answer is sealed, bound to this route and caller.
 * Services and the data layer only ever see positions (pagination.ts), which they check again
 * against the partition they read.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const scopeOf = (state: RequestState): CursorScope => ({
  list: state.routeId,
  clientId: state.caller?.clientId ?? '',
  companyId: state.caller?.currentCompanyId,
  userId: state.caller?.userId ?? '',
});

// Positions are base64url text (pagination.ts, notifications.ts): sealing their bytes rather than
// the text keeps cursors a quarter shorter.
export const openRequestCursor = async (state: RequestState): Promise<void> => {
  const { query } = state;
  if (!isRecord(query) || typeof query.cursor !== 'string' || query.cursor === '') return;
  const position = await sealedPageCursors.open(query.cursor, scopeOf(state));
  if (!position)
    throw new AppError('INVALID_CURSOR', { fields: { cursor: 'The page cursor is not valid.' } });
  state.query = { ...query, cursor: position.toString('base64url') };
};

export const sealAnswerCursor = async <Body>(state: RequestState, body: Body): Promise<Body> => {
  if (!isRecord(body) || typeof body.nextCursor !== 'string') return body;
  const nextCursor = await sealedPageCursors.seal(Buffer.from(body.nextCursor, 'base64url'), scopeOf(state));
  return { ...body, nextCursor };
};
