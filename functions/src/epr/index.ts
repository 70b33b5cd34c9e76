export { estimateCountries, estimateCountry, editionFor } from './estimate';
export { editionFingerprint } from './fingerprint';
export { scheduleEditions } from './schedules';
export type { EprPackaging, ScheduleEdition } from './types';
