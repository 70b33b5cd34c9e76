/**
 * The assessment rule engine (docs/assessment.md): pure functions and the data they use. The tables
 * are exported for the UI and the docs, so what the engine applies is what the user can read.
 */
export { assess } from './assess';
export { METHOD_VERSION } from './version';
export { assessmentMessages } from './messages';
export { formatFinding } from './format-finding';
export { infrastructureTable, infrastructureFor, type InfrastructureRow } from './infrastructure/index';
export { streams, streamMap, materialGroups, type StreamDefinition, type Aspect } from './streams';
export {
  ruleTable,
  densityRules,
  type DensityRule,
  type RuleRow,
  type ShareLimit,
  type Fate,
  type Role,
} from './rules/index';
export { layerRules, type LayerRule } from './rules/d4ace-layer-rules';
export { yellowCap, gradeForScore, scoreFrom } from './score';
export { rateMainShare } from './pack-rules';
export { sources } from './sources';
export { tableCoverage, type CoverageRow } from './coverage';
export type {
  AssessedComponent,
  AssessedConstituent,
  AssessmentInput,
  AssessmentResult,
  Finding,
  Grade,
  Methodology,
  Rating,
  Source,
  StreamId,
} from './types';
export {
  proposeImprovements,
  proposalId,
  changesOfProposal,
  applyChanges,
  improvementBounds,
  type ImprovementBounds,
  type ImprovementSearch,
  type Proposal,
  type ChangeKind,
  type ComponentChange,
} from './improvements/index';
export { dataTableStamps, rowsUsedBy, type DataTableStamp } from './evidence';
