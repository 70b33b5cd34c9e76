import {
  localize,
  type Language,
  type Localized,
  marketFieldsOf,
  ppwrFieldsOf,
  type LookupKind,
  type EvidenceRef,
  type RouteAnswerJson,
  type Routes,
} from '@recyclens/shared';
import {
  applyChanges,
  changesOfProposal,
  METHOD_VERSION,
  proposalId,
  proposeImprovements,
  type ChangeKind,
  type ComponentChange,
  type Methodology,
  type Proposal,
} from '../../assessment';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { traced } from '../../observability/tracing';
import type { PackageItem } from '../../data/repositories/packages';
import { assessedComponentsOf, assessPackage, requireAssessable } from './assessments';
import { requirePackage } from '../packaging/package-access';
import { withoutStamps } from '../packaging/component-stamps';
import { lookupsFor, requireKnownLookups } from '../packaging/lookups';
import { createPackage, readPackage } from '../packaging/packages';
import { eprSavingsOf } from './improvement-savings';
import { ppwrFixesOf } from './improvement-ppwr';
import { evidenceAfterRaise, recycledContentChangesOf } from './improvement-recycled-content';
import { euCountryIds } from '../packaging/packaging-conformity';
import { nowIso } from '../../data/clock';
import { documentsOfPackage } from '../../data/repositories/evidence-documents';

type ImprovementsJson = RouteAnswerJson<Routes['packageImprovements']>;
type ChangeJson = ImprovementsJson['proposals'][number]['changes'][number];

/**
 * The lookup a change's `from` and `to` name; a drop names the dropped part's material. A
 * recycled content's are percentages, named by the web app.
 */
const kindOfChange: Record<ChangeKind, LookupKind | null> = {
  material: 'material',
  color: 'color',
  adhesive: 'adhesive',
  filler: 'filler',
  drop: 'material',
  'layer-material': 'material',
  'drop-layer': 'material',
  'recycled-content': null,
};

/** The copy's name says what it is, in the language of whoever made it. */
const improvedSuffix: Localized = { en: '(improved)', de: '(verbessert)', fr: '(amélioré)' };

const lookupNames = async (language: Language) => {
  const lookups = await lookupsFor(language);
  return (kind: LookupKind | null, id: string | null) =>
    id === null || kind === null ? null : (lookups[kind].find((entry) => entry.id === id)?.name ?? id);
};

/**
 * GET /packages/{id}/improvements: the smallest changes that raise the packaging's grade for the
 * country and methodology, each graded by the engine on a modified copy. Nothing is written: the
 * packaging as it is now is assessed here too, so a proposal's "from" grade is current even when
 * the stored results are outdated.
 */
export const packageImprovements = (
  caller: Caller,
  packageId: string,
  query: { countryId: string; methodology: Methodology },
): Promise<ImprovementsJson> => traced('improvements', () => searchImprovements(caller, packageId, query));

const searchImprovements = async (
  caller: Caller,
  packageId: string,
  query: { countryId: string; methodology: Methodology },
): Promise<ImprovementsJson> => {
  const pkg = await requirePackage(caller, packageId);
  requireAssessable(pkg);
  await requireKnownLookups({ components: [], assessmentCountryId: query.countryId });
  const search = proposeImprovements({
    components: assessedComponentsOf(pkg),
    countryId: query.countryId,
    methodology: query.methodology,
  });
  const [name, evidence] = await Promise.all([
    lookupNames(caller.user.language),
    documentsOfPackage({ clientId: pkg.clientId, companyId: pkg.companyId, packageId: pkg.id }),
  ]);
  const today = nowIso().slice(0, 10);
  // PPWR is the EU's: the recycled-content proposal is offered in its member states' answers only.
  const raise = euCountryIds.has(query.countryId)
    ? recycledContentChangesOf(pkg, { today, language: caller.user.language })
    : [];
  const changeView = (change: ComponentChange): ChangeJson => ({
    kind: change.kind,
    componentIndex: change.componentIndex,
    componentName: pkg.components[change.componentIndex]?.name ?? '',
    ...(change.constituentIndex === undefined ? {} : { constituentIndex: change.constituentIndex }),
    from: change.from,
    fromName: name(kindOfChange[change.kind], change.from),
    to: change.to,
    toName: name(kindOfChange[change.kind], change.to),
  });
  const proposalView = (proposal: Proposal, proofs: readonly EvidenceRef[] = evidence) => ({
    id: proposalId(proposal),
    changes: proposal.changes.map(changeView),
    grade: proposal.grade,
    score: proposal.score,
    effects: [
      ...ppwrFixesOf({
        original: pkg,
        evidence: proofs,
        countryId: query.countryId,
        grade: search.baseline.grade,
        changes: proposal.changes,
        proposalGrade: proposal.grade,
        today,
        language: caller.user.language,
      }),
      ...eprSavingsOf(pkg, proposal.changes),
    ],
  });
  // No schedule we hold prices recycled content: a fee the raise leaves as it is is no saving to name.
  const raiseView = (view: ReturnType<typeof proposalView>) => ({
    ...view,
    effects: view.effects.filter((effect) => effect.kind !== 'epr_saving' || effect.perUnit !== 0),
  });
  const { grade, score } = search.baseline;
  return {
    countryId: query.countryId,
    methodology: query.methodology,
    methodVersion: METHOD_VERSION,
    grade,
    score,
    proposals: [
      ...search.proposals.map((proposal) => proposalView(proposal)),
      ...(raise.length === 0
        ? []
        : [
            raiseView(
              proposalView({ changes: raise, grade, score }, evidenceAfterRaise(evidence, raise, pkg)),
            ),
          ]),
    ],
    complete: search.complete,
  };
};

/**
 * The original's latest results as runs to repeat on a copy: each country by the methodology it was
 * last assessed with, grouped by methodology (one assessment each); its own country by CEFLEX when
 * it has no result.
 */
const runsOf = (original: PackageItem): Map<Methodology, string[]> => {
  const countries = Object.keys(original.grades ?? {});
  const runs = new Map<Methodology, string[]>();
  if (countries.length === 0 && original.assessmentCountryId)
    runs.set('ceflex', [original.assessmentCountryId]);
  for (const countryId of countries) {
    const methodology = original.assessedWith?.[countryId]?.methodology ?? 'ceflex';
    runs.set(methodology, [...(runs.get(methodology) ?? []), countryId]);
  }
  return runs;
};

/**
 * POST /packages/{id}/improvements: a new draft packaging, a copy of the original with the
 * proposal's changes, made like any new packaging (its counters, its NEW_PACKAGE news), and
 * assessed at once for the original's countries and methodologies, so the grade the proposal
 * promised is what the copy opens with. The original is only read. A proposal the packaging no
 * longer offers (it changed since the proposals were read) is refused rather than applied to
 * something else.
 */
export const applyImprovement = async (caller: Caller, packageId: string, body: { proposalId: string }) => {
  const original = await requirePackage(caller, packageId);
  requireAssessable(original);
  const raise = recycledContentChangesOf(original, {
    today: nowIso().slice(0, 10),
    language: caller.user.language,
  });
  const changes =
    raise.length > 0 && proposalId({ changes: raise }) === body.proposalId
      ? raise
      : changesOfProposal(assessedComponentsOf(original), body.proposalId);
  if (changes === null) throw new AppError('IMPROVEMENT_UNAVAILABLE');
  const copy = await createPackage(
    caller,
    {
      name: `${original.name} ${localize(improvedSuffix, caller.user.language)}`.slice(0, 200),
      description: original.description,
      categoryId: original.categoryId,
      projectId: original.projectId,
      assessmentCountryId: original.assessmentCountryId,
      draft: true,
      ...ppwrFieldsOf(original),
      // The copy is placed where the original is: its EPR estimate compares like for like.
      ...marketFieldsOf(original),
      components: applyChanges(original.components.map(withoutStamps), changes),
    },
    // The copy's history says which packaging it improves.
    { origin: 'improvement', copiedFrom: original.id },
  );
  for (const [methodology, countryIds] of runsOf(original))
    await assessPackage(caller, copy.id, { countryIds, methodology, comparison: false });
  // Read again: the assessment stamped the copy (its grades, when it was assessed).
  return { ...(await readPackage(caller, copy.id)), favorite: copy.favorite };
};
