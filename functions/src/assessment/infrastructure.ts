import { sources } from './sources';
import type { Finding, Source, StreamId } from './types';

/**
 * Is a stream collected, sorted and recycled at scale in a country (ASSESSMENT.md step 2)?
 *
 * The model is the national definitions: ECR Austria (a packaging is recyclable where collection,
 * sorting and recycling infrastructure exists), OPRL for the UK (“Recycle” when ≥ 75% of councils
 * collect it at the kerbside), APR for the US (recyclable when ≥ 60% of consumers have access to
 * collection, and it is sorted and reprocessed). Store drop-off and recycling-centre routes do not
 * count as collection at scale unless the row says why.
 *
 * The rows are our best knowledge as of the year given, not a survey. `certain: false` marks rows
 * we are not sure of; the note says what is uncertain. Change a row → bump METHOD_VERSION.
 */
export interface InfrastructureRow {
  countryId: string;
  stream: StreamId;
  collected: boolean;
  sorted: boolean;
  recycled: boolean;
  year: number;
  certain: boolean;
  note: string;
  source: Source;
}

const row = (
  countryId: string,
  stream: StreamId,
  [collected, sorted, recycled]: [boolean, boolean, boolean],
  source: Source,
  note: string,
  certain = true,
  year = 2025,
): InfrastructureRow => ({ countryId, stream, collected, sorted, recycled, year, certain, note, source });

const all: [boolean, boolean, boolean] = [true, true, true];

export const infrastructureTable: InfrastructureRow[] = [
  // Germany: dual systems collect light packaging (yellow bag/bin); glass and paper in own bins.
  row('DE', 'pe-film', all, sources.zsvr, 'LVP collection; PE film is a standard sorted fraction.'),
  row(
    'DE',
    'pp-film',
    all,
    sources.zsvr,
    'Collected with LVP; PP film ends in PP or mixed-polyolefin sorted fractions. Uncertain whether film-grade recycling of PP film runs at scale.',
    false,
  ),
  row(
    'DE',
    'mixed-po-film',
    all,
    sources.zsvr,
    'Collected with LVP; sorted into the mixed-polyolefin fraction.',
  ),
  row('DE', 'po-rigid', all, sources.zsvr, 'LVP; PE and PP rigids are standard sorted fractions.'),
  row('DE', 'pet', all, sources.zsvr, 'Bottles mostly through the deposit (DPG); trays through LVP.'),
  row('DE', 'paper-board', all, sources.zsvr, 'Paper bin (PPK).'),
  row('DE', 'glass', all, sources.zsvr, 'Bottle banks by colour: white, green, brown.'),
  row('DE', 'aluminium', all, sources.zsvr, 'LVP; eddy-current separation in sorting.'),
  row('DE', 'steel', all, sources.zsvr, 'LVP; magnetic separation in sorting.'),
  row(
    'DE',
    'wood',
    all,
    sources.altholzv,
    'Not kerbside: commercial and recycling-centre collection (waste-wood ordinance), recycled into particle board.',
    false,
  ),
  // Austria: all plastic packaging in the yellow bag/bin nationwide since 2023.
  row('AT', 'pe-film', all, sources.ara, 'Yellow bag/bin; PE film is a sorted fraction.'),
  row(
    'AT',
    'pp-film',
    all,
    sources.ara,
    'Collected since 2023; new sorting plants separate PP film. Uncertain whether PP-film recycling runs at scale.',
    false,
  ),
  row('AT', 'mixed-po-film', all, sources.ara, 'Collected; sorted into polyolefin fractions.', false),
  row('AT', 'po-rigid', all, sources.ara, 'Yellow bag/bin.'),
  row(
    'AT',
    'pet',
    all,
    sources.ara,
    'Bottles (deposit from 2025) and trays; tray-to-tray capacity is limited.',
    false,
  ),
  row('AT', 'paper-board', all, sources.ara, 'Paper collection (Altpapier).'),
  row('AT', 'glass', all, sources.ara, 'Glass banks, white and coloured.'),
  row('AT', 'aluminium', all, sources.ara, 'Metal packaging collection.'),
  row('AT', 'steel', all, sources.ara, 'Metal packaging collection.'),
  row(
    'AT',
    'wood',
    all,
    sources.ecr,
    'Recycling centres (Altstoffsammelzentren) and commercial collection; our judgement, no household scheme for wood packaging.',
    false,
  ),
  // France: all packaging in the yellow bin since 2023 (extension des consignes de tri).
  row('FR', 'pe-film', all, sources.citeo, 'Yellow bin; PE film is a Citeo sorting standard.'),
  row(
    'FR',
    'pp-film',
    [true, true, false],
    sources.citeo,
    'Collected and sorted (flux développement), but we do not know of PP-film recycling at scale.',
    false,
  ),
  row(
    'FR',
    'mixed-po-film',
    [true, true, false],
    sources.citeo,
    'Sorted into the flux développement; recycling of mixed PO film at scale not established.',
    false,
  ),
  row('FR', 'po-rigid', all, sources.citeo, 'Yellow bin; PE and PP rigid sorting standards.'),
  row('FR', 'pet', all, sources.citeo, 'Yellow bin; clear PET bottles and PET trays are sorting standards.'),
  row('FR', 'paper-board', all, sources.citeo, 'Yellow bin, paper-board standards.'),
  row('FR', 'glass', all, sources.citeo, 'Glass banks.'),
  row('FR', 'aluminium', all, sources.citeo, 'Yellow bin, including small aluminium.'),
  row('FR', 'steel', all, sources.citeo, 'Yellow bin, magnetic separation.'),
  row(
    'FR',
    'wood',
    all,
    sources.ecr,
    'Déchetteries and commercial collection, not kerbside; our judgement, Citeo does not cover wood.',
    false,
  ),
  // United Kingdom: OPRL “Recycle” needs ≥ 75% of councils collecting at the kerbside.
  row(
    'GB',
    'pe-film',
    [false, true, true],
    sources.oprl,
    'Front-of-store take-back exists, but fewer than 75% of councils collect film; kerbside film collection becomes mandatory in England from March 2027 (Simpler Recycling).',
  ),
  row(
    'GB',
    'pp-film',
    [false, false, false],
    sources.oprl,
    'Not collected by 75% of councils; PP film sorting and recycling at scale not established.',
    false,
  ),
  row('GB', 'mixed-po-film', [false, false, false], sources.oprl, 'Not collected by 75% of councils.', false),
  row('GB', 'po-rigid', all, sources.oprl, 'Bottles, pots, tubs and trays collected by ≥ 75% of councils.'),
  row('GB', 'pet', all, sources.oprl, 'Bottles and trays collected by ≥ 75% of councils.'),
  row('GB', 'paper-board', all, sources.oprl, 'Kerbside.'),
  row('GB', 'glass', all, sources.oprl, 'Kerbside or bottle banks.'),
  row('GB', 'aluminium', all, sources.oprl, 'Kerbside.'),
  row('GB', 'steel', all, sources.oprl, 'Kerbside.'),
  row(
    'GB',
    'wood',
    [false, true, true],
    sources.oprl,
    'Accepted at household waste recycling centres and commercially, not kerbside; OPRL would not label it “Recycle”.',
    false,
  ),
  // United States: APR — ≥ 60% of consumers with access to collection.
  row(
    'US',
    'pe-film',
    [false, true, true],
    sources.aprRecyclable,
    'Not collected at the kerbside at scale; store drop-off does not meet the 60% access definition.',
  ),
  row('US', 'pp-film', [false, false, false], sources.aprRecyclable, 'Not collected at scale.'),
  row('US', 'mixed-po-film', [false, false, false], sources.aprRecyclable, 'Not collected at scale.'),
  row(
    'US',
    'po-rigid',
    all,
    sources.recyclingPartnership,
    'HDPE bottles widely accepted; PP tubs and trays above 60% access per the access studies.',
    false,
  ),
  row(
    'US',
    'pet',
    all,
    sources.recyclingPartnership,
    'PET bottles and jars widely accepted; PET thermoform trays less certain.',
    false,
  ),
  row('US', 'paper-board', all, sources.recyclingPartnership, 'Corrugated and cartonboard widely accepted.'),
  row(
    'US',
    'glass',
    all,
    sources.recyclingPartnership,
    'Glass access above 60% but falling in some regions.',
    false,
  ),
  row('US', 'aluminium', all, sources.recyclingPartnership, 'Cans widely accepted.'),
  row('US', 'steel', all, sources.recyclingPartnership, 'Steel cans widely accepted.'),
  row(
    'US',
    'wood',
    [false, true, true],
    sources.recyclingPartnership,
    'No household collection; wood packaging is recycled commercially (pallets).',
    false,
  ),
];

export const infrastructureFor = (countryId: string, stream: StreamId): InfrastructureRow | undefined =>
  infrastructureTable.find((r) => r.countryId === countryId && r.stream === stream);

/**
 * The infrastructure findings for a pack: one red finding per missing step (collected, sorted,
 * recycled), or one red finding when we have no row for the country, or one info finding when
 * all three are in place.
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
  if (missing.length === 0) {
    return [
      {
        ...base,
        ruleId: 'infrastructure.available',
        rating: 'info',
        messageKey: 'infra.available',
        params,
        source: infra.source,
      },
    ];
  }
  return missing.map((step) => ({
    ...base,
    ruleId: `infrastructure.${step}`,
    rating: 'red',
    messageKey: `infra.not-${step}`,
    params,
    source: infra.source,
  }));
};
