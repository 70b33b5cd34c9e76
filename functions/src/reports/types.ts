import type { ComponentPpwrFields, PackagingPpwrFields, UnitsPlacedRow } from '@recyclens/shared';

/**
 * What the report renderers read. Plain data on purpose: the export job maps stored packages,
 * lookups (already resolved to names in the reader's language) and results onto these, so the
 * renderers never touch storage or the catalog.
 */

export interface ReportTenant {
  name: string;
  /** CSS hex colour (#rgb or #rrggbb); anything else falls back to the Recyclens colours. */
  primaryColor: string;
  secondaryColor: string;
  logo?: { bytes: Buffer; contentType: 'image/png' | 'image/jpeg' };
}

/** A layer of a multilayer component; role and materials are NAMES in the reader's language. */
export interface ReportLayer {
  role: string;
  material: string;
  /** grams */
  weight: number;
  /** materials blended into the layer, with their share of its weight in percent */
  blend: { material: string; share: number }[];
}

/** Lookup fields hold NAMES in the reader's language, not ids. */
export interface ReportComponent {
  name: string;
  type: string;
  family: string;
  material: string;
  filler: string;
  adhesive: string;
  color: string;
  /** g/cm3 */
  densityFrom: number | null;
  densityTo: number | null;
  /** grams */
  weight: number | null;
  ncLinksUsed: number | null;
  /** its layers, outside in; none for a component of one material */
  layers?: ReportLayer[];
  /** its PPWR fields as stored (docs/ppwr.md); an absent one is unknown */
  ppwr?: ComponentPpwrFields;
}

export type ReportRating = 'green' | 'yellow' | 'red' | 'needs-testing' | 'info';
export type ReportGrade = 'A' | 'B' | 'C' | 'not-recyclable' | 'needs-testing' | 'no-infrastructure';

export interface ReportFinding {
  /** null for findings about the pack as a whole */
  componentName: string | null;
  rating: ReportRating;
  /** already formatted in the reader's language */
  message: string;
  ruleId: string;
  source: { name: string; version: string; url?: string };
}

export interface ReportResult {
  /** country name as the reader should see it */
  country: string;
  grade: ReportGrade;
  score: number | null;
  /** stream name as the reader should see it */
  stream: string | null;
  /** 'ceflex' and 'pre' are shown by their full names; anything else as given */
  methodology: string;
  methodVersion: string;
  /** ISO 8601 */
  assessedAt: string;
  outdated: boolean;
  findings: ReportFinding[];
}

export interface ReportPackage {
  id: string;
  name: string;
  description: string;
  category: string | null;
  project: string | null;
  draft: boolean;
  /** The packaging's version the report shows (a result's report); left out, none is shown. */
  version?: number;
  /**
   * its PPWR fields as stored (docs/ppwr.md), an absent one unknown; left out, the PDF has no
   * PPWR section (a result's report)
   */
  ppwr?: PackagingPpwrFields;
  /** units placed on the market per country and year (docs/epr.md); left out, none are shown */
  unitsPlaced?: UnitsPlacedRow[];
  components: ReportComponent[];
  /** the newest result per country, in the order to show */
  results: ReportResult[];
}

export interface PdfRenderOptions {
  /** false writes readable content streams; tests use it to look for text */
  compress?: boolean;
  /** called after each package, so an export job can report progress */
  onProgress?: (done: number, total: number) => void;
}
