import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every English source text has a German and a French translation. */
const entries = (locale: string) => {
  const text = readFileSync(join(import.meta.dirname, locale, 'messages.po'), 'utf8');
  return [...text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)]
    .map(([, id, translation]) => ({ id: id ?? '', translation: translation ?? '' }))
    .filter((entry) => entry.id !== '');
};

describe('Catalogues', () => {
  it.each(['de', 'fr'])('%s translates every message of the English catalogue', (locale) => {
    const source = entries('en').map((entry) => entry.id);
    const translated = entries(locale);
    expect(translated.map((entry) => entry.id).sort()).toEqual([...source].sort());
    expect(translated.filter((entry) => entry.translation === '').map((entry) => entry.id)).toEqual([]);
  });
});
