import type { Source } from './types';
import { METHOD_VERSION } from './version';

/**
 * Every source a rule or an infrastructure row cites. Names and years are as we know them at
 * method version 2026.11.2; the D4ACE table is the only one read from a file in this repository
 * (docs/sources/ceflex-d4ace-2025, MIT). The others were encoded from our reading of the public
 * documents: where a version is given as a year only, the edition was not re-checked when the
 * rule was written, and a reviewer should confirm it before the method version is bumped.
 */
const s = (id: string, name: string, version: string, url?: string): Source =>
  url === undefined ? { id, name, version } : { id, name, version, url };

export const sources = {
  d4ace: s(
    'ceflex-d4ace',
    'CEFLEX D4ACE design guidelines table (flexible PE/PP packaging)',
    'July 2025',
    'https://github.com/CEFLEX-Initiative/recyclability-score-simulation-tool',
  ),
  ceflexScore: s(
    'ceflex-score',
    'CEFLEX recyclability score simulation tool, scoring model (MIT, adapted)',
    '2025',
    'https://github.com/CEFLEX-Initiative/recyclability-score-simulation-tool',
  ),
  preFilms: s(
    'pre-recyclass-films',
    'Plastics Recyclers Europe / RecyClass Design for Recycling guidelines, PE and PP flexible films',
    '2024',
    'https://recyclass.eu/recyclass/design-for-recycling-guidelines/',
  ),
  recyclassRigid: s(
    'recyclass-po-rigid',
    'RecyClass Design for Recycling guidelines, HDPE and PP containers',
    '2024',
    'https://recyclass.eu/recyclass/design-for-recycling-guidelines/',
  ),
  apr: s(
    'apr-design-guide',
    'APR Design® Guide for Plastics Recyclability',
    '2024',
    'https://plasticsrecycling.org/apr-design-guide',
  ),
  epbp: s('epbp', 'EPBP design guidelines for PET bottles', '2023', 'https://www.epbp.org/design-guidelines'),
  recyclassPet: s(
    'recyclass-pet',
    'RecyClass Design for Recycling guidelines, PET bottles and trays',
    '2024',
    'https://recyclass.eu/recyclass/design-for-recycling-guidelines/',
  ),
  feve: s(
    'feve',
    'FEVE / Close the Glass Loop, design for recycling of glass packaging',
    '2023',
    'https://feve.org',
  ),
  ecr: s(
    'ecr-austria',
    'FH Campus Wien / ECR Austria, Circular Packaging Design Guideline',
    '2024',
    'https://www.ecr-austria.at',
  ),
  recyclassMetal: s(
    'recyclass-metal',
    'RecyClass recyclability methodology for metal packaging (grades A–C)',
    '2024',
    'https://recyclass.eu',
  ),
  fourEvergreen: s(
    'cepi-4evergreen',
    '4evergreen / CEPI, Circularity by Design guideline and recyclability scorecard for fibre-based packaging',
    '2023',
    'https://4evergreenforum.eu',
  ),
  conai: s(
    'conai',
    'CONAI, guidelines for the recyclability of cellulosic packaging (fibre share for paper collection)',
    '2020',
    'https://www.conai.org',
  ),
  cerec: s(
    'cerec',
    'CEREC (Comité d’évaluation de la recyclabilité des emballages papier-carton), test protocol and recyclability table',
    '2024',
    'https://www.cerec-emballages.fr/en/',
  ),
  oprl: s(
    'oprl',
    'OPRL labelling rules: “Recycle” when ≥ 75% of UK councils collect',
    '2024',
    'https://www.oprl.org.uk',
  ),
  aprRecyclable: s(
    'apr-definition',
    'APR definition of “recyclable”: ≥ 60% of US consumers have access to collection',
    '2024',
    'https://plasticsrecycling.org',
  ),
  zsvr: s(
    'zsvr-mindeststandard',
    'ZSVR minimum standard for the recyclability of packaging (§ 21 VerpackG)',
    '2025',
    'https://www.verpackungsregister.org',
  ),
  ara: s(
    'ara',
    'ARA Altstoff Recycling Austria, collection of light packaging (all plastics since 2023)',
    '2025',
    'https://www.ara.at',
  ),
  citeo: s(
    'citeo',
    'Citeo, sorting instructions (extension des consignes de tri) and sorting standards',
    '2025',
    'https://www.citeo.com',
  ),
  ukSimpler: s(
    'uk-simpler-recycling',
    'UK Government, Simpler Recycling (England): kerbside plastic film from 31 March 2027',
    '2024',
    'https://www.gov.uk',
  ),
  recyclingPartnership: s(
    'recycling-partnership',
    'The Recycling Partnership / SPC, US recycling access studies',
    '2024',
    'https://recyclingpartnership.org',
  ),
  altholzv: s(
    'altholzv',
    'Altholzverordnung (German waste-wood ordinance): collection and material recycling of waste wood',
    '2002, as amended',
    'https://www.gesetze-im-internet.de/altholzv/',
  ),
  recyclens: s('recyclens', 'Recyclens assessment method (docs/assessment.md)', METHOD_VERSION),
} satisfies Record<string, Source>;
