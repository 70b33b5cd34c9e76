import { lookupCatalog } from '../catalog/lookups';
import { assessmentMessages } from './messages';
import { streams } from './streams';
import type { Finding } from './types';

export type Language = 'en' | 'de' | 'fr';

const aspectKind = { material: 'material', filler: 'filler', adhesive: 'adhesive', color: 'color' } as const;
const aspectNames: Record<string, Record<Language, string>> = {
  material: { en: 'material', de: 'Material', fr: 'matériau' },
  filler: { en: 'filler', de: 'Füllstoff', fr: 'charge' },
  adhesive: { en: 'adhesive', de: 'Klebstoff', fr: 'adhésif' },
  color: { en: 'colour', de: 'Farbe', fr: 'couleur' },
};

const catalogName = (kind: keyof typeof lookupCatalog, id: string, lang: Language): string =>
  lookupCatalog[kind].find((entry) => entry.id === id)?.names[lang] ?? id;

/**
 * A finding's message in the reader's language, with ids shown as the catalog's names. Unknown
 * ids stay as they are, so a message never hides what the engine saw.
 */
export const formatFinding = (finding: Finding, lang: Language): string => {
  const template = assessmentMessages[finding.messageKey]?.[lang] ?? finding.messageKey;
  const aspect = typeof finding.params.aspect === 'string' ? finding.params.aspect : 'material';
  const valueKind = aspect in aspectKind ? aspectKind[aspect as keyof typeof aspectKind] : 'material';
  const show = (key: string, raw: string | number): string => {
    // Years stay plain (2025, not 2,025); other numbers use the reader's decimal separator.
    if (typeof raw === 'number')
      return key === 'year' ? String(raw) : raw.toLocaleString(lang, { maximumFractionDigits: 3 });
    switch (key) {
      case 'value':
        return catalogName(valueKind, raw, lang);
      case 'material':
        return catalogName('material', raw, lang);
      case 'family':
        return catalogName('family', raw, lang);
      case 'role':
        return catalogName('constituentRole', raw, lang);
      case 'country':
        return catalogName('country', raw, lang);
      case 'stream':
        return streams.find((s) => s.id === raw)?.names[lang] ?? raw;
      case 'aspect':
        return aspectNames[raw]?.[lang] ?? raw;
      default:
        return raw;
    }
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const raw = finding.params[key];
    return raw === undefined ? whole : show(key, raw);
  });
};
