import { randomUUID } from 'node:crypto';
import type { Role, UserStatus } from '@recyclens/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { membershipItem } from '../src/data/repositories/memberships';
import { replaceUserCounts } from '../src/data/repositories/user-counts';
import { newUserItem, userIndexKeys, type UserItem } from '../src/data/repositories/users';
import { batchWrite } from '../src/data/table';
import { rebuildUsers } from '../src/services/users/users-rebuild';
import { useApi } from './support/api';
import { portfolioStamp } from './support/large-portfolio';
import { tokenFromMail, waitForMail } from './support/mails';
import { createMember } from './support/sessions';
import { createTestTenant } from './support/tenants';

/**
 * The user list of a tenant of 5,000 users (issue 21 §5): paged, searched, filtered and sorted on
 * the server, with counters kept as users change (decision 013). The users are written straight
 * into the table with the keys the repository builds, as portfolio-at-scale.test.ts does for packaging.
 */
const call = useApi();
const SIZE = 5000;

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  role: Role;
  status: UserStatus;
  companyIds: string[];
}
interface UserPage {
  items: (Person & { email: string; companies: { id: string }[] })[];
  nextCursor: string | null;
}
interface Counts {
  pendingApproval: number;
  companies: { companyId: string; users: number; pending: number }[];
}

/**
 * The n-th seeded user: "Meyer n" (every tenth "Berg n"), a manager every 50th, an admin every
 * 250th, pending every 7th, rejected every 13th, in company A or B by parity, none every 97th.
 */
const seededUser = (clientId: string, companies: [string, string], index: number): UserItem => {
  const role: Role = index % 250 === 1 ? 'CLIENT_ADMIN' : index % 50 === 0 ? 'MANAGER_USER' : 'DEFAULT_USER';
  const status: UserStatus = index % 7 === 0 ? 'PENDING' : index % 13 === 0 ? 'REJECTED' : 'APPROVED';
  const companyIds =
    role === 'CLIENT_ADMIN' ? [companies[0]] : index % 97 === 0 ? [] : [companies[index % 2]];
  return stamped(
    newUserItem({
      id: randomUUID(),
      clientId,
      firstName: `Anna ${index}`,
      lastName: `${index % 10 === 0 ? 'Berg' : 'Meyer'} ${index}`,
      email: `user-${index}@big.example`,
      passwordHash: null,
      role,
      status,
      language: 'EN',
      companyIds: companyIds as string[],
    }),
    portfolioStamp(index + 1),
  );
};

const stamped = (user: UserItem, createdAt: string): UserItem => ({
  ...user,
  createdAt,
  ...userIndexKeys({ ...user, createdAt }),
});

const seedTenant = async () => {
  const tenant = await createTestTenant(`users-${randomUUID().slice(0, 6)}`);
  const admin = await createMember(tenant.clientId, {
    role: 'CLIENT_ADMIN',
    companyIds: [tenant.companyId],
    label: 'Boss',
  });
  const created = await call<{ id: string }>('POST', '/company/create', {
    token: admin.token,
    body: { companyName: 'Company B' },
  });
  const companies: [string, string] = [tenant.companyId, created.body.id];
  const manager = await createMember(tenant.clientId, {
    role: 'MANAGER_USER',
    companyIds: [companies[1]],
    label: 'Mona',
  });
  // Last in every order: by last name, first name, e-mail, status (rejected) and oldest.
  const zoe = stamped(
    newUserItem({
      id: randomUUID(),
      clientId: tenant.clientId,
      firstName: 'Zoë',
      lastName: 'Zzyzx',
      email: 'zz.zzyzx@big.example',
      passwordHash: null,
      role: 'DEFAULT_USER',
      status: 'REJECTED',
      language: 'EN',
      companyIds: [companies[1]],
    }),
    portfolioStamp(0),
  );
  const seeded = [
    zoe,
    ...Array.from({ length: SIZE - 1 }, (_, index) => seededUser(tenant.clientId, companies, index + 1)),
  ];
  await batchWrite(
    seeded.flatMap((user) => [
      { PutRequest: { Item: user } },
      ...user.companyIds.map((companyId) => ({
        PutRequest: { Item: membershipItem(tenant.clientId, companyId, user.id) },
      })),
    ]),
  );
  // The seeded users were written without their counters: the rebuild counts them.
  await rebuildUsers(tenant.clientId);
  const people: Person[] = [
    {
      id: tenant.adminId,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'CLIENT_ADMIN',
      status: 'APPROVED',
      companyIds: [companies[0]],
    },
    {
      id: admin.id,
      firstName: 'Boss',
      lastName: 'CLIENT_ADMIN',
      role: 'CLIENT_ADMIN',
      status: 'APPROVED',
      companyIds: [companies[0]],
    },
    {
      id: manager.id,
      firstName: 'Mona',
      lastName: 'MANAGER_USER',
      role: 'MANAGER_USER',
      status: 'APPROVED',
      companyIds: [companies[1]],
    },
    ...seeded.map(({ id, firstName, lastName, role, status, companyIds }) => ({
      id,
      firstName,
      lastName,
      role,
      status,
      companyIds,
    })),
  ];
  return { tenant, admin, manager, companies, zoe, people };
};

let big: Awaited<ReturnType<typeof seedTenant>>;
beforeAll(async () => {
  big = await seedTenant();
}, 300_000);

const list = async (query: string, token = big.admin.token) => {
  const answer = await call<UserPage>('GET', `/users?${query}`, { token });
  expect(answer.status, query).toBe(200);
  return answer.body;
};

/** Every page of a query to the end: the ids in the order given. */
const listAll = async (query: string, token = big.admin.token) => {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: UserPage = await list(
      `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      token,
    );
    ids.push(...page.items.map((user) => user.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
};

/** What the manager of company B may see: its members, never an admin. */
const inManagerScope = (person: Person) =>
  person.companyIds.includes(big.companies[1]) && person.role !== 'CLIENT_ADMIN';

const expectedCounts = (people: readonly Person[]) => {
  const company = (companyId: string) => {
    const members = people.filter((person) => person.companyIds.includes(companyId));
    return {
      companyId,
      users: members.length,
      pending: members.filter((person) => person.status === 'PENDING').length,
    };
  };
  return {
    pendingApproval: people.filter((person) => person.status === 'PENDING').length,
    companies: expect.arrayContaining(big.companies.map(company)),
  };
};

const counts = async (token = big.admin.token) => {
  const answer = await call<Counts>('GET', '/users/counts', { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe(`the user list of a tenant of ${SIZE} users`, () => {
  /**
   * The first page holds the match. It may still carry a cursor when its last read ended exactly
   * at the end of the index (DynamoDB cannot tell); the page after it is then empty and final.
   */
  const expectOnlyMatch = async (query: string, id: string) => {
    const page = await list(query);
    expect(page.items.map((user) => user.id)).toEqual([id]);
    if (page.nextCursor)
      expect(await list(`${query}&cursor=${encodeURIComponent(page.nextCursor)}`)).toEqual({
        items: [],
        nextCursor: null,
      });
  };

  it.each([
    'sortBy=name&order=asc',
    'sortBy=firstName&order=asc',
    'sortBy=email&order=asc',
    'sortBy=status&order=asc',
    'sortBy=createdAt&order=desc',
  ])('finds the only match at the far end of %s on the first page', async (order) => {
    const reversed = order.endsWith('asc') ? order.replace('asc', 'desc') : order.replace('desc', 'asc');
    expect((await list(`${reversed}&limit=1`)).items[0]?.id).toBe(big.zoe.id);
    await expectOnlyMatch(`${order}&search=zzyzx`, big.zoe.id);
  });

  it('matches every word in any order, ignoring case and accents, in names and e-mail', async () => {
    await expectOnlyMatch('search=ZZYZX%20zoe', big.zoe.id);
    await expectOnlyMatch('search=zz.zzyzx%40big', big.zoe.id);
  });

  it('answers a search without a match with an empty page and no cursor', async () => {
    expect(await list('search=nobody%20here')).toEqual({ items: [], nextCursor: null });
    expect(await list(`role=CLIENT_ADMIN&companyId=${big.companies[1]}`)).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('combines search with status, role and company filters, paged to the end without losses or repeats', async () => {
    const expected = big.people.filter(
      (person) =>
        person.lastName.startsWith('Berg') &&
        person.status === 'PENDING' &&
        person.role === 'DEFAULT_USER' &&
        person.companyIds.includes(big.companies[0]),
    );
    expect(expected.length).toBeGreaterThan(20);
    const ids = await listAll(
      `search=berg&status=PENDING&role=DEFAULT_USER&companyId=${big.companies[0]}&sortBy=name&limit=20`,
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(expected.map((person) => person.id)));
  });

  it('pages every user by name to the end, in natural order, none lost or repeated', async () => {
    const ids = await listAll('sortBy=name&limit=100');
    expect(ids).toHaveLength(big.people.length);
    expect(new Set(ids).size).toBe(ids.length);
    const position = (lastName: string) =>
      ids.indexOf(big.people.find((p) => p.lastName === lastName)?.id ?? '');
    // "Berg 20" before "Berg 100", and every Berg before every Meyer.
    expect(position('Berg 20')).toBeLessThan(position('Berg 100'));
    expect(position('Berg 4990')).toBeLessThan(position('Meyer 1'));
    expect(ids[ids.length - 1]).toBe(big.zoe.id);
  });

  it("keeps a manager to their own company's users, never an admin", async () => {
    const ids = await listAll('sortBy=status&limit=100', big.manager.token);
    expect(new Set(ids)).toEqual(new Set(big.people.filter(inManagerScope).map((person) => person.id)));
    expect(await list(`companyId=${big.companies[0]}`, big.manager.token)).toEqual({
      items: [],
      nextCursor: null,
    });
    const managerCounts = await counts(big.manager.token);
    const scope = big.people.filter(inManagerScope);
    expect(managerCounts).toEqual({
      pendingApproval: scope.filter((person) => person.status === 'PENDING').length,
      companies: [
        {
          companyId: big.companies[1],
          users: scope.length,
          pending: scope.filter((person) => person.status === 'PENDING').length,
        },
      ],
    });
  });

  it('moves a user who renames themselves in the name orders and finds them by the new name only', async () => {
    const renamed = await call('PUT', `/profile/${big.manager.id}`, {
      token: big.manager.token,
      body: { firstName: 'Zoë', lastName: 'Zzyzx-Renamed' },
    });
    expect(renamed.status).toBe(200);
    // Her e-mail still says "mona"; her old last name is gone.
    expect(await list('search=manager_user')).toEqual({ items: [], nextCursor: null });
    expect((await list('sortBy=name&order=desc&limit=1')).items[0]?.id).toBe(big.manager.id);
    expect((await list('search=zzyzx&sortBy=firstName')).items.map((user) => user.id)).toEqual([
      big.zoe.id,
      big.manager.id,
    ]);
  });

  it('refuses an unknown order or status with a clear error', async () => {
    const answer = await call<{ code: string }>('GET', '/users?sortBy=shoeSize', { token: big.admin.token });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    const cursor = (await list('sortBy=name&limit=5')).nextCursor ?? '';
    const crossed = await call<{ code: string }>(
      'GET',
      `/users?sortBy=email&cursor=${encodeURIComponent(cursor)}`,
      { token: big.admin.token },
    );
    expect(crossed.status).toBe(400);
  });
});

describe('the user counters', () => {
  const people = () => big.people;
  const edit = async (person: Person, changes: Partial<Person>) => {
    const current = await call<{ version: number }>('GET', `/user/${person.id}`, { token: big.admin.token });
    const next = { ...person, ...changes };
    const answer = await call('PUT', `/user/${person.id}`, {
      token: big.admin.token,
      body: {
        role: next.role,
        status: next.status,
        companyIds: next.companyIds,
        version: current.body.version,
      },
    });
    expect(answer.status).toBe(200);
    Object.assign(person, changes);
  };
  const signUp = async (email: string) => {
    const answer = await call('POST', '/auth/signUp', {
      body: {
        firstName: 'Nina',
        lastName: 'Neu',
        company: 'Elsewhere',
        email,
        createPassword: 'new user password',
        confirmPassword: 'new user password',
        privacyPolicy: true,
        currentClientUrl: big.tenant.url,
      },
    });
    expect(answer.status).toBe(200);
    const found = (await list(`search=${encodeURIComponent(email)}`)).items[0];
    if (!found) throw new Error(`${email} is not listed`);
    return found;
  };

  it('count the seeded users exactly', async () => {
    expect(await counts()).toEqual(expectedCounts(people()));
  });

  it('stay exact through sign-up, confirmation, invitation, approval, role and company changes', async () => {
    const signedUp = await signUp(`nina-${randomUUID().slice(0, 6)}@example.com`);
    const nina: Person = { ...signedUp, companyIds: [] };
    big.people.push(nina);
    expect(await counts()).toEqual(expectedCounts(people()));

    await call('POST', '/auth/confirmEmail', {
      body: { token: tokenFromMail(await waitForMail(signedUp.email)).token },
    });
    expect(await counts()).toEqual(expectedCounts(people()));

    const invitedEmail = `ivy-${randomUUID().slice(0, 6)}@example.com`;
    const invited = await call('POST', '/profile/invite', {
      token: big.manager.token,
      body: { email: invitedEmail, companyId: big.companies[1] },
    });
    expect(invited.status).toBe(200);
    const ivy = await signUp(invitedEmail);
    big.people.push({ ...ivy, companyIds: [big.companies[1]] });
    expect(await counts()).toEqual(expectedCounts(people()));
    expect((await counts(big.manager.token)).pendingApproval).toBe(
      people().filter((person) => inManagerScope(person) && person.status === 'PENDING').length,
    );

    await edit(nina, { status: 'APPROVED', companyIds: [big.companies[0]] });
    expect(await counts()).toEqual(expectedCounts(people()));
    await edit(nina, { role: 'MANAGER_USER' });
    expect(await counts()).toEqual(expectedCounts(people()));
    await edit(nina, { companyIds: [big.companies[1]] });
    expect(await counts()).toEqual(expectedCounts(people()));
    await edit(nina, { status: 'REJECTED' });
    expect(await counts()).toEqual(expectedCounts(people()));
    // An admin in both companies counts in each.
    await edit(nina, { role: 'CLIENT_ADMIN', status: 'APPROVED', companyIds: [...big.companies] });
    expect(await counts()).toEqual(expectedCounts(people()));
  });

  it('refuse an edit from a stale version without moving the counters', async () => {
    const person = big.people.find((entry) => entry.status === 'PENDING' && entry.role === 'DEFAULT_USER');
    if (!person) throw new Error('no pending user');
    const before = await counts();
    const current = await call<{ version: number }>('GET', `/user/${person.id}`, { token: big.admin.token });
    const stale = await call('PUT', `/user/${person.id}`, {
      token: big.admin.token,
      body: {
        role: 'DEFAULT_USER',
        status: 'APPROVED',
        companyIds: person.companyIds.length ? person.companyIds : [big.companies[0]],
        version: current.body.version + 1,
      },
    });
    expect(stale.status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('are rebuilt from the users as they are', async () => {
    const before = await counts();
    // In the same order every time, whatever order the counters item keeps its attributes in.
    expect(before.companies.map((company) => company.companyId)).toEqual([...big.companies].sort());
    await replaceUserCounts(big.tenant.clientId, new Map([['all:DEFAULT_USER:PENDING', 999]]));
    expect((await counts()).pendingApproval).toBe(999);
    const rebuilt = await rebuildUsers(big.tenant.clientId);
    expect(rebuilt).toMatchObject({ users: big.people.length, rewritten: 0 });
    expect(await counts()).toEqual(before);
  });
});
