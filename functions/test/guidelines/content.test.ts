import { describe, expect, it } from 'vitest';
import { guidelineContents } from '../../src/guidelines/content/index';
import { typeset } from '../../src/guidelines/typography';
import { contentLanguages, type ContentLanguage } from '@recyclens/shared';
import type { GuidelineContent, GuidelineText } from '../../src/guidelines/types';
import { guidelineIds } from '../../src/guidelines/types';
import { missingGlyphs } from '../support/font-coverage';

const allText = (text: GuidelineText): string[] => [
  text.title,
  text.summary,
  ...text.sections.flatMap((section) => [
    section.heading,
    ...section.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items)),
  ]),
  ...text.checklist,
];

/** What must be equal across languages: everything except the words. */
const shape = (text: GuidelineText) => ({
  sections: text.sections.map((section) => ({
    blocks: section.blocks.map((block) =>
      block.kind === 'paragraph' ? 'paragraph' : `${block.tone} list of ${block.items.length}`,
    ),
    sources: section.sources,
  })),
  checklist: text.checklist.length,
});

const cases = guidelineContents.flatMap((content) =>
  contentLanguages.map((language) => ({ id: content.id, language, content })),
);

describe('guideline content', () => {
  it('has exactly the six guidelines of docs/product.md#guidelines, in order', () => {
    expect(guidelineContents.map((content) => content.id)).toEqual([...guidelineIds]);
  });

  it.each(guidelineContents.map((content) => [content.id, content] as const))(
    '%s cites at least one source, each with a name and version, and lists only cited sources',
    (_id, content: GuidelineContent) => {
      expect(content.sources.length).toBeGreaterThan(0);
      for (const source of content.sources) {
        expect(source.name.trim()).not.toBe('');
        expect(source.version.trim()).not.toBe('');
        if (source.url !== undefined) expect(source.url).toMatch(/^https:\/\//);
      }
      const ids = content.sources.map((source) => source.id);
      expect(new Set(ids).size).toBe(ids.length);
      const cited = new Set(content.text.en.sections.flatMap((section) => section.sources));
      expect([...cited].sort()).toEqual([...ids].sort());
    },
  );

  it.each(cases.map(({ id, language, content }) => [id, language, content] as const))(
    '%s (%s) has a title, a summary, non-empty sections that name their sources, and a checklist',
    (_id, language: ContentLanguage, content: GuidelineContent) => {
      const text = content.text[language];
      expect(text.title.trim()).not.toBe('');
      expect(text.summary.length).toBeGreaterThan(80);
      expect(text.sections.length).toBeGreaterThanOrEqual(4);
      const known = new Set(content.sources.map((source) => source.id));
      for (const section of text.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.blocks.length).toBeGreaterThan(0);
        expect(section.sources.length).toBeGreaterThan(0);
        for (const sourceId of section.sources) expect(known).toContain(sourceId);
        for (const block of section.blocks) {
          if (block.kind === 'paragraph') expect(block.text.trim()).not.toBe('');
          else {
            expect(block.items.length).toBeGreaterThan(0);
            for (const item of block.items) expect(item.trim()).not.toBe('');
          }
        }
      }
      expect(text.checklist.length).toBeGreaterThanOrEqual(4);
      // Every guideline gives advice both ways.
      const tones = text.sections.flatMap((section) =>
        section.blocks.flatMap((block) => (block.kind === 'list' ? [block.tone] : [])),
      );
      expect(tones).toContain('do');
      expect(tones).toContain('avoid');
    },
  );

  it.each(guidelineContents.map((content) => [content.id, content] as const))(
    '%s has the same section structure in every language',
    (_id, content: GuidelineContent) => {
      const english = shape(content.text.en);
      expect(shape(content.text.de)).toEqual(english);
      expect(shape(content.text.fr)).toEqual(english);
    },
  );

  it.each(guidelineContents.map((content) => [content.id, content] as const))(
    '%s is really translated: no English sentence appears unchanged in German or French',
    (_id, content: GuidelineContent) => {
      const english = new Set(allText(content.text.en).filter((line) => line.split(' ').length > 3));
      for (const language of ['de', 'fr'] as const) {
        for (const line of allText(content.text[language])) expect(english.has(line)).toBe(false);
      }
    },
  );

  it.each(cases.map(({ id, language, content }) => [id, language, content] as const))(
    '%s (%s) uses only characters the PDF fonts can show, and typographic quotes',
    (_id, language: ContentLanguage, content: GuidelineContent) => {
      const text = content.text[language];
      for (const line of allText(text)) {
        expect(missingGlyphs(typeset(line, language)), line).toEqual([]);
        expect(line, 'use “ ” / „ “ / « » rather than straight quotes').not.toContain('"');
      }
      for (const source of content.sources) expect(missingGlyphs(source.name)).toEqual([]);
    },
  );

  it('gives every guideline the same five sections, the rating one with the shared sentences', () => {
    const german = guidelineContents.map((content) => content.text.de.sections);
    for (const sections of german) {
      expect(sections.map((section) => section.heading.split(' (')[0])).toEqual([
        'Was beim Recycling passiert',
        'Gestaltung: empfohlen',
        'Vermeiden',
        'Grenzwerte und Einstufungen',
        'So bewertet Recyclens diese Verpackung',
      ]);
      const rating = sections[4]!.blocks.map((block) => (block.kind === 'paragraph' ? block.text : ''));
      expect(rating[0]).toMatch(/^Jede Komponente wird grün, gelb oder rot eingestuft/);
      expect(rating[2]).toMatch(/^Die Klassen folgen den Recyclingfähigkeitsklassen/);
    }
    const metalRule = (id: string) =>
      guidelineContents.find((content) => content.id === id)!.text.en.sections[4]!.blocks[1];
    expect(metalRule('steel')).toEqual(metalRule('aluminium'));
    expect(metalRule('steel')).not.toEqual(metalRule('glass'));
  });
});
