export {
  proposeImprovements,
  proposalId,
  changesOfProposal,
  improvementBounds,
  type ImprovementBounds,
  type ImprovementSearch,
  type Proposal,
} from './propose';
export { applyChanges, type ChangeKind, type ComponentChange, type ChangeGenerator } from './change';
