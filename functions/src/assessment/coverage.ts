import { lookupCatalog } from '../catalog/lookups';
import { tableMaterialOf } from './layer-materials';
import { ruleTable, type RatedAspect } from './rules/index';
import { streams } from './streams';
import type { Methodology, StreamId } from './types';

export interface CoverageRow {
  stream: StreamId;
  aspect: RatedAspect;
  /** Catalog ids with a row in this stream and aspect (for some role). */
  covered: string[];
  /** Catalog ids without any row: they rate "needs testing". */
  missing: string[];
}

/**
 * What each stream's table covers of the catalog, per rated aspect: the docs and the UI show it,
 * so nobody has to guess which values fall back to "needs testing". A material can be covered
 * for one role only (e.g. PP is the body polymer in po-rigid and an attachment in pet); the
 * rows say which.
 */
export const tableCoverage = (methodology: Methodology = 'ceflex'): CoverageRow[] =>
  streams.flatMap((stream) =>
    stream.aspects
      .filter((aspect): aspect is RatedAspect => aspect !== 'density')
      .map((aspect) => {
        const rows = ruleTable.filter(
          (r) =>
            r.stream === stream.id &&
            r.aspect === aspect &&
            (r.methodology === undefined || r.methodology === methodology),
        );
        const ids = lookupCatalog[aspect].map((entry) => entry.id);
        // A film grade (LLDPE, BOPP…) is rated by its base polymer's row.
        const tableId = (id: string) => (aspect === 'material' ? tableMaterialOf(id) : id);
        const covered = ids.filter((id) => rows.some((r) => r.values.includes(tableId(id))));
        return { stream: stream.id, aspect, covered, missing: ids.filter((id) => !covered.includes(id)) };
      }),
  );
