import { poFilms, schemeOnly, woodCommercially } from './common-facts';
import { nationalSources as n } from './national-sources';
import { all, countryRows, known, unsure, type InfrastructureRow } from './row';

/** Denmark, Sweden, Finland, Estonia, Latvia and Lithuania. */
export const northernEurope: InfrastructureRow[] = [
  // Denmark: households sort ten fractions; bottles and cans through the deposit (Dansk Retursystem).
  ...countryRows('DK', n.dkHouseholds, {
    'pe-film': unsure(
      all,
      'Plastic is a household fraction, collected with non-packaging plastic; the page does not say films are sorted and recycled.',
    ),
    ...poFilms([true, true, false], 'Collected with household plastic.'),
    'po-rigid': unsure(
      all,
      'Plastic is a household fraction; its sorting and recycling are not on the page.',
    ),
    pet: unsure(
      all,
      'Bottles through the deposit (92% recycled); trays with household plastic, not established.',
    ),
    'paper-board': known(
      all,
      'Cardboard and food cartons are household fractions, collected with the same material.',
    ),
    glass: known(all, 'Glass is a household fraction; bottles also through the deposit.'),
    aluminium: known(all, 'Metal is a household fraction; cans also through the deposit.'),
    steel: known(all, 'Metal is a household fraction.'),
    wood: unsure(
      all,
      'Not a household fraction: wooden packaging goes to recycling centres; recycling not on the page.',
    ),
  }),
  // Sweden: FTI runs the recycling stations and kerbside packaging collection.
  ...countryRows('SE', n.fti, {
    'pe-film': unsure(
      all,
      'Soft plastic packaging goes with plastic packaging to FTI; the page does not say films are sorted and recycled as such.',
    ),
    ...poFilms([true, true, false], 'Collected with plastic packaging.'),
    'po-rigid': known(
      all,
      'Recycling stations nationwide and kerbside for 2 million households; FTI sends what it collects to recycling.',
    ),
    pet: unsure(
      all,
      'Bottles through the deposit (Returpack), which the page does not cover; trays with plastic packaging.',
    ),
    'paper-board': known(all, 'Recycling stations nationwide and kerbside collection.'),
    glass: known(all, 'Recycling stations nationwide, clear and coloured glass.'),
    aluminium: known(all, 'Metal packaging at recycling stations and kerbside.'),
    steel: known(all, 'Metal packaging at recycling stations and kerbside.'),
    wood: woodCommercially,
  }),
  // Finland: Rinki eco take-back points plus property collection for larger housing.
  ...countryRows('FI', n.rinki, {
    'pe-film': unsure(
      all,
      'Bags, pouches and wrappers accepted with plastic packaging; their sorting and recycling are not on the pages.',
      n.fiPlastic,
    ),
    ...poFilms([true, true, false], 'Collected with plastic packaging.'),
    'po-rigid': unsure(
      all,
      'At least 500 Rinki points and property collection take plastic packaging; sorting and recycling are not on the page.',
    ),
    pet: unsure(all, 'Bottles through the deposit (Palpa), not sourced; trays with plastic packaging.'),
    'paper-board': known(
      all,
      'Carton packaging at 1,850 Rinki points and property collection; producers must have it recycled.',
    ),
    glass: known(all, 'Glass packaging at 1,850 Rinki points; producers must have it recycled.'),
    aluminium: known(all, 'Metal packaging at 1,850 Rinki points; producers must have it recycled.'),
    steel: known(all, 'Metal packaging at 1,850 Rinki points; producers must have it recycled.'),
    wood: woodCommercially,
  }),
  // Estonia, Latvia, Lithuania: packaging schemes with container collection; bottles through deposits.
  ...countryRows('EE', n.eto, {
    'pe-film': schemeOnly(all, 'Mixed packaging containers take plastic film.'),
    ...poFilms([true, true, false], 'Collected in mixed packaging containers.'),
    'po-rigid': schemeOnly(all, 'Mixed packaging containers.'),
    pet: schemeOnly(all, 'Bottles through the deposit (since 2005); trays in mixed packaging containers.'),
    'paper-board': schemeOnly(all, 'Paper and cardboard containers.'),
    glass: schemeOnly(all, 'Glass containers; bottles also through the deposit.'),
    aluminium: schemeOnly(all, 'Mixed packaging containers; cans through the deposit.'),
    steel: schemeOnly(all, 'Mixed packaging containers.'),
    wood: woodCommercially,
  }),
  ...countryRows('LV', n.zalaisPunkts, {
    'pe-film': schemeOnly(all, 'Containers for plastics.'),
    ...poFilms([true, true, false], 'Collected with plastics.'),
    'po-rigid': schemeOnly(all, 'Containers for plastics.'),
    pet: schemeOnly(all, 'Bottles through the deposit (since 2022); trays with plastics.'),
    'paper-board': schemeOnly(all, 'Containers for paper and cardboard.'),
    glass: schemeOnly(all, 'Glass containers.'),
    aluminium: schemeOnly(all, 'Metals with plastics; cans through the deposit.'),
    steel: schemeOnly(all, 'Metals with plastics.'),
    wood: woodCommercially,
  }),
  ...countryRows('LT', n.zaliasisTaskas, {
    'pe-film': schemeOnly(all, 'The system is meant to cover plastic packaging.'),
    ...poFilms([true, true, false], 'Collected with plastics.'),
    'po-rigid': schemeOnly(all, 'The system is meant to cover plastic packaging.'),
    pet: schemeOnly(all, 'Bottles through the deposit (since 2016); trays with plastics.'),
    'paper-board': schemeOnly(all, 'The system is meant to cover paper packaging.'),
    glass: schemeOnly(all, 'The system is meant to cover glass packaging.'),
    aluminium: schemeOnly(all, 'The system is meant to cover metal packaging.'),
    steel: schemeOnly(all, 'The system is meant to cover metal packaging.'),
    wood: woodCommercially,
  }),
];
