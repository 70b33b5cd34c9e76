import { describe, expect, it } from 'vitest';
import { pdfText } from './reports/pdf-inspect';
import { useApi } from './support/api';
import { companyMember } from './support/company-members';
import { completeBody } from './support/components';
import { adminTokenOf, createTestTenant } from './support/tenants';

/**
 * The company's postal address (issue 34 §4, Annex VIII of Regulation (EU) 2025/40: the
 * manufacturer's "postal address"): recorded by those who manage the company, kept in the audit
 * log, and printed on the draft EU declaration of conformity.
 */
const call = useApi();
const tenant = await createTestTenant('company-address');
const adminToken = await adminTokenOf(tenant, call);
const member = await companyMember(tenant);
const manager = await companyMember(tenant, { role: 'MANAGER_USER' });
const elsewhere = await createTestTenant('company-address-elsewhere');
const otherManager = await companyMember(elsewhere, { role: 'MANAGER_USER' });

const address = 'Musterstraße 12\n10115 Berlin\nGermany';
const record = (postalAddress: string, token: string, malformed = false) =>
  call<{ id: string; name: string; postalAddress?: string | null; code?: string }>(
    'PUT',
    `/companies/${tenant.companyId}/address`,
    { token, body: { postalAddress }, malformed },
  );

describe('the company’s postal address', () => {
  it('is recorded by an admin, listed with the company and written to the audit log', async () => {
    const answer = await record(`  ${address}  `, adminToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: tenant.companyId, postalAddress: address });
    const companies = await call<{ id: string; postalAddress?: string | null }[]>('GET', '/companies', {
      token: adminToken,
    });
    expect(companies.body.find((company) => company.id === tenant.companyId)?.postalAddress).toBe(address);
    const log = await call<{
      items: { action: string; target: { id: string } | null; details: Record<string, string> }[];
    }>('GET', '/audit?limit=100', { token: adminToken });
    expect(log.body.items.find((entry) => entry.action === 'COMPANY_ADDRESS_CHANGED')).toMatchObject({
      target: { id: tenant.companyId },
      details: { postalAddress: address },
    });
  });

  it('is recorded by a manager of the company, not by a user nor by another tenant’s manager', async () => {
    expect((await record(address, manager.token)).status).toBe(200);
    expect((await record(address, member.token)).status).toBe(403);
    expect((await record(address, otherManager.token)).status).toBe(404);
    // A few lines, as a letter's address block holds: a longer text is refused.
    expect((await record('x'.repeat(301), adminToken, true)).status).toBe(400);
  });

  it('is printed on the draft EU declaration as the manufacturer’s address, in its lines', async () => {
    expect((await record(address, adminToken)).status).toBe(200);
    const created = await call<{ id: string }>('POST', '/packages', {
      token: member.token,
      body: { name: 'Addressed tray', draft: false, components: [completeBody] },
    });
    const pdf = await call('GET', `/packages/${created.body.id}/declaration.pdf?language=en`, {
      token: member.token,
    });
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Address: Musterstraße 12, 10115 Berlin, Germany');
    expect(text).not.toContain('not recorded in Recyclens');
  });
});
