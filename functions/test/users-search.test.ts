import { randomUUID } from 'node:crypto';
import { foldText } from '@recyclens/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { membershipItem } from '../src/data/repositories/memberships';
import { newUserItem, type UserItem } from '../src/data/repositories/users';
import { batchWrite } from '../src/data/table';
import { rebuildUsers } from '../src/services/users/users-rebuild';
import { useApi } from './support/api';
import { createMember } from './support/sessions';
import { createTestTenant } from './support/tenants';

/**
 * User management's search in the German spelling of an umlaut (issue 36 §6): "mueller" finds
 * "Müller" as "muller" does, and `npm run users:rebuild` gives users stored before this release
 * that spelling too.
 */
const call = useApi();

const person = (clientId: string, companyId: string, firstName: string, lastName: string): UserItem =>
  newUserItem({
    id: randomUUID(),
    clientId,
    firstName,
    lastName,
    email: `${randomUUID().slice(0, 8)}@people.example`,
    passwordHash: null,
    role: 'DEFAULT_USER',
    status: 'APPROVED',
    language: 'DE',
    companyIds: [companyId],
  });

let admin: { token: string };
let clientId: string;
let companyId: string;

beforeAll(async () => {
  const tenant = await createTestTenant('users-search');
  ({ clientId, companyId } = tenant);
  admin = await createMember(clientId, { role: 'CLIENT_ADMIN', companyIds: [companyId], label: 'Boss' });
});

const write = (...users: UserItem[]) =>
  batchWrite(
    users.flatMap((user) => [
      { PutRequest: { Item: user } },
      { PutRequest: { Item: membershipItem(clientId, companyId, user.id) } },
    ]),
  );

const found = async (search: string) => {
  const answer = await call<{ items: { id: string }[] }>(
    'GET',
    `/users?search=${encodeURIComponent(search)}`,
    {
      token: admin.token,
    },
  );
  expect(answer.status, search).toBe(200);
  return answer.body.items.map((user) => user.id);
};

describe('searching users in the German spelling of an umlaut', () => {
  it('finds "Jörg Müller" by "mueller", "muller", "müller" and "joerg mueller"', async () => {
    const mueller = person(clientId, companyId, 'Jörg', 'Müller');
    const other = person(clientId, companyId, 'Jürgen', 'Schmidt');
    await write(mueller, other);
    for (const search of ['mueller', 'muller', 'Müller', 'joerg mueller', 'MUELLER Jorg']) {
      expect(await found(search), search).toEqual([mueller.id]);
    }
    expect(await found('juergen')).toEqual([other.id]);
  });

  it('finds a user stored before this release by "mueller" once the users are rebuilt', async () => {
    const stored = person(clientId, companyId, 'Käthe', 'Müller-Lüdenscheidt');
    // As the release before wrote it: folded only, without the German spelling.
    await write({
      ...stored,
      searchText: foldText(`${stored.firstName} ${stored.lastName} ${stored.email}`),
    });
    expect(await found('kaethe')).toEqual([]);
    const rebuilt = await rebuildUsers(clientId);
    expect(rebuilt.rewritten).toBe(1);
    expect(await found('kaethe mueller-luedenscheidt')).toEqual([stored.id]);
    expect(await found('kathe')).toEqual([stored.id]);
  });
});
