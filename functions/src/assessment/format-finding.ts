import { localize, type ContentLanguage, type Localized } from '@recyclens/shared';
import { lookupCatalog } from '../catalog/lookups';
import { noteIn } from './infrastructure/note-texts';
import { assessmentMessages } from './messages';
import { streams } from './streams';
import type { Finding } from './types';

const aspectKind = { material: 'material', filler: 'filler', adhesive: 'adhesive', color: 'color' } as const;
const aspectList = [
  { id: 'material', names: { en: 'material', de: 'Material', fr: 'matériau' } },
  { id: 'filler', names: { en: 'filler', de: 'Füllstoff', fr: 'charge' } },
  { id: 'adhesive', names: { en: 'adhesive', de: 'Klebstoff', fr: 'adhésif' } },
  { id: 'color', names: { en: 'colour', de: 'Farbe', fr: 'couleur' } },
];

/** A name in the reader's language, or the id itself when nothing by that id is known. */
const nameOf = (
  entries: readonly { id: string; names: Localized }[],
  id: string,
  lang: ContentLanguage,
): string => {
  const entry = entries.find((candidate) => candidate.id === id);
  return entry === undefined ? id : localize(entry.names, lang);
};

const catalogName = (kind: keyof typeof lookupCatalog, id: string, lang: ContentLanguage): string =>
  nameOf(lookupCatalog[kind], id, lang);

/**
 * A finding's message in the reader's language, with ids shown as the catalog's names. Unknown
 * ids stay as they are, so a message never hides what the engine saw.
 */
export const formatFinding = (finding: Finding, lang: ContentLanguage): string => {
  const message = assessmentMessages[finding.messageKey];
  const template = message === undefined ? finding.messageKey : localize(message, lang);
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
        return nameOf(streams, raw, lang);
      case 'aspect':
        return nameOf(aspectList, raw, lang);
      case 'note':
        return noteIn(raw, lang);
      default:
        return raw;
    }
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const raw = finding.params[key];
    return raw === undefined ? whole : show(key, raw);
  });
};
