import { createHash } from 'node:crypto';
import { canonicalJson } from '@recyclens/shared';
import { infrastructureFor, infrastructureTable, type InfrastructureRow } from './infrastructure';
import { densityRules, ruleTable, type RuleRow } from './rules/index';
import { sources } from './sources';
import { materialGroups, streamMap, streams } from './streams';
import type { AssessmentResult } from './types';

/** A data table as a result used it: how many rows, and a hash of them all. */
export interface DataTableStamp {
  id: string;
  rows: number;
  fingerprint: string;
}

const stamp = (id: string, rows: readonly unknown[] | Record<string, unknown>): DataTableStamp => {
  const list = Array.isArray(rows) ? rows : Object.entries(rows);
  return {
    id,
    rows: list.length,
    fingerprint: createHash('sha256').update(canonicalJson(list)).digest('hex'),
  };
};

/**
 * Every data table the engine reads, stamped. Read from the tables each time (a few ms), so a
 * table changed under a running function — or in a test — is stamped as it is.
 */
export const dataTableStamps = (): DataTableStamp[] => [
  stamp('infrastructure', infrastructureTable),
  stamp('rules', ruleTable),
  stamp('density-rules', densityRules),
  stamp('streams', streams),
  stamp('stream-map', streamMap),
  stamp('material-groups', materialGroups),
  stamp('sources', sources),
];

/** The rows that decided a result, with their sources: the infrastructure row and the rule rows it cites. */
export const rowsUsedBy = (
  result: Pick<AssessmentResult, 'countryId' | 'stream' | 'findings'>,
): { infrastructure: InfrastructureRow[]; rules: RuleRow[] } => {
  const infrastructure = result.stream ? infrastructureFor(result.countryId, result.stream) : undefined;
  const cited = new Set(result.findings.map((finding) => finding.ruleId));
  return {
    infrastructure: infrastructure ? [infrastructure] : [],
    rules: ruleTable.filter((row) => cited.has(row.ruleId)),
  };
};
