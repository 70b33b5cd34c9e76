import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newNotificationItem } from '../src/data/repositories/notifications';
import { putItem } from '../src/data/table';
import { useApi } from './support/api';
import { adminTokenOf, createTestTenant } from './support/tenants';

const call = useApi();

type Page = { items: { id: string }[]; nextCursor: string | null };

const writeNewUser = async (clientId: string, userId?: string) => {
  const item = newNotificationItem({
    clientId,
    type: 'NEW_USER',
    meta: userId ? { userId, firstName: 'Gone', lastName: 'User' } : { firstName: 'Kept' },
  });
  await putItem(item);
  // Distinct creation times keep the partition's order the order written.
  await new Promise((resolve) => setTimeout(resolve, 3));
  return item.id;
};

// Sign-ups the caller may not see are dropped after reading (issue 36 §4); a page still fills up
// from the ones after them, rather than answering fewer items, or none, while more follow.
describe('New customers pages', () => {
  it('fill up past sign-ups the caller may not see', async () => {
    const tenant = await createTestTenant('new-customers-pages');
    const token = await adminTokenOf(tenant, call);
    const visible = [await writeNewUser(tenant.clientId), await writeNewUser(tenant.clientId)];
    // Newer than the visible ones: sign-ups of users that no longer exist.
    for (let i = 0; i < 6; i++) await writeNewUser(tenant.clientId, randomUUID());

    const first = await call<Page>('GET', '/notifications?types=NEW_USER&limit=2', { token });
    expect(first.body.items.map((item) => item.id)).toEqual([...visible].reverse());
    if (first.body.nextCursor) {
      const rest = await call<Page>(
        'GET',
        `/notifications?types=NEW_USER&limit=2&cursor=${first.body.nextCursor}`,
        { token },
      );
      expect(rest.body.items).toEqual([]);
    }
  });
});
