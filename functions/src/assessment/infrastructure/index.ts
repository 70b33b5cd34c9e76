import { INFRASTRUCTURE_UNCERTAIN_RULE } from '@recyclens/shared';
import { sources } from '../sources';
import type { Finding, StreamId } from '../types';
import type { InfrastructureRow } from './row';
import { infrastructureTable } from './table';

export type { InfrastructureRow } from './row';
/** Every country × stream the engine knows: the EU-27, the United Kingdom and the United States. */
export { infrastructureTable } from './table';

export const infrastructureFor = (countryId: string, stream: StreamId): InfrastructureRow | undefined =>
  infrastructureTable.find((r) => r.countryId === countryId && r.stream === stream);

/**
 * The infrastructure findings for a pack: one red finding per missing step (collected, sorted,
 * recycled), or one red finding when we have no row for the country, or one info finding when
 * all three are in place. A row we could not establish adds one more finding that says so, with
 * the row's note and source, whatever the steps: the grade rests on that row, and the reader must
 * know how firm it is. It is informational, so it never moves the score.
 */
export const infrastructureFindings = (countryId: string, stream: StreamId): Finding[] => {
  const infra = infrastructureFor(countryId, stream);
  const base = { componentIndex: null };
  if (infra === undefined) {
    return [
      {
        ...base,
        ruleId: 'infrastructure.no-data',
        rating: 'red',
        messageKey: 'infra.no-data',
        params: { country: countryId, stream },
        source: sources.recyclens,
      },
    ];
  }
  const params = { country: countryId, stream, note: infra.note, year: infra.year };
  const missing = (['collected', 'sorted', 'recycled'] as const).filter((step) => !infra[step]);
  const steps: Finding[] =
    missing.length === 0
      ? [
          {
            ...base,
            ruleId: 'infrastructure.available',
            rating: 'info',
            messageKey: 'infra.available',
            params,
            source: infra.source,
          },
        ]
      : missing.map((step) => ({
          ...base,
          ruleId: `infrastructure.${step}`,
          rating: 'red',
          messageKey: `infra.not-${step}`,
          params,
          source: infra.source,
        }));
  if (infra.certain) return steps;
  return [
    ...steps,
    {
      ...base,
      ruleId: INFRASTRUCTURE_UNCERTAIN_RULE,
      rating: 'info',
      messageKey: 'infra.uncertain',
      params,
      source: infra.source,
    },
  ];
};
