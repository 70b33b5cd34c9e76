import { localize, type ContentLanguage, type Localized } from '@recyclens/shared';
import type { ReportGrade, ReportRating } from './types';

/** Every word the reports print, per language. English defines the keys; the others must match. */
const en = {
  reportTitle: 'Recyclability report',
  reportsTitle: 'Recyclability reports',
  description: 'Description',
  category: 'Category',
  project: 'Project',
  status: 'Status',
  draft: 'Draft',
  final: 'Final',
  none: 'None',
  components: 'Components',
  noComponents: 'No components yet.',
  name: 'Name',
  type: 'Type',
  family: 'Family',
  material: 'Material',
  filler: 'Filler',
  adhesive: 'Adhesive',
  color: 'Colour',
  density: 'Density (g/cm³)',
  weight: 'Weight (g)',
  continued: 'continued',
  results: 'Results by country',
  notAssessed: 'Not assessed yet: no country has a result for this packaging.',
  grade: 'Grade',
  score: 'Score',
  stream: 'Recycling stream',
  method: 'Method',
  assessed: 'Assessed',
  assessedOn: 'Assessed: {date}',
  outdated:
    'Outdated: the packaging was changed after this assessment. Assess it again for a current result.',
  outdatedShort: 'Outdated',
  infrastructureUncertain:
    'Uncertain infrastructure: we could not establish from its source whether this stream is collected, sorted and recycled at scale here. The finding below says what is uncertain.',
  findings: 'Findings',
  noFindings: 'No findings.',
  wholePack: 'Packaging as a whole',
  source: 'Source',
  rule: 'Rule',
  rating: 'Rating',
  country: 'Country',
  component: 'Component',
  message: 'Message',
  packaging: 'Packaging',
  componentCount: 'Components',
  yes: 'Yes',
  no: 'No',
  generatedOn: 'Generated: {date}',
  page: 'Page {page} of {pages}',
  sheetPackaging: 'Packaging',
  sheetFindings: 'Findings',
  sheetLayers: 'Layers',
  layer: 'Layer',
  role: 'Role',
  share: 'Share (%)',
  blend: 'Blend',
  layerLine: 'Layer {position}: {role}, {material}, {weight} g ({share} %)',
  blendLine: 'blended: {blend}',
  id: 'ID',
  packagingVersion: 'Packaging version',
};

export type Labels = typeof en;

const de: Labels = {
  reportTitle: 'Recyclingfähigkeitsbericht',
  reportsTitle: 'Recyclingfähigkeitsberichte',
  description: 'Beschreibung',
  category: 'Kategorie',
  project: 'Projekt',
  status: 'Status',
  draft: 'Entwurf',
  final: 'Vollständig',
  none: 'Keine',
  components: 'Komponenten',
  noComponents: 'Noch keine Komponenten.',
  name: 'Name',
  type: 'Typ',
  family: 'Familie',
  material: 'Material',
  filler: 'Füllstoff',
  adhesive: 'Klebstoff',
  color: 'Farbe',
  density: 'Dichte (g/cm³)',
  weight: 'Gewicht (g)',
  continued: 'Fortsetzung',
  results: 'Ergebnisse nach Land',
  notAssessed: 'Noch nicht bewertet: für diese Verpackung gibt es in keinem Land ein Ergebnis.',
  grade: 'Klasse',
  score: 'Punktzahl',
  stream: 'Recyclingstrom',
  method: 'Methode',
  assessed: 'Bewertet am',
  assessedOn: 'Bewertet am {date}',
  outdated:
    'Veraltet: die Verpackung wurde nach dieser Bewertung geändert. Bewerten Sie sie erneut für ein aktuelles Ergebnis.',
  outdatedShort: 'Veraltet',
  infrastructureUncertain:
    'Unsichere Infrastruktur: Aus der Quelle ließ sich nicht belegen, ob dieser Strom hier in großem Maßstab gesammelt, sortiert und recycelt wird. Der Befund unten sagt, was unsicher ist.',
  findings: 'Befunde',
  noFindings: 'Keine Befunde.',
  wholePack: 'Verpackung insgesamt',
  source: 'Quelle',
  rule: 'Regel',
  rating: 'Einstufung',
  country: 'Land',
  component: 'Komponente',
  message: 'Meldung',
  packaging: 'Verpackung',
  componentCount: 'Komponenten',
  yes: 'Ja',
  no: 'Nein',
  generatedOn: 'Erstellt am {date}',
  page: 'Seite {page} von {pages}',
  sheetPackaging: 'Verpackungen',
  sheetFindings: 'Befunde',
  sheetLayers: 'Schichten',
  layer: 'Schicht',
  role: 'Rolle',
  share: 'Anteil (%)',
  blend: 'Beimischung',
  layerLine: 'Schicht {position}: {role}, {material}, {weight} g ({share} %)',
  blendLine: 'beigemischt: {blend}',
  id: 'ID',
  packagingVersion: 'Verpackungsversion',
};

const fr: Labels = {
  reportTitle: 'Rapport de recyclabilité',
  reportsTitle: 'Rapports de recyclabilité',
  description: 'Description',
  category: 'Catégorie',
  project: 'Projet',
  status: 'Statut',
  draft: 'Brouillon',
  final: 'Définitif',
  none: 'Aucun',
  components: 'Composants',
  noComponents: 'Aucun composant pour le moment.',
  name: 'Nom',
  type: 'Type',
  family: 'Famille',
  material: 'Matériau',
  filler: 'Charge',
  adhesive: 'Adhésif',
  color: 'Couleur',
  density: 'Densité (g/cm³)',
  weight: 'Poids (g)',
  continued: 'suite',
  results: 'Résultats par pays',
  notAssessed: 'Pas encore évalué : aucun pays n’a de résultat pour cet emballage.',
  grade: 'Classe',
  score: 'Score',
  stream: 'Filière de recyclage',
  method: 'Méthode',
  assessed: 'Évalué le',
  assessedOn: 'Évalué le {date}',
  outdated:
    'Obsolète : l’emballage a été modifié après cette évaluation. Évaluez-le à nouveau pour un résultat à jour.',
  outdatedShort: 'Obsolète',
  infrastructureUncertain:
    'Infrastructure incertaine : la source ne permet pas d’établir que cette filière est collectée, triée et recyclée à grande échelle ici. Le constat ci-dessous précise ce qui est incertain.',
  findings: 'Constats',
  noFindings: 'Aucun constat.',
  wholePack: 'Emballage dans son ensemble',
  source: 'Source',
  rule: 'Règle',
  rating: 'Niveau',
  country: 'Pays',
  component: 'Composant',
  message: 'Message',
  packaging: 'Emballage',
  componentCount: 'Composants',
  yes: 'Oui',
  no: 'Non',
  generatedOn: 'Généré le {date}',
  page: 'Page {page} sur {pages}',
  sheetPackaging: 'Emballages',
  sheetFindings: 'Constats',
  sheetLayers: 'Couches',
  layer: 'Couche',
  role: 'Rôle',
  share: 'Part (%)',
  blend: 'Mélange',
  layerLine: 'Couche {position} : {role}, {material}, {weight} g ({share} %)',
  blendLine: 'mélange : {blend}',
  id: 'ID',
  packagingVersion: "Version de l'emballage",
};

export const reportLabels: Localized<Labels> = { en, de, fr };

const gradeNames: Record<ReportGrade, Localized> = {
  A: { en: 'A', de: 'A', fr: 'A' },
  B: { en: 'B', de: 'B', fr: 'B' },
  C: { en: 'C', de: 'C', fr: 'C' },
  'not-recyclable': { en: 'Not recyclable', de: 'Nicht recyclingfähig', fr: 'Non recyclable' },
  'needs-testing': { en: 'Needs testing', de: 'Prüfung erforderlich', fr: 'À tester' },
  'no-infrastructure': { en: 'No infrastructure', de: 'Keine Infrastruktur', fr: 'Pas de filière' },
};

const ratingNames: Record<ReportRating, Localized> = {
  green: { en: 'Green', de: 'Grün', fr: 'Vert' },
  yellow: { en: 'Yellow', de: 'Gelb', fr: 'Jaune' },
  red: { en: 'Red', de: 'Rot', fr: 'Rouge' },
  'needs-testing': { en: 'Needs testing', de: 'Prüfung erforderlich', fr: 'À tester' },
  info: { en: 'Info', de: 'Hinweis', fr: 'Info' },
};

// The engine stores methodology ids; readers know them by their publishers' names.
const methodologyNames: Record<string, string> = {
  ceflex: 'CEFLEX D4ACE',
  pre: 'Plastics Recyclers Europe',
};

/** Grades and ratings are typed, but results are stored data: an unknown one shows as it is. */
const nameOr = (name: Localized | undefined, value: string, language: ContentLanguage): string =>
  name === undefined ? value : localize(name, language);

export const gradeLabel = (grade: ReportGrade, language: ContentLanguage): string =>
  nameOr(gradeNames[grade], grade, language);

export const ratingLabel = (rating: ReportRating, language: ContentLanguage): string =>
  nameOr(ratingNames[rating], rating, language);

export const methodologyLabel = (methodology: string): string => methodologyNames[methodology] ?? methodology;

/** Fills `{name}` placeholders; unknown ones stay visible rather than vanish. */
export const fillLabel = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
