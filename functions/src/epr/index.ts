export { estimateCountries, estimateCountry, editionFor } from './estimate';
export { editionFingerprint } from './fingerprint';
export { scheduleEditions } from './schedules';
export type { EprPackaging, ScheduleEdition } from './types';
export { MINOR_UNITS_PER_UNIT, yearlyEntries } from './yearly-totals';
export type { EprYearlyEntry, EprYearlyTotal } from './yearly-totals';
export { countryStatements, unknownCountry } from './schedules';
