import { randomUUID } from 'node:crypto';

/**
 * Fills a bench tenant with `count` users straight into the table, with the keys the repository
 * builds (as the tests at scale do), then derives its counters: "Meyer 1"… in one company, pending
 * every 7th, and one "Zoë Zzyzx", last by name, the rare name a search looks for. Imported after
 * the bench stack has set the functions' environment.
 */
export const seedBenchUsers = async (clientId: string, companyId: string, count: number) => {
  const { newUserItem, userIndexKeys } = await import('@recyclens/functions/data/repositories/users');
  const { batchWrite } = await import('@recyclens/functions/data/table');
  const { rebuildUsers } = await import('@recyclens/functions/services/users/users-rebuild');
  const users = Array.from({ length: count }, (_, index) => {
    const rare = index === 0;
    const user = newUserItem({
      id: randomUUID(),
      clientId,
      firstName: rare ? 'Zoë' : `Anna ${index}`,
      lastName: rare ? 'Zzyzx' : `Meyer ${index}`,
      email: rare ? 'zz.zzyzx@users.bench.example' : `user-${index}@users.bench.example`,
      passwordHash: null,
      role: 'DEFAULT_USER',
      status: index % 7 === 0 ? 'PENDING' : 'APPROVED',
      language: 'EN',
      companyIds: [companyId],
    });
    const createdAt = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
    return { ...user, createdAt, ...userIndexKeys({ ...user, createdAt }) };
  });
  await batchWrite(users.map((Item) => ({ PutRequest: { Item } })));
  await rebuildUsers(clientId);
  return { rareName: 'zzyzx' };
};
