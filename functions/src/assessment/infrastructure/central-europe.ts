import { sources } from '../sources';
import { poFilms, schemeOnly, woodCommercially } from './common-facts';
import { nationalSources as n } from './national-sources';
import { all, countryRows, known, row, unsure, type InfrastructureRow } from './row';

/** Germany, Austria, Czechia, Slovakia, Poland, Hungary and Slovenia. */
export const centralEurope: InfrastructureRow[] = [
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
  // Czechia: EKO-KOM co-finances municipal colour-container collection.
  ...countryRows('CZ', n.ekoKom, {
    'pe-film': schemeOnly(all, 'Plastic packaging incl. film goes to the yellow containers.'),
    ...poFilms([true, true, false], 'Collected with plastic packaging.'),
    'po-rigid': schemeOnly(all, 'Yellow containers for plastics.'),
    pet: schemeOnly(all, 'Yellow containers for plastics.'),
    'paper-board': schemeOnly(all, 'Blue containers for paper.'),
    glass: schemeOnly(all, 'Green and white containers for glass.'),
    aluminium: schemeOnly(all, 'Metal collection, in many towns with plastics.'),
    steel: schemeOnly(all, 'Metal collection, in many towns with plastics.'),
    wood: woodCommercially,
  }),
  // Slovakia: producer responsibility organisations (ENVI-PAK and others) finance separate collection.
  ...countryRows('SK', n.enviPak, {
    'pe-film': unsure(
      all,
      'Plastic packaging is collected, recovered and recycled through the PROs; the page does not say films are sorted as such.',
    ),
    ...poFilms([true, true, false], 'Collected with plastic packaging.'),
    'po-rigid': known(all, 'Plastic packaging collected, recovered and recycled through the PROs.'),
    pet: unsure(
      all,
      'Plastic packaging collected and recycled; the page names neither trays nor the bottle deposit.',
    ),
    'paper-board': known(all, 'Paper and board collected, recovered and recycled through the PROs.'),
    glass: known(all, 'Glass collected, recovered and recycled through the PROs.'),
    aluminium: unsure(
      all,
      'Metal packaging is not named on the page; in many municipalities it is collected with plastics.',
    ),
    steel: unsure(
      all,
      'Metal packaging is not named on the page; in many municipalities it is collected with plastics.',
    ),
    wood: woodCommercially,
  }),
  // Poland: municipalities run the five-fraction collection; Rekopol and other PROs take over recycling duties.
  ...countryRows('PL', n.rekopol, {
    'pe-film': schemeOnly(all, 'Film goes with plastics and metals in the yellow bin.'),
    ...poFilms([true, true, false], 'Collected with plastics and metals.'),
    'po-rigid': schemeOnly(all, 'Yellow bin for plastics and metals.'),
    pet: schemeOnly(all, 'Yellow bin for plastics and metals.'),
    'paper-board': schemeOnly(all, 'Blue bin for paper.'),
    glass: schemeOnly(all, 'Green bin for glass.'),
    aluminium: schemeOnly(all, 'Yellow bin for plastics and metals.'),
    steel: schemeOnly(all, 'Yellow bin for plastics and metals.'),
    wood: woodCommercially,
  }),
  // Hungary: MOHU holds the waste concession since July 2023 and runs the deposit since 2024.
  ...countryRows('HU', n.mohu, {
    'pe-film': schemeOnly(all, 'Yellow-bin collection of plastics under the MOHU concession.'),
    ...poFilms([true, true, false], 'Collected with plastics.'),
    'po-rigid': schemeOnly(all, 'Yellow-bin collection of plastics under the MOHU concession.'),
    pet: unsure(
      all,
      'PET beverage bottles through the deposit since 2024; trays only through the yellow bin, whose sorting we could not source.',
      n.huDeposit,
    ),
    'paper-board': schemeOnly(all, 'Separate paper collection under the MOHU concession.'),
    glass: unsure(
      all,
      'Single-use glass beverage bottles through the deposit since 2024; jars through collection islands, not sourced.',
      n.huDeposit,
    ),
    aluminium: unsure(
      all,
      'Beverage cans through the deposit since 2024; other aluminium packaging through the yellow bin, not sourced.',
      n.huDeposit,
    ),
    steel: schemeOnly(all, 'Metal packaging with the yellow bin under the MOHU concession.'),
    wood: woodCommercially,
  }),
  // Slovenia: the yellow-lid packaging bin (plastics, metals, cartons); the cited page is Ljubljana's.
  ...countryRows('SI', n.snaga, {
    'pe-film': unsure(
      all,
      'Bags and wrapping foil go in the yellow-lid bin; the page is Ljubljana’s and does not say films are sorted and recycled as such.',
    ),
    ...poFilms([true, true, false], 'Collected in the yellow-lid bin.'),
    'po-rigid': unsure(
      all,
      'Yellow-lid bin, handed to the packaging scheme and made into new products; the page is Ljubljana’s, nationwide coverage not established.',
    ),
    pet: unsure(all, 'Bottles in the yellow-lid bin; trays and nationwide coverage not established.'),
    'paper-board': schemeOnly(all, 'Blue bin for paper and board.'),
    glass: schemeOnly(all, 'Green bin for glass packaging.'),
    aluminium: unsure(all, 'Cans and aluminium foil in the yellow-lid bin; the page is Ljubljana’s.'),
    steel: unsure(all, 'Cans in the yellow-lid bin; the page is Ljubljana’s.'),
    wood: woodCommercially,
  }),
];
