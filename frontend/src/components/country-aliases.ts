/**
 * Other names people type for a country than its name in the interface language and its ISO code
 * (issue 36 §6: "usa" and "uk" found nothing): common short forms, and the names in the other
 * interface languages where they are not a plain translation one would expect to fail.
 */
export const countryAliases: Readonly<Record<string, readonly string[]>> = {
  GB: [
    'UK',
    'U.K.',
    'Great Britain',
    'Britain',
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
    'United Kingdom',
    'Großbritannien',
    'Vereinigtes Königreich',
    'Grande-Bretagne',
    'Angleterre',
    'Royaume-Uni',
  ],
  US: [
    'USA',
    'U.S.',
    'U.S.A.',
    'America',
    'United States',
    'United States of America',
    'Amerika',
    'Vereinigte Staaten',
    'Amérique',
    'États-Unis',
  ],
  NL: ['Holland', 'Netherlands', 'Niederlande', 'Pays-Bas'],
  CZ: ['Czech Republic', 'Czechia', 'Tschechien', 'Tchéquie', 'République tchèque'],
  DE: ['Germany', 'Deutschland', 'Allemagne'],
  AT: ['Austria', 'Österreich', 'Autriche'],
  CH: ['Switzerland', 'Schweiz', 'Suisse'],
};
