import {
  conformityHorizons,
  localize,
  type ContentLanguage,
  type EvidenceKind,
  type PackagingConformity,
  type PackagingPpwrFields,
} from '@recyclens/shared';
import { openPdf } from '../pdf/pdf-document';
import { pdfText } from '../pdf/pdf-text';
import { declarationTexts as t } from './declaration-texts';
import { packagingPpwrColumns, ppwrText } from './ppwr';

/** A component as the technical file lists it: lookup names, not ids. */
export interface DeclarationComponent {
  name: string;
  material: string;
  weight: number | null;
  layers: { role: string; material: string; weight: number }[];
}

/** A document the technical file lists: its kind, what it covers, its expiry. */
export interface DeclarationDocument {
  kind: EvidenceKind;
  component: string | null;
  expiresOn: string | null;
}

/** Everything the declaration prints, read before it is drawn so drawing is a pure function of it. */
export interface DeclarationInput {
  packageId: string;
  packageVersion: number;
  name: string;
  description: string;
  category: string | null;
  manufacturer: string;
  /** The company's postal address as recorded, lines kept; null: not recorded. */
  manufacturerAddress: string | null;
  /** The packaging's PPWR fields as stored (absent or null: unknown). */
  ppwrFields: PackagingPpwrFields;
  components: DeclarationComponent[];
  results: { country: string; grade: string; methodVersion: string | null }[];
  documents: DeclarationDocument[];
  conformity: PackagingConformity;
}

const margin = 56;
const blank = '______________________________';

/**
 * The draft EU declaration of conformity (page 1) and the technical documentation behind it
 * (issue 34 §4). The file's dates come from `issuedOn`, never the clock, and pdfkit derives the
 * file ID from them: the same input gives the same bytes.
 */
export const renderDeclarationPdf = async (
  input: DeclarationInput,
  language: ContentLanguage,
  issuedOn: string,
  options: { compress?: boolean } = {},
): Promise<Buffer> => {
  const issued = new Date(`${issuedOn}T00:00:00.000Z`);
  const identifier = `${input.packageId} v${input.packageVersion}`;
  const { doc, bytes } = await openPdf({
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    compress: options.compress ?? true,
    lang: language,
    info: {
      Title: `${localize(t.title, language)} (${localize(t.draft, language)}): ${input.name}`,
      Author: input.manufacturer,
      Creator: 'Recyclens',
      Producer: 'Recyclens',
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const say = (text: string, font: 'regular' | 'bold' | 'italic' = 'regular', size = 10) =>
    doc.font(font).fontSize(size).text(pdfText(text)).moveDown(0.3);
  const heading = (text: string) => {
    doc.moveDown(0.6);
    say(text, 'bold', 12);
  };
  const l = (text: Parameters<typeof localize<string>>[0]) => localize(text, language);

  say(l(t.draft), 'bold', 14);
  say(l(t.title), 'bold', 18);
  say(l(t.draftNote), 'italic', 9);

  heading(l(t.identification));
  say(identifier);
  heading(l(t.manufacturer));
  say(input.manufacturer);
  // An address not recorded is said so rather than invented, with the line left for the
  // manufacturer (docs/ppwr.md#declaration-and-technical-file).
  const address = input.manufacturerAddress
    ?.split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ');
  say(`${l(t.address)}: ${address || `${l(t.notRecorded)}: ${blank}`}`);
  say(`${l(t.representative)}: ${blank}`);
  heading(l(t.responsibility));
  heading(l(t.object));
  say(`${input.name}${input.category ? ` (${input.category})` : ''}`);
  if (input.description) say(input.description);
  heading(l(t.conformity));
  heading(l(t.references));
  const { ruleSet, rules } = input.conformity;
  say(`${l(t.ruleSet)} ${ruleSet.version}, ${l(t.fingerprint)} ${ruleSet.fingerprint}`);
  for (const rule of rules) say(`${rule.article}: ${rule.title}`);
  // Annex VIII's model has these two points; what goes in them is the manufacturer's to say.
  heading(l(t.notifiedBody));
  say(blank);
  heading(l(t.additionalInformation));
  say(blank);
  heading(l(t.signed));
  say(`${l(t.placeAndDate)}: ${blank}, ${issuedOn}`);
  say(`${l(t.nameAndFunction)}: ${blank}`);
  say(`${l(t.signature)}: ${blank}`);

  doc.addPage();
  say(`${l(t.technicalFile)} (${l(t.draft)})`, 'bold', 16);
  say(identifier);
  heading(l(t.description));
  say(`${l(t.name)}: ${input.name}`);
  say(`${l(t.category)}: ${input.category ?? l(t.unknown)}`);
  if (input.description) say(input.description);
  heading(l(t.packagingData));
  for (const column of packagingPpwrColumns)
    say(`${localize(column.header, language)}: ${ppwrText(input.ppwrFields, column, language)}`);

  heading(l(t.components));
  for (const component of input.components) {
    say(
      `${component.name}: ${component.material}${component.weight === null ? '' : `, ${component.weight} g`}`,
      'bold',
    );
    for (const layer of component.layers)
      say(`  ${l(t.layers)}: ${layer.role}, ${layer.material}, ${layer.weight} g`);
  }

  heading(l(t.checks));
  for (const rule of rules) {
    say(`${rule.article}: ${rule.title}`, 'bold');
    for (const horizon of conformityHorizons) {
      const outcome = rule.outcomes[horizon];
      const status = `${l(t.statuses[outcome.status])}${outcome.status === 'applies_from' && outcome.appliesFrom ? ` ${outcome.appliesFrom}` : ''}`;
      const missing = outcome.missing.map((gap) =>
        gap.kind === 'data'
          ? (gap.field ?? '')
          : gap.evidenceKinds.map((kind) => l(t.evidenceKinds[kind])).join(' / '),
      );
      say(
        `  ${l(t.horizons[horizon])} (${input.conformity.dates[horizon]}): ${status}${outcome.note ? `. ${outcome.note}` : ''}${missing.length > 0 ? `. ${l(t.missing)}: ${missing.join(', ')}` : ''}`,
      );
    }
  }

  heading(l(t.results));
  if (input.results.length === 0) say(l(t.noResults));
  for (const result of input.results)
    say(
      `${result.country}: ${result.grade}${result.methodVersion ? ` (${l(t.methodVersion)} ${result.methodVersion})` : ''}`,
    );

  heading(l(t.documents));
  if (input.documents.length === 0) say(l(t.noDocuments));
  for (const document of input.documents)
    say(
      `${l(t.evidenceKinds[document.kind])}${document.component ? `, ${document.component}` : ''}${document.expiresOn ? `, ${l(t.expires)} ${document.expiresOn}` : ''}`,
    );

  doc.end();
  return bytes;
};
