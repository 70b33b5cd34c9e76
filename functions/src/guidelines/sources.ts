import { sources as methodSources } from '../assessment/sources';
import type { Source } from '../assessment/types';
import type { GuidelineSource } from './types';
import { pdfText } from '../pdf/pdf-text';

/**
 * The sources the guidelines cite. Names, versions and addresses come from the assessment
 * method's list (assessment/sources.ts), so a guideline and an assessment result never cite
 * different editions of the same document; only the short in-text label is added here.
 */
const cite = (source: Source, short: string): GuidelineSource => ({
  ...source,
  // The method's names may use signs such as ">=" in Unicode; the PDF fonts cannot show those.
  name: pdfText(source.name),
  short,
});

export const guidelineSources = {
  d4ace: cite(methodSources.d4ace, 'CEFLEX D4ACE'),
  oprl: cite(methodSources.oprl, 'OPRL'),
  aprRecyclable: cite(methodSources.aprRecyclable, 'APR'),
  ceflexScore: cite(methodSources.ceflexScore, 'CEFLEX scoring model'),
  preFilms: cite(methodSources.preFilms, 'RecyClass / PRE films'),
  feve: cite(methodSources.feve, 'FEVE'),
  ecr: cite(methodSources.ecr, 'ECR Austria'),
  recyclassMetal: cite(methodSources.recyclassMetal, 'RecyClass metal'),
  fourEvergreen: cite(methodSources.fourEvergreen, '4evergreen'),
  conai: cite(methodSources.conai, 'CONAI'),
  cerec: cite(methodSources.cerec, 'CEREC'),
  altholzv: cite(methodSources.altholzv, 'AltholzV'),
  // The method's own name points at an internal document; readers get a plain title instead.
  recyclens: {
    ...cite(methodSources.recyclens, 'Recyclens method'),
    name: 'Recyclens assessment method (rule tables, scoring and grades), method version',
  },
  // Not in the assessment method (no rule rates it); cited only for the pallet marking advice.
  ispm15: {
    id: 'ippc-ispm-15',
    short: 'ISPM 15',
    name: 'IPPC, ISPM 15: Regulation of wood packaging material in international trade',
    version: 'as revised',
    url: 'https://www.ippc.int',
  },
} satisfies Record<string, GuidelineSource>;
