import { sources } from '../sources';
import { poFilmNotEstablished, poFilms, schemeOnly, woodCommercially } from './common-facts';
import { nationalSources as n } from './national-sources';
import { all, countryRows, known, none, row, unsure, type InfrastructureRow } from './row';

/** France, Belgium, the Netherlands, Luxembourg and Ireland. */
export const westernEurope: InfrastructureRow[] = [
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
  // Belgium: the New Blue Bag (P+MD) takes all plastic packaging nationwide since October 2021.
  ...countryRows('BE', n.fostPlus, {
    'pe-film': known(
      all,
      'Bags and films go in the New Blue Bag; Fost Plus sorts PMD into fourteen fractions and states that what goes in the bag is recycled.',
      n.fostPlusSorting,
    ),
    'pp-film': poFilmNotEstablished(
      all,
      'Collected in the New Blue Bag, and Fost Plus states that all of it is recycled, but we could not confirm it for PP film.',
    ),
    'mixed-po-film': poFilmNotEstablished(
      all,
      'Collected in the New Blue Bag, and Fost Plus states that all of it is recycled, but we could not confirm it for PE/PP laminates.',
    ),
    'po-rigid': known(
      all,
      'Bottles, pots, tubs and trays in the New Blue Bag; sorted into fourteen fractions.',
      n.fostPlusSorting,
    ),
    pet: known(
      all,
      'Bottles (PMD since the 1990s) and trays in the New Blue Bag; sorted into fourteen fractions.',
      n.fostPlusSorting,
    ),
    'paper-board': known(
      all,
      'Door-to-door paper and cardboard collection financed by Fost Plus.',
      n.fostPlusSorting,
    ),
    glass: known(all, 'Bottle banks financed by Fost Plus.', n.fostPlusSorting),
    aluminium: known(all, 'Metal packaging in the New Blue Bag (the M of PMD); eddy-current separation.'),
    steel: known(all, 'Metal packaging in the New Blue Bag (the M of PMD); magnetic separation.'),
    wood: woodCommercially,
  }),
  // Netherlands: plastic, metal and cartons (PMD) collected by municipalities, sorted under VPKT contracts.
  ...countryRows('NL', n.vpkt, {
    'pe-film': unsure(
      all,
      'Plastic packaging incl. film is collected (PMD) and sorted into polymers and qualities; the page does not name film as a fraction.',
    ),
    'pp-film': poFilmNotEstablished([true, true, false], 'Collected with PMD and sorted by polymer.'),
    'mixed-po-film': poFilmNotEstablished(
      [true, true, false],
      'Collected with PMD; ends in mixed fractions.',
    ),
    'po-rigid': known(
      all,
      'PMD collection; sorted into polymers (PE, PP) and recycled under VPKT contracts.',
    ),
    pet: unsure(
      all,
      'PET is sorted from PMD under VPKT contracts; the page names neither trays nor the bottle deposit.',
    ),
    'paper-board': schemeOnly(all, 'Municipal paper collection.'),
    glass: schemeOnly(all, 'Glass banks.'),
    aluminium: schemeOnly(all, 'Metal packaging with PMD or recovered from residual waste.'),
    steel: schemeOnly(all, 'Metal packaging with PMD or recovered from residual waste.'),
    wood: woodCommercially,
  }),
  // Luxembourg: the Valorlux Blue bag, extended to pots, trays, bags and films.
  ...countryRows('LU', n.valorlux, {
    'pe-film': unsure(
      all,
      'Bags and films are accepted in the Blue bag; the page does not say how films are sorted and recycled.',
    ),
    'pp-film': poFilmNotEstablished([true, true, false], 'Accepted in the Blue bag as film.'),
    'mixed-po-film': unsure(
      none,
      'Multi-layer bags (coffee, crisps, pet food) are excluded from the Blue bag, and a PE/PP laminate is one.',
    ),
    'po-rigid': known(
      all,
      'Bottles, containers, pots, trays and cups in the Blue bag, sorted by material for recycling.',
    ),
    pet: known(all, 'Bottles and trays in the Blue bag; black plastic and foam trays are excluded.'),
    'paper-board': unsure(
      all,
      'Not in the Blue bag: paper and board go to municipal collection and container parks, which Valorlux co-finances; the route was not checked further.',
      n.valorluxMission,
    ),
    glass: known(all, 'Bottle banks co-financed by Valorlux.', n.valorluxMission),
    aluminium: known(all, 'Metal packaging in the Blue bag.'),
    steel: known(all, 'Metal packaging in the Blue bag.'),
    wood: woodCommercially,
  }),
  // Ireland: Repak funds household recycling bins, bottle banks and civic amenity sites.
  ...countryRows('IE', n.repak, {
    'pe-film': unsure(
      [true, false, false],
      'Soft plastics are accepted in household recycling bins (our knowledge, not on the page); their sorting and recycling at scale is not established.',
    ),
    ...poFilms([true, false, false], 'Accepted with soft plastics at best.'),
    'po-rigid': unsure(
      all,
      'Household recycling bins take plastic bottles, tubs and trays; sorting and recycling routes are not on the page.',
    ),
    pet: unsure(
      all,
      'Household recycling bins take bottles and trays; sorting and recycling routes are not on the page.',
    ),
    'paper-board': known(all, 'Household recycling bins funded by Repak.'),
    glass: known(all, 'Bottle banks funded by Repak.'),
    aluminium: known(all, 'Household recycling bins funded by Repak.'),
    steel: known(all, 'Household recycling bins funded by Repak.'),
    wood: woodCommercially,
  }),
];
