import { describe, expect, it } from 'vitest';
import { scanCompanies, scanItems } from '@recyclens/scripts/scan-items';
import { createTestTenant } from './support/tenants';

/**
 * The operator commands' Scan (scripts/src/scan-items.ts: portfolio, users and EPR rebuilds):
 * it reaches the items of the table the filter keeps, whichever tenant they belong to.
 */
const collect = async <T>(items: AsyncGenerator<T>) => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};

describe('the rebuild commands’ scan', () => {
  it('finds every company with its tenant, and the tenants themselves', async () => {
    const [first, second] = [await createTestTenant('scan-one'), await createTestTenant('scan-two')];
    const companies = await collect(scanCompanies());
    for (const tenant of [first, second])
      expect(companies).toContainEqual(
        expect.objectContaining({ clientId: tenant.clientId, id: tenant.companyId }),
      );
    const clients = await collect(scanItems<{ id: string }>('entity = :client', { ':client': 'Client' }));
    expect(clients.map((client) => client.id)).toEqual(
      expect.arrayContaining([first.clientId, second.clientId]),
    );
  });
});
