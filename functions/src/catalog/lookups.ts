import type { CountryGroup, LookupKind } from '@recyclens/shared';

/**
 * The reference data components are described with (SPEC.md §3 lookup entities), plus packaging
 * categories and assessment countries. Ids are stable slugs: the rule tables of the assessment
 * refer to them and re-seeding never changes them.
 */
export interface CatalogEntry {
  id: string;
  names: { en: string; de: string; fr: string };
  /** Countries only: how the assessment dialogs group them. */
  group?: CountryGroup;
}

const e = (id: string, en: string, de: string, fr: string): CatalogEntry => ({ id, names: { en, de, fr } });

/** An assessment country: ISO 3166-1 alpha-2 id (stored packages refer to it), names, group. */
const country = (id: string, group: CountryGroup, en: string, de: string, fr: string): CatalogEntry => ({
  ...e(id, en, de, fr),
  group,
});
const eu = (id: string, en: string, de: string, fr: string) => country(id, 'eu', en, de, fr);

export const lookupCatalog: Record<LookupKind, CatalogEntry[]> = {
  type: [
    e('body', 'Body', 'Grundkörper', 'Corps'),
    e('closure', 'Closure', 'Verschluss', 'Bouchage'),
    e('lid', 'Lid', 'Deckel', 'Couvercle'),
    e('lidding-film', 'Lidding film', 'Deckelfolie', 'Opercule'),
    e('label', 'Label', 'Etikett', 'Étiquette'),
    e('sleeve', 'Sleeve', 'Sleeve', 'Manchon'),
    e('barrier-layer', 'Barrier layer', 'Barriereschicht', 'Couche barrière'),
    e('coating', 'Coating or print', 'Beschichtung oder Druck', 'Revêtement ou impression'),
    e('tape', 'Tape', 'Klebeband', 'Ruban adhésif'),
    e('insert', 'Insert', 'Einlage', 'Insert'),
    e('seal', 'Seal or liner', 'Dichtung oder Einlage', 'Joint ou opercule'),
    e('fastener', 'Fastener (nails, staples)', 'Befestigung (Nägel, Klammern)', 'Fixation (clous, agrafes)'),
  ],
  family: [
    e('rigid-plastic', 'Rigid plastic', 'Starrer Kunststoff', 'Plastique rigide'),
    e('flexible-plastic', 'Flexible plastic', 'Flexibler Kunststoff', 'Plastique souple'),
    e('paper-board', 'Paper and board', 'Papier und Karton', 'Papier et carton'),
    e('glass', 'Glass', 'Glas', 'Verre'),
    e('metal', 'Metal', 'Metall', 'Métal'),
    e('wood', 'Wood', 'Holz', 'Bois'),
    e('other', 'Other', 'Sonstiges', 'Autre'),
  ],
  material: [
    e('pet', 'PET', 'PET', 'PET'),
    e('petg', 'PET-G', 'PET-G', 'PET-G'),
    e('hdpe', 'PE-HD', 'PE-HD', 'PEHD'),
    e('ldpe', 'PE-LD / LLDPE', 'PE-LD / LLDPE', 'PEBD / PEBDL'),
    e('pp', 'PP', 'PP', 'PP'),
    e('opp', 'OPP (oriented PP)', 'OPP (orientiertes PP)', 'OPP (PP orienté)'),
    e('ps', 'PS', 'PS', 'PS'),
    e('pvc', 'PVC', 'PVC', 'PVC'),
    e('pla', 'PLA', 'PLA', 'PLA'),
    e('evoh', 'EVOH', 'EVOH', 'EVOH'),
    e('pvdc', 'PVDC', 'PVDC', 'PVDC'),
    e('paper', 'Paper', 'Papier', 'Papier'),
    e('cartonboard', 'Cartonboard', 'Karton', 'Carton plat'),
    e('corrugated-board', 'Corrugated board', 'Wellpappe', 'Carton ondulé'),
    e('glass', 'Soda-lime glass', 'Kalk-Natron-Glas', 'Verre sodocalcique'),
    e('lead-glass', 'Lead glass / crystal', 'Bleiglas / Kristall', 'Verre au plomb / cristal'),
    e('ceramic', 'Ceramic or porcelain', 'Keramik oder Porzellan', 'Céramique ou porcelaine'),
    e('aluminium', 'Aluminium', 'Aluminium', 'Aluminium'),
    e('aluminium-foil', 'Aluminium foil layer', 'Aluminiumfolien-Schicht', 'Couche de feuille d’aluminium'),
    e('steel', 'Steel / tinplate', 'Stahl / Weißblech', 'Acier / fer-blanc'),
    e('wood', 'Wood (untreated)', 'Holz (unbehandelt)', 'Bois (non traité)'),
    e(
      'treated-wood',
      'Wood (treated or painted)',
      'Holz (behandelt oder lackiert)',
      'Bois (traité ou peint)',
    ),
    e('metallisation', 'Metallisation', 'Metallisierung', 'Métallisation'),
    e('alox-siox', 'AlOx / SiOx coating', 'AlOx- / SiOx-Beschichtung', 'Revêtement AlOx / SiOx'),
    e('ink', 'Printing ink', 'Druckfarbe', 'Encre d’impression'),
    e('silicone', 'Silicone', 'Silikon', 'Silicone'),
  ],
  filler: [
    e('none', 'None', 'Keiner', 'Aucune'),
    e('caco3', 'Calcium carbonate (CaCO₃)', 'Calciumcarbonat (CaCO₃)', 'Carbonate de calcium (CaCO₃)'),
    e('talc', 'Talc', 'Talkum', 'Talc'),
    e('glass-fibre', 'Glass fibre', 'Glasfaser', 'Fibre de verre'),
    e('oxo-additive', 'Oxo-degradable additive', 'Oxo-abbaubares Additiv', 'Additif oxodégradable'),
    e('bio-additive', 'Biodegradable additive', 'Biologisch abbaubares Additiv', 'Additif biodégradable'),
    e('wet-strength', 'Wet-strength agent', 'Nassfestmittel', 'Agent de résistance à l’humidité'),
  ],
  adhesive: [
    e('none', 'None', 'Keiner', 'Aucun'),
    e('water-releasable', 'Water-releasable', 'Wasserlöslich ablösbar', 'Décollable à l’eau'),
    e(
      'hot-wash-releasable',
      'Releases in hot wash (70–90 °C)',
      'Löst sich in Heißwäsche (70–90 °C)',
      'Se détache au lavage chaud (70–90 °C)',
    ),
    e('permanent', 'Permanent (not releasable)', 'Permanent (nicht ablösbar)', 'Permanent (non décollable)'),
    e(
      'hot-melt-dispersible',
      'Hot-melt, dispersible in pulping',
      'Schmelzklebstoff, im Pulper dispergierbar',
      'Thermofusible, dispersible au pulpage',
    ),
    e(
      'hot-melt-non-dispersible',
      'Hot-melt, not dispersible',
      'Schmelzklebstoff, nicht dispergierbar',
      'Thermofusible, non dispersible',
    ),
    e('lamination', 'Lamination adhesive', 'Kaschierklebstoff', 'Adhésif de lamination'),
  ],
  color: [
    e('clear', 'Clear / transparent', 'Klar / transparent', 'Transparent'),
    e('light-blue', 'Light blue (transparent)', 'Hellblau (transparent)', 'Bleu clair (transparent)'),
    e('light-green', 'Light green (transparent)', 'Hellgrün (transparent)', 'Vert clair (transparent)'),
    e('white', 'White', 'Weiß', 'Blanc'),
    e('natural', 'Natural / uncoloured', 'Natur / ungefärbt', 'Naturel / non coloré'),
    e('pale', 'Other pale colour', 'Andere helle Farbe', 'Autre couleur pâle'),
    e(
      'dark',
      'Dark colour (no carbon black)',
      'Dunkle Farbe (ohne Ruß)',
      'Couleur foncée (sans noir de carbone)',
    ),
    e('carbon-black', 'Black with carbon black', 'Schwarz mit Ruß', 'Noir au noir de carbone'),
    e('opaque', 'Opaque (e.g. white PET)', 'Opak (z. B. weißes PET)', 'Opaque (p. ex. PET blanc)'),
    e('flint', 'Flint glass (colourless)', 'Weißglas (farblos)', 'Verre extra-blanc (incolore)'),
    e('green-glass', 'Green glass', 'Grünglas', 'Verre vert'),
    e('brown-glass', 'Brown glass', 'Braunglas', 'Verre brun'),
    e('opaque-glass', 'Opaque glass', 'Opakes Glas', 'Verre opaque'),
    e('metallic', 'Metallic', 'Metallisch', 'Métallique'),
  ],
  category: [
    e('bottle', 'Bottle', 'Flasche', 'Bouteille'),
    e('pouch', 'Pouch or bag', 'Beutel oder Tüte', 'Sachet ou sac'),
    e('tray', 'Tray', 'Schale', 'Barquette'),
    e('jar', 'Jar', 'Glas', 'Bocal'),
    e('can', 'Can', 'Dose', 'Canette ou boîte'),
    e('box', 'Box', 'Schachtel', 'Boîte'),
    e('crate', 'Crate', 'Kiste', 'Caisse'),
    e('cup', 'Cup or tub', 'Becher', 'Pot'),
    e('other', 'Other', 'Sonstiges', 'Autre'),
  ],
  // The EU-27 (the packaging regulation's scope), the United Kingdom and the United States: the
  // countries the infrastructure table covers (assessment/infrastructure/).
  country: [
    eu('AT', 'Austria', 'Österreich', 'Autriche'),
    eu('BE', 'Belgium', 'Belgien', 'Belgique'),
    eu('BG', 'Bulgaria', 'Bulgarien', 'Bulgarie'),
    eu('HR', 'Croatia', 'Kroatien', 'Croatie'),
    eu('CY', 'Cyprus', 'Zypern', 'Chypre'),
    eu('CZ', 'Czechia', 'Tschechien', 'Tchéquie'),
    eu('DK', 'Denmark', 'Dänemark', 'Danemark'),
    eu('EE', 'Estonia', 'Estland', 'Estonie'),
    eu('FI', 'Finland', 'Finnland', 'Finlande'),
    eu('FR', 'France', 'Frankreich', 'France'),
    eu('DE', 'Germany', 'Deutschland', 'Allemagne'),
    eu('GR', 'Greece', 'Griechenland', 'Grèce'),
    eu('HU', 'Hungary', 'Ungarn', 'Hongrie'),
    eu('IE', 'Ireland', 'Irland', 'Irlande'),
    eu('IT', 'Italy', 'Italien', 'Italie'),
    eu('LV', 'Latvia', 'Lettland', 'Lettonie'),
    eu('LT', 'Lithuania', 'Litauen', 'Lituanie'),
    eu('LU', 'Luxembourg', 'Luxemburg', 'Luxembourg'),
    eu('MT', 'Malta', 'Malta', 'Malte'),
    eu('NL', 'Netherlands', 'Niederlande', 'Pays-Bas'),
    eu('PL', 'Poland', 'Polen', 'Pologne'),
    eu('PT', 'Portugal', 'Portugal', 'Portugal'),
    eu('RO', 'Romania', 'Rumänien', 'Roumanie'),
    eu('SK', 'Slovakia', 'Slowakei', 'Slovaquie'),
    eu('SI', 'Slovenia', 'Slowenien', 'Slovénie'),
    eu('ES', 'Spain', 'Spanien', 'Espagne'),
    eu('SE', 'Sweden', 'Schweden', 'Suède'),
    country('GB', 'other', 'United Kingdom', 'Vereinigtes Königreich', 'Royaume-Uni'),
    country('US', 'other', 'United States', 'Vereinigte Staaten', 'États-Unis'),
  ],
};
