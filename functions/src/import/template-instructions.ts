import type ExcelJS from 'exceljs';
import { localize, type Language, type Localized } from '@recyclens/shared';

/** The rules of the format a user needs to fill the template, the layer rows above all (decision 033). */
const instructions: Localized[] = [
  {
    en: 'How to fill in this template',
    de: 'So füllen Sie diese Vorlage aus',
    fr: 'Comment remplir ce modèle',
  },
  {
    en: 'Packaging: one row per packaging. Its key (e.g. P1) ties its components to it.',
    de: 'Verpackungen: eine Zeile je Verpackung. Ihr Schlüssel (z. B. P1) ordnet ihr die Komponenten zu.',
    fr: 'Emballages : une ligne par emballage. Sa clé (p. ex. P1) lui rattache ses composants.',
  },
  {
    en: 'Components: one row per component, with the key of its packaging. List entries (type, material…) may be given in English, German or French.',
    de: 'Komponenten: eine Zeile je Komponente, mit dem Schlüssel ihrer Verpackung. Listeneinträge (Typ, Material…) dürfen auf Deutsch, Englisch oder Französisch stehen.',
    fr: 'Composants : une ligne par composant, avec la clé de son emballage. Les entrées de liste (type, matériau…) peuvent être en français, en anglais ou en allemand.',
  },
  {
    en: 'Layers of a multilayer component (e.g. a laminated pouch): the component’s row holds its first layer in the layer columns (role, material, weight in g). Each further layer takes one row below it, with only the layer columns filled; the packaging key may be repeated there. List the layers from the outside in.',
    de: 'Schichten einer Mehrschicht-Komponente (z. B. eines kaschierten Beutels): Die Zeile der Komponente enthält in den Schichtspalten (Rolle, Material, Gewicht in g) ihre erste Schicht. Jede weitere Schicht steht in einer Zeile darunter, in der nur die Schichtspalten ausgefüllt sind; der Verpackungsschlüssel darf dort wiederholt werden. Führen Sie die Schichten von außen nach innen auf.',
    fr: 'Couches d’un composant multicouche (p. ex. un sachet contrecollé) : la ligne du composant porte sa première couche dans les colonnes de couche (rôle, matériau, poids en g). Chaque couche suivante occupe une ligne en dessous, où seules les colonnes de couche sont remplies ; la clé de l’emballage peut y être répétée. Listez les couches de l’extérieur vers l’intérieur.',
  },
  {
    en: 'A component with layers weighs what its layers weigh together: leave its weight empty, or enter that sum.',
    de: 'Eine Komponente mit Schichten wiegt so viel wie ihre Schichten zusammen: Lassen Sie ihr Gewicht leer oder tragen Sie diese Summe ein.',
    fr: 'Un composant à couches pèse la somme de ses couches : laissez son poids vide ou saisissez cette somme.',
  },
  {
    en: 'Layer blend: materials blended into a layer with their share of its weight, e.g. “30 % LDPE; 10 % PP”. The layer’s own material makes up the rest.',
    de: 'Beimischung der Schicht: Materialien, die einer Schicht beigemischt sind, mit ihrem Anteil an ihrem Gewicht, z. B. „30 % PE-LD; 10 % PP“. Den Rest bildet das Material der Schicht.',
    fr: 'Mélange de la couche : matériaux mélangés à une couche avec leur part de son poids, p. ex. « 30 % PEBD ; 10 % PP ». Le matériau propre de la couche forme le reste.',
  },
  {
    en: 'A component without layers leaves the layer columns empty; files without layer columns are read as before.',
    de: 'Eine Komponente ohne Schichten lässt die Schichtspalten leer; Dateien ohne Schichtspalten werden wie bisher gelesen.',
    fr: 'Un composant sans couches laisse les colonnes de couche vides ; les fichiers sans colonnes de couche sont lus comme avant.',
  },
  {
    en: 'PPWR columns (EU packaging regulation): an empty cell means unknown, never “no”. Choices take their code, e.g. packaging role sales, grouped, transport or ecommerce; contact sensitivity food, beverage, medicinal_or_medical_device, infant_food, other_contact_sensitive or none (all codes: docs/import-format.md). Files without PPWR columns are read as before.',
    de: 'PPWR-Spalten (EU-Verpackungsverordnung): Eine leere Zelle bedeutet unbekannt, nie „nein“. Auswahlfelder nehmen ihren Code, z. B. Verpackungsfunktion sales, grouped, transport oder ecommerce; Kontaktempfindlichkeit food, beverage, medicinal_or_medical_device, infant_food, other_contact_sensitive oder none (alle Codes: docs/import-format.md). Dateien ohne PPWR-Spalten werden wie bisher gelesen.',
    fr: 'Colonnes PPWR (règlement européen sur les emballages) : une cellule vide signifie inconnu, jamais « non ». Les choix prennent leur code, p. ex. rôle de l’emballage sales, grouped, transport ou ecommerce ; sensibilité au contact food, beverage, medicinal_or_medical_device, infant_food, other_contact_sensitive ou none (tous les codes : docs/import-format.md). Les fichiers sans colonnes PPWR sont lus comme avant.',
  },
  {
    en: 'Units placed: per country and year, the units of the packaging placed on that market, e.g. “DE 2026: 10000; FR 2026: 5000”; the country by its code or name. Files without this column are read as before.',
    de: 'Inverkehrgebrachte Stück: je Land und Jahr die Stückzahl der Verpackung auf diesem Markt, z. B. „DE 2026: 10000; FR 2026: 5000“; das Land mit seinem Code oder Namen. Dateien ohne diese Spalte werden wie bisher gelesen.',
    fr: 'Unités mises sur le marché : par pays et par année, les unités de l’emballage mises sur ce marché, p. ex. « DE 2026: 10000; FR 2026: 5000 » ; le pays par son code ou son nom. Les fichiers sans cette colonne sont lus comme avant.',
  },
];

const instructionsSheet: Localized = { en: 'Instructions', de: 'Anleitung', fr: 'Instructions' };

/** Adds the sheet of instructions in the user's language, named in it; the reader does not read it. */
export const addInstructions = (workbook: ExcelJS.Workbook, language: Language) => {
  const sheet = workbook.addWorksheet(localize(instructionsSheet, language));
  sheet.getColumn(1).width = 120;
  for (const text of instructions) sheet.addRow([localize(text, language)]).alignment = { wrapText: true };
  sheet.getRow(1).font = { bold: true };
};
