import { nationalSources } from './national-sources';
import { all, unsure, type StreamFact, type Steps } from './row';

/** Wood packaging is a household stream in none of our countries; Eurostat reports its recycling. */
export const woodCommercially: StreamFact = unsure(
  all,
  'Not collected from households: wooden packaging (pallets, crates) is collected commercially and at recycling centres and recycled into particle board. Eurostat reports wooden-packaging recycling per member state; we did not check this country’s figure.',
  nationalSources.eurostat,
);

/**
 * PP and mixed-polyolefin film: none of the national pages we cite shows either recycled at scale,
 * so these rows are uncertain; `steps` says how far the film gets.
 */
export const poFilmNotEstablished = (steps: Steps, where: string): StreamFact =>
  unsure(steps, `${where} PP and mixed-polyolefin film recycling at scale is not established.`);

/** Most countries collect PP and mixed-polyolefin film together, so one fact speaks for both. */
export const poFilms = (steps: Steps, where: string): Record<'pp-film' | 'mixed-po-film', StreamFact> => {
  const fact = poFilmNotEstablished(steps, where);
  return { 'pp-film': fact, 'mixed-po-film': fact };
};

/** The cited page establishes the scheme, not this stream: our reading, marked uncertain. */
export const schemeOnly = (steps: Steps, what: string): StreamFact =>
  unsure(
    steps,
    `${what} The cited page establishes the national packaging scheme, not this stream's sorting and recycling.`,
  );
