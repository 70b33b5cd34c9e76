import { sources } from '../sources';
import { all, row, type InfrastructureRow } from './row';

/** The United Kingdom and the United States, each judged by its own national definition. */
export const outsideEu: InfrastructureRow[] = [
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
