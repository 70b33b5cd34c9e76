/** The assessment's vocabulary (docs/assessment.md#inputs and #the-steps, step 6). Ids are the catalog's (catalog/lookups.ts). */

export type Rating = 'green' | 'yellow' | 'red' | 'needs-testing';
export type Grade = 'A' | 'B' | 'C' | 'not-recyclable' | 'needs-testing' | 'no-infrastructure';
/** CEFLEX D4ACE (default) or the stricter Plastics Recyclers Europe reading where the two differ. */
export type Methodology = 'ceflex' | 'pre';

export type StreamId =
  | 'pe-film'
  | 'pp-film'
  | 'mixed-po-film'
  | 'po-rigid'
  | 'pet'
  | 'paper-board'
  | 'glass'
  | 'aluminium'
  | 'steel'
  | 'wood';

/**
 * One layer of a multilayer component (issue 24): its role (film, ink, adhesive…), material and
 * weight in grams. A blend names the other materials in the layer, each with its share (%) of
 * the layer's weight; the layer's own material makes up the rest.
 */
export interface AssessedConstituent {
  role: string;
  materialId: string;
  weight: number;
  blend?: { materialId: string; share: number }[];
}

export interface AssessedComponent {
  name: string;
  typeId: string;
  familyId: string;
  materialId: string;
  fillerId: string;
  adhesiveId: string;
  colorId: string;
  /** g/cm³ */
  densityFrom: number;
  densityTo: number;
  /** grams; the share rules need it on every component */
  weight?: number;
  /**
   * Not used by the method: none of the sources behind our rules (D4ACE, RecyClass, EPBP, APR,
   * FEVE, 4evergreen, CONAI, CEREC) rates anything by it, so it carries no weight here.
   */
  ncLinksUsed?: number;
  /** The layers, outside in; the component then weighs what they weigh together. */
  constituents?: AssessedConstituent[];
}

export interface Source {
  id: string;
  name: string;
  version: string;
  url?: string;
}

export interface Finding {
  /** Index into the input's components; null for findings about the whole pack. */
  componentIndex: number | null;
  /** Index into that component's constituents, for a finding about one of its layers. */
  constituentIndex?: number;
  ruleId: string;
  rating: Rating | 'info';
  messageKey: string;
  params: Record<string, string | number>;
  source: Source;
}

export interface AssessmentResult {
  countryId: string;
  methodology: Methodology;
  stream: StreamId | null;
  score: number | null;
  grade: Grade;
  findings: Finding[];
  methodVersion: string;
  /** % of the pack's weight in the stream's main material; null without weights. */
  mainMaterialShare: number | null;
}

export interface AssessmentInput {
  components: AssessedComponent[];
  countryId: string;
  methodology?: Methodology;
}
