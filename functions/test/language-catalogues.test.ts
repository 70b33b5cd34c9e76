import { fieldErrorCodes, type ContentLanguage } from '@recyclens/shared';
import { describe, expect, it } from 'vitest';
import { formatFinding } from '../src/assessment/format-finding';
import { infrastructureTable } from '../src/assessment/index';
import { assessmentMessages } from '../src/assessment/messages';
import { fieldErrorText } from '../src/errors/field-error-texts';
import { componentsSheet, packagingSheet } from '../src/import/columns';
import { reportLabels } from '../src/reports/labels';
import { uncertainMarker } from './assessment/helpers';

/**
 * A German or French reader sees no English: every finding, import problem, import column and
 * report label has its own German and French text. Where the word is the same by nature (a name
 * spelt alike, an abbreviation) it is listed here, per language, so a new untranslated text fails.
 */
const others = ['de', 'fr'] as const satisfies readonly ContentLanguage[];

const sameByNature: Record<(typeof others)[number], ReadonlySet<string>> = {
  de: new Set(['Status', 'Material', 'Name', 'ID']),
  fr: new Set(['Description', 'Type', 'Source', 'Message', 'Score', 'ID']),
};

const untranslated = (texts: Record<string, Record<ContentLanguage, string>>) =>
  others.flatMap((language) =>
    Object.entries(texts)
      .filter(([, text]) => text[language] === text.en && !sameByNature[language].has(text.en))
      .map(([key]) => `${language}: ${key}`),
  );

describe('the German and French catalogues', () => {
  it('word every finding of the assessment', () => {
    expect(untranslated(assessmentMessages)).toEqual([]);
  });

  it('say each infrastructure row’s note in the reader’s language', () => {
    const missing = infrastructureTable.flatMap((row) =>
      others
        .filter((language) => {
          return formatFinding(uncertainMarker(row), language).includes(row.note);
        })
        .map((language) => `${language}: ${row.countryId} ${row.stream}`),
    );
    expect(missing).toEqual([]);
  });

  it('word every field and import problem', () => {
    const texts = Object.fromEntries(
      fieldErrorCodes.map((code) => [
        code,
        {
          en: fieldErrorText(code, 'EN'),
          de: fieldErrorText(code, 'DE'),
          fr: fieldErrorText(code, 'FR'),
        },
      ]),
    );
    expect(untranslated(texts)).toEqual([]);
  });

  it('name every column of the import template', () => {
    const columns = [...packagingSheet.columns, ...componentsSheet.columns];
    const texts = Object.fromEntries(
      columns.map((column) => [column.key, { en: column.header, de: column.de, fr: column.fr }]),
    );
    expect(untranslated(texts)).toEqual([]);
  });

  it('print every label of the PDF and spreadsheet reports', () => {
    const texts = Object.fromEntries(
      Object.keys(reportLabels.en).map((key) => {
        const label = key as keyof typeof reportLabels.en;
        return [
          label,
          { en: reportLabels.en[label], de: reportLabels.de[label], fr: reportLabels.fr[label] },
        ];
      }),
    );
    expect(untranslated(texts)).toEqual([]);
  });
});
