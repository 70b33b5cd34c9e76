import { poFilmNotEstablished, poFilms, schemeOnly, woodCommercially } from './common-facts';
import { nationalSources as n } from './national-sources';
import { all, countryRows, known, unsure, type InfrastructureRow } from './row';

/** Spain, Portugal, Italy, Greece, Cyprus, Malta and Croatia. */
export const southernEurope: InfrastructureRow[] = [
  // Spain: Ecoembes finances the yellow light-packaging container and the blue paper container.
  ...countryRows('ES', n.ecoembes, {
    'pe-film': unsure(
      all,
      'Bags and film go in the yellow container and plants sort by material for reprocessing; the page does not name film as a fraction.',
      n.esYellowBin,
    ),
    ...poFilms([true, true, false], 'Collected in the yellow container.'),
    'po-rigid': known(
      all,
      'Yellow container; plants sort plastics by material for reprocessing.',
      n.esYellowBin,
    ),
    pet: known(
      all,
      'Bottles and trays in the yellow container, sorted by material for reprocessing.',
      n.esYellowBin,
    ),
    'paper-board': schemeOnly(all, 'Blue container for paper and board.'),
    glass: unsure(all, 'Green container run by Ecovidrio, which the cited sources do not cover.', n.eurostat),
    aluminium: known(all, 'Cans, trays and foil in the yellow container, sorted by material.', n.esYellowBin),
    steel: known(all, 'Cans and lids in the yellow container, sorted by material.', n.esYellowBin),
    wood: woodCommercially,
  }),
  // Portugal: Sociedade Ponto Verde funds the ecoponto drop-off network and sells to recyclers.
  ...countryRows('PT', n.pontoVerde, {
    'pe-film': unsure(
      all,
      'Plastic packaging goes to the yellow ecoponto and is sold to recyclers; the page does not say films are sorted as such.',
    ),
    ...poFilms([true, true, false], 'Collected at the yellow ecoponto.'),
    'po-rigid': known(all, 'Yellow ecoponto; plastic packaging sold to recyclers.'),
    pet: unsure(
      all,
      'Yellow ecoponto; plastic is sold to recyclers, but the page names neither PET bottles nor trays.',
    ),
    'paper-board': known(all, 'Blue ecoponto; paper and board sold to recyclers.'),
    glass: known(all, 'Green ecoponto (vidrão); glass sold to recyclers.'),
    aluminium: known(all, 'Yellow ecoponto; aluminium sold to recyclers.'),
    steel: known(all, 'Yellow ecoponto; steel sold to recyclers.'),
    wood: unsure(all, 'SPV sends wood packaging to recyclers, but it is not a household stream.'),
  }),
  // Italy: CONAI and its material consortia; Corepla sorts plastics into some 30 fractions.
  ...countryRows('IT', n.conaiConsortia, {
    'pe-film': known(
      all,
      'Plastic packaging collection in most municipalities; packaging film is a Corepla sorted fraction.',
      n.corepla,
    ),
    ...poFilms([true, true, false], 'Collected and sorted into the mixed-polyolefin fraction (Corepla).'),
    'po-rigid': known(all, 'PE containers and mixed polyolefins are Corepla sorted fractions.', n.corepla),
    pet: unsure(
      all,
      'Clear, light-blue and coloured PET bottles are Corepla sorted fractions; trays are not named.',
      n.corepla,
    ),
    'paper-board': known(all, 'Comieco consortium collection and recycling.'),
    glass: known(all, 'Coreve consortium collection and recycling.'),
    aluminium: known(all, 'CiAl consortium collection and recycling.'),
    steel: known(all, 'Ricrea consortium collection and recycling.'),
    wood: unsure(
      all,
      'Rilegno recovers and recycles wood packaging (pallets, crates), but not from households.',
    ),
  }),
  // Greece: HERRCO's single blue bin for all packaging, sorted at recycling sorting centres.
  ...countryRows('GR', n.herrco, {
    'pe-film': known(all, 'Blue bin; PE film is a sorted fraction.'),
    'pp-film': poFilmNotEstablished([true, true, false], 'Blue bin; ends in the mixed-plastics fraction.'),
    'mixed-po-film': poFilmNotEstablished(
      [true, true, false],
      'Blue bin; ends in the mixed-plastics fraction.',
    ),
    'po-rigid': unsure(
      all,
      'Blue bin; HDPE is a sorted fraction, but PP rigids end in mixed plastics, whose recycling is not established.',
    ),
    pet: known(all, 'Blue bin; PET is a sorted fraction.'),
    'paper-board': known(all, 'Blue bin; paper and cardboard are sorted fractions.'),
    glass: known(all, 'Blue bin and blue bells; glass is a sorted fraction.'),
    aluminium: known(all, 'Blue bin; aluminium is a sorted fraction.'),
    steel: known(all, 'Blue bin; iron (tinplate) is a sorted fraction.'),
    wood: woodCommercially,
  }),
  // Cyprus: Green Dot Cyprus collects PMD and paper door to door, glass in bell bins.
  ...countryRows('CY', n.greenDotCyprus, {
    'pe-film': unsure(
      all,
      'Clean plastic bags in PMD since 2017; the sorting and recycling of films is not on the pages.',
      n.greenDotCyprusPmd,
    ),
    'pp-film': poFilmNotEstablished([true, false, false], 'Only clean plastic bags are accepted in PMD.'),
    'mixed-po-film': poFilmNotEstablished(
      [true, false, false],
      'Only clean plastic bags are accepted in PMD.',
    ),
    'po-rigid': unsure(
      all,
      'Bottles and containers, and PP pots and tubs since 2017, in PMD; sorting and recycling not on the pages.',
      n.greenDotCyprusPmd,
    ),
    pet: unsure(all, 'Bottles in PMD; trays, sorting and recycling not on the pages.'),
    'paper-board': unsure(
      all,
      'Door-to-door paper collection weekly in urban areas, recycling points elsewhere; recycling not on the page.',
    ),
    glass: unsure(all, 'Bell bins for all glass packaging; recycling not on the page.'),
    aluminium: unsure(all, 'Metal packaging in PMD; recycling not on the page.'),
    steel: unsure(all, 'Metal packaging in PMD; recycling not on the page.'),
    wood: woodCommercially,
  }),
  // Malta: GreenPak and other schemes collect recycling bags in participating local councils.
  ...countryRows('MT', n.greenPak, {
    'pe-film': schemeOnly(
      [true, false, false],
      'Kerbside recycling bags in participating councils; film sorting not established.',
    ),
    ...poFilms([true, false, false], 'Kerbside recycling bags at best.'),
    'po-rigid': schemeOnly(
      all,
      'Kerbside recycling bags in participating councils; sorting and export for recycling assumed.',
    ),
    pet: schemeOnly(all, 'Bottles through the deposit and recycling bags; trays not established.'),
    'paper-board': schemeOnly(all, 'Kerbside recycling bags in participating councils.'),
    glass: schemeOnly(
      [true, false, false],
      'Bring-in sites and glass collections; recycling of the glass itself not established.',
    ),
    aluminium: schemeOnly(all, 'Kerbside recycling bags; metals exported for recycling.'),
    steel: schemeOnly(all, 'Kerbside recycling bags; metals exported for recycling.'),
    wood: woodCommercially,
  }),
  // Croatia: the Fund (FZOEU) runs the deposit for bottles and cans; municipalities collect the rest.
  ...countryRows('HR', n.fzoeu, {
    'pe-film': schemeOnly(all, 'Municipal separate collection of plastics.'),
    ...poFilms([true, true, false], 'Collected with plastics at best.'),
    'po-rigid': schemeOnly(all, 'Municipal separate collection of plastics.'),
    pet: unsure(all, 'PET bottles through the deposit (93.6% of units returned in 2014); trays not covered.'),
    'paper-board': schemeOnly(all, 'Municipal separate collection of paper and board.'),
    glass: unsure(
      all,
      'Glass beverage bottles through the deposit; jars through municipal collection, not sourced.',
    ),
    aluminium: unsure(all, 'Beverage cans through the deposit; other aluminium packaging not sourced.'),
    steel: unsure(all, 'Steel beverage cans through the deposit; food cans not sourced.'),
    wood: woodCommercially,
  }),
];
