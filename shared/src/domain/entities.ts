/**
 * The entities of docs/product.md#entities as they cross the wire. Dates travel as ISO date-time strings and parse
 * to Date (the "input" side is what the server writes, the "output" side what a client gets).
 * Secrets held by the server (password hashes, token hashes) are never part of these schemas.
 *
 * One module per area, so a Lambda builds the schemas of the entities its routes answer with
 * and no others.
 */
export { dateTime, storedFields } from './stored-entity';
export * from './tenant-entities';
export * from './packaging-entities';
export * from './content-entities';
export * from './assessment-job-entities';
export * from './packaging-history-entities';
export * from './result-evidence-entities';
export * from './ppwr-conformity-entities';
export * from './evidence-entities';
export * from './epr-estimate-entities';
export * from './epr-portfolio-entities';
export * from './improvement-effects';
