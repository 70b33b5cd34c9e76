import { poFilms, woodCommercially } from './common-facts';
import { nationalSources as n } from './national-sources';
import { all, countryRows, known, none, unsure, type InfrastructureRow } from './row';

/** Romania and Bulgaria: container collection run by the packaging schemes. */
export const southEasternEurope: InfrastructureRow[] = [
  // Romania: Eco-Rom Ambalaje's system reaches about 9 of 19 million people; other PROs cover more.
  ...countryRows('RO', n.ecoRom, {
    'pe-film': unsure(
      none,
      'Film collection at scale not established; Eco-Rom’s separate collection reaches about half the population.',
    ),
    ...poFilms(none, 'Film collection at scale not established.'),
    'po-rigid': unsure(
      all,
      'Separate collection in 400 localities reaching 9 million people; national coverage and recycling not established.',
    ),
    pet: unsure(
      all,
      'Bottles through the deposit (since 2023), not sourced; separate collection reaches about half the population.',
    ),
    'paper-board': unsure(
      all,
      'Separate collection in 400 localities reaching 9 million people; national coverage not established.',
    ),
    glass: unsure(
      all,
      'Separate collection in 400 localities reaching 9 million people; national coverage not established.',
    ),
    aluminium: unsure(
      all,
      'Separate collection reaching 9 million people; cans through the deposit since 2023, not sourced.',
    ),
    steel: unsure(
      all,
      'Separate collection in 400 localities reaching 9 million people; national coverage not established.',
    ),
    wood: woodCommercially,
  }),
  // Bulgaria: ECOPACK's three-colour containers; sorted material is sold to recyclers.
  ...countryRows('BG', n.ecopack, {
    'pe-film': unsure(
      all,
      'Plastics go in the yellow container and sorted material is sold to recyclers; films are not named.',
    ),
    ...poFilms([true, true, false], 'Collected in the yellow container.'),
    'po-rigid': known(
      all,
      'Yellow container for plastics and cans; sorted by sub-contractors and sold to recyclers.',
    ),
    pet: unsure(all, 'Yellow container; the page names neither PET bottles nor trays.'),
    'paper-board': known(all, 'Blue container; sorted and sold to recyclers.'),
    glass: known(all, 'Green container; sold to recyclers.'),
    aluminium: known(all, 'Yellow container for plastics and cans; sorted and sold to recyclers.'),
    steel: known(all, 'Yellow container for plastics and cans; sorted and sold to recyclers.'),
    wood: woodCommercially,
  }),
];
