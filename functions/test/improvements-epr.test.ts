import { describe, expect, it } from 'vitest';
import { part as enginePart } from './assessment/helpers';
import { useApi } from './support/api';
import { companyMember } from './support/company-members';
import { createTestTenant } from './support/tenants';

/**
 * Improvement proposals say what each change saves in EPR fees per year and country (issue 35
 * §3): the fee engine's estimate of the proposal's trial copy against the original's, times the
 * packaging's units placed. Rates: Ecoembes 2026 household schedule
 * (functions/src/epr/editions/ecoembes-2026.ts): other rigid plastics 0.748 €/kg, aluminium
 * 0.04 €/kg.
 */
const call = useApi();
const tenant = await createTestTenant('improve-epr');
const engineer = await companyMember(tenant);

type Effect = Record<string, unknown> & { kind: string };
type Improvements = {
  proposals: { id: string; changes: { componentName: string; to: string | null }[]; effects: Effect[] }[];
};

describe('the EPR saving of a proposal', () => {
  it('is the fee the change saves per year in each country with units and a schedule', async () => {
    // An aluminium can under a 5 g PP lid: 10,000 placed in Spain and 5,000 in Germany in 2026.
    const can = await call<{ id: string }>('POST', '/packages', {
      token: engineer.token,
      body: {
        name: 'Soup can',
        draft: false,
        unitsPlaced: [
          { countryCode: 'ES', year: 2026, units: 10_000 },
          { countryCode: 'DE', year: 2026, units: 5000 },
        ],
        components: [
          enginePart('Can body', 'body', 'metal', 'aluminium', {
            colorId: 'metallic',
            densityFrom: 2.6,
            densityTo: 2.75,
            weight: 11,
          }),
          enginePart('Lid', 'lid', 'rigid-plastic', 'pp', {
            colorId: 'natural',
            densityFrom: 0.9,
            densityTo: 0.91,
            weight: 5,
          }),
        ],
      },
    });
    expect(can.status).toBe(200);
    const answer = await call<Improvements>(
      'GET',
      `/packages/${can.body.id}/improvements?countryId=DE&methodology=ceflex`,
      {
        token: engineer.token,
      },
    );
    expect(answer.status).toBe(200);
    const lidToAluminium = answer.body.proposals.find(
      (proposal) => proposal.changes.length === 1 && proposal.changes[0]?.to === 'aluminium',
    );
    // 5 g × (0.748 − 0.04) €/kg = 0.00354 € a unit, × 10,000 units = 35.40 € in 2026 in Spain.
    const saving = lidToAluminium?.effects.filter((effect) => effect.kind === 'epr_saving');
    expect(saving).toEqual([
      {
        kind: 'epr_saving',
        countryCode: 'ES',
        year: 2026,
        currency: 'EUR',
        units: 10_000,
        perUnit: expect.closeTo(0.00354, 8),
        amount: expect.closeTo(35.4, 6),
        complete: true,
      },
    ]);
  });
});
