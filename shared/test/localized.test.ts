import { describe, expect, it } from 'vitest';
import { contentLanguageOf, localize, type Localized } from '../src/text/localized';

const greeting: Localized = { en: 'Hello', de: 'Hallo', fr: 'Bonjour' };

describe('localize', () => {
  it('reads the text of a user language and of a content language alike', () => {
    expect(localize(greeting, 'DE')).toBe('Hallo');
    expect(localize(greeting, 'fr')).toBe('Bonjour');
    expect(localize(greeting, 'EN')).toBe('Hello');
  });

  it('reads English for a language it does not know', () => {
    expect(localize(greeting, 'IT' as never)).toBe('Hello');
  });

  it('keeps what a language holds, whatever its type', () => {
    const footers: Localized<(name: string) => string> = {
      en: (name) => `by ${name}`,
      de: (name) => `von ${name}`,
      fr: (name) => `par ${name}`,
    };
    expect(localize(footers, 'DE')('Anna')).toBe('von Anna');
  });
});

describe('contentLanguageOf', () => {
  it('maps a user language onto the content key', () => {
    expect(contentLanguageOf('FR')).toBe('fr');
    expect(contentLanguageOf('de')).toBe('de');
  });
});
