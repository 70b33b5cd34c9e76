/**
 * The error body's schema, which the API client loads with the first failed call: it is full
 * zod, which the pages' first load does without (decision 059).
 */
export { errorBodySchema } from '@recyclens/shared';
