import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every English source text has a German and a French translation, in both catalogue parts. */
const entries = (locale: string, part: string) => {
  const text = readFileSync(join(import.meta.dirname, locale, `${part}.po`), 'utf8');
  return [...text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)]
    .map(([, id, translation]) => ({ id: id ?? '', translation: translation ?? '' }))
    .filter((entry) => entry.id !== '');
};

describe('Catalogues', () => {
  it.each([
    ['de', 'entry'],
    ['de', 'pages'],
    ['fr', 'entry'],
    ['fr', 'pages'],
  ])('%s translates every message of the English %s catalogue', (locale, part) => {
    const source = entries('en', part).map((entry) => entry.id);
    const translated = entries(locale, part);
    expect(translated.map((entry) => entry.id).sort()).toEqual([...source].sort());
    expect(translated.filter((entry) => entry.translation === '').map((entry) => entry.id)).toEqual([]);
  });
});
