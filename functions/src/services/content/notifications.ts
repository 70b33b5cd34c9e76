import { can, userScopeOf, type NotificationType } from '@recyclens/shared';
import {
  byNewest,
  notificationsPage,
  positionAfter,
  type NotificationItem,
} from '../../data/repositories/notifications';
import { usersByIds } from '../../data/repositories/users';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { storedFieldsView } from '../stored-fields-view';
import { inScope } from '../users/users';

/**
 * Notifications live in two partitions: the tenant's (a new user concerns everyone) and the
 * current company's (new packaging, projects, templates, reports). A page merges both, newest
 * first; its cursor holds one position per partition (null once that partition is read to
 * the end), each checked against its partition like any cursor.
 */
type Source = 'tenant' | 'company';
type Positions = Partial<Record<Source, string | null>>;

const decodePositions = (cursor: string | undefined): Positions => {
  if (!cursor) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const entries = Object.entries(parsed);
      // A cursor this service made always holds a position still to read: an empty one would
      // quietly answer the first page, where every other list refuses a forged cursor.
      const valid =
        entries.some(([, value]) => typeof value === 'string') &&
        entries.every(
          ([key, value]) =>
            (key === 'tenant' || key === 'company') && (value === null || typeof value === 'string'),
        );
      if (valid) return Object.fromEntries(entries) as Positions;
    }
  } catch {
    // Falls through to the error below.
  }
  throw new AppError('INVALID_CURSOR', { fields: { cursor: 'The page cursor is not valid.' } });
};

/**
 * The tenant partition's NEW_USER notifications the caller may see (issue 36 §4): those about a
 * user within the caller's user management scope who still exists — a removed user is gone from
 * New customers, not shown by a pseudonym. One without a user id (none is written so) only an
 * admin sees.
 */
const visibleNewUsers = async (caller: Caller, items: NotificationItem[]) => {
  const userIdOf = (item: NotificationItem) =>
    typeof item.meta.userId === 'string' ? item.meta.userId : undefined;
  const ids = [...new Set(items.flatMap((item) => userIdOf(item) ?? []))];
  const users = new Map((await usersByIds(caller.clientId, ids)).map((user) => [user.id, user]));
  return items.filter((item) => {
    const userId = userIdOf(item);
    if (!userId) return userScopeOf(caller.role) === 'tenant';
    const user = users.get(userId);
    return Boolean(user && !user.deletedAt && inScope(caller, user));
  });
};

/** Reads of the tenant partition for one page at most: a page past many hidden sign-ups may be short, never slow. */
const MAX_TENANT_READS = 5;

const view = (item: NotificationItem) => ({
  ...storedFieldsView(item),
  ...(item.companyId ? { companyId: item.companyId } : {}),
  type: item.type,
  meta: item.meta,
});

export const listNotifications = async (
  caller: Caller,
  query: { types?: NotificationType[] | undefined; limit: number; cursor?: string | undefined },
) => {
  const types = query.types && query.types.length > 0 ? query.types : undefined;
  const companies: Record<Source, string | null> = { tenant: null, company: caller.currentCompanyId ?? null };
  const wanted: Source[] = [];
  // New users are news only for those who may approve them (issue 36 §4).
  if ((!types || types.includes('NEW_USER')) && can(caller.role, 'users:manage')) wanted.push('tenant');
  if (caller.currentCompanyId && (!types || types.some((type) => type !== 'NEW_USER')))
    wanted.push('company');

  const positions = decodePositions(query.cursor);
  const pages = await Promise.all(
    wanted
      .filter((source) => positions[source] !== null)
      .map(async (source) => {
        const read = (cursor: string | undefined) =>
          notificationsPage(caller.clientId, companies[source], { limit: query.limit, cursor, types });
        const page = await read(positions[source] ?? undefined);
        if (source === 'company') return { source, page };
        // The tenant partition holds only NEW_USER, some hidden from the caller: read on until
        // the page is full or the partition ends, so a page is not short while more follow. The
        // cursor logic below is unchanged, since a position after the last item taken skips the
        // hidden ones too. Bounded, so a run of hidden sign-ups costs a short page, not a long wait.
        const items = await visibleNewUsers(caller, page.items);
        let nextCursor = page.nextCursor;
        for (let reads = 1; items.length < query.limit && nextCursor && reads < MAX_TENANT_READS; reads++) {
          const more = await read(nextCursor);
          items.push(...(await visibleNewUsers(caller, more.items)));
          nextCursor = more.nextCursor;
        }
        return { source, page: { items, nextCursor } };
      }),
  );
  const merged = pages
    .flatMap(({ source, page }) => page.items.map((item) => ({ source, item })))
    .sort((a, b) => byNewest(a.item, b.item))
    .slice(0, query.limit);

  const next: Positions = { ...positions };
  for (const { source, page } of pages) {
    const taken = merged.filter((entry) => entry.source === source);
    const last = taken.at(-1)?.item;
    if (taken.length === page.items.length) next[source] = page.nextCursor;
    else if (last) next[source] = positionAfter(last);
  }
  const more = wanted.some((source) => next[source] !== null);
  return {
    items: merged.map((entry) => view(entry.item)),
    nextCursor: more ? Buffer.from(JSON.stringify(next)).toString('base64url') : null,
  };
};
