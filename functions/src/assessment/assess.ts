import { evaluateComponent, evaluateLayeredShell, type PackContext } from './evaluate-component';
import { evaluateLayers } from './evaluate-layers';
import { infrastructureFindings } from './infrastructure/index';
import { effectiveMaterialOf, isLayered, packParts, withLayerWeight } from './layers';
import { mainWeightOf } from './main-weight';
import { cerecNote, fibreShareFinding, mainShareFinding } from './pack-rules';
import { countRatings, gradeForScore, scoreFrom, yellowCap } from './score';
import { filmStreamIds } from './rules/d4ace-layer-rules';
import { displayPercent, percentOf } from './share';
import { sources } from './sources';
import { findMainComponent, hasWeights, mainGroupsFor, streamById, streamFor } from './streams';
import type { AssessmentInput, AssessmentResult, Finding, Grade, StreamId } from './types';
import { METHOD_VERSION } from './version';

/**
 * Assess one pack for one country (docs/assessment.md). Pure: same input, same result.
 *
 * Order of outcomes, first match wins:
 * 1. no components → needs-testing;
 * 2. the main material has no stream → not-recyclable, score 0;
 * 3. the stream is not collected, sorted and recycled at scale in the country → no-infrastructure,
 *    score null (the design findings are still listed, so the pack can be judged elsewhere);
 * 4. any red → not-recyclable, score 0;
 * 5. any needs-testing → needs-testing, score null: a missing rule or weight means we do not know,
 *    and a number would suggest we do;
 * 6. otherwise the score decides A / B / C / not-recyclable; metal packs do not fall below C,
 *    as RecyClass grades metal packaging A–C only.
 */
export const assess = (input: AssessmentInput): AssessmentResult => {
  const { countryId } = input;
  const components = input.components.map(withLayerWeight);
  const methodology = input.methodology ?? 'ceflex';
  const findings: Finding[] = [];
  const result = (
    stream: StreamId | null,
    grade: Grade,
    score: number | null,
    mainMaterialShare: number | null,
  ): AssessmentResult => ({
    countryId,
    methodology,
    stream,
    score,
    grade,
    findings,
    methodVersion: METHOD_VERSION,
    mainMaterialShare,
  });
  const packFinding = (
    ruleId: string,
    rating: Finding['rating'],
    messageKey: string,
    params: Finding['params'],
    source = sources.recyclens,
  ): void => {
    findings.push({ componentIndex: null, ruleId, rating, messageKey, params, source });
  };

  if (components.length === 0) {
    packFinding('input.components', 'needs-testing', 'input.no-components', {});
    return result(null, 'needs-testing', null, null);
  }

  // Step 1: stream.
  const { index: mainIndex, basis } = findMainComponent(components);
  const main = components[mainIndex];
  if (main === undefined) throw new Error('main component out of range');
  const streamId = streamFor(main, components);
  if (streamId === null) {
    findings.push({
      componentIndex: mainIndex,
      ruleId: 'stream.none',
      rating: 'red',
      messageKey: 'stream.none',
      params: { component: main.name, material: effectiveMaterialOf(main), family: main.familyId },
      source: sources.recyclens,
    });
    return result(null, 'not-recyclable', 0, null);
  }
  findings.push({
    componentIndex: mainIndex,
    ruleId: 'stream.main-material',
    rating: 'info',
    messageKey: `stream.main-${basis}`,
    params: { component: main.name, material: effectiveMaterialOf(main), stream: streamId },
    source: sources.recyclens,
  });
  const stream = streamById(streamId);

  // Step 2: infrastructure.
  const infraFindings = infrastructureFindings(countryId, streamId);
  findings.push(...infraFindings);
  const infrastructureMissing = infraFindings.some((f) => f.rating === 'red');

  // Step 3: design-for-recycling rules per component.
  const weighed = hasWeights(components);
  const totalWeight = weighed ? components.reduce((sum, c) => sum + (c.weight ?? 0), 0) : null;
  const mainGroups = mainGroupsFor(streamId, main);
  const ctx: PackContext = { components, stream, mainGroups, methodology, totalWeight };
  // Layers are rated against D4ACE in the film streams; elsewhere a layered component is
  // rated whole by its dominant material, its layers only counting toward the main share.
  const filmStream = filmStreamIds.includes(streamId);
  const layerFindings = filmStream
    ? evaluateLayers(packParts(components), {
        stream: streamId,
        methodology,
        totalWeight,
        componentNames: components.map((c) => c.name),
      })
    : [];
  let lostShare = 0;
  components.forEach((c, index) => {
    const layered = isLayered(c);
    const outcome =
      layered && filmStream ? evaluateLayeredShell(index, c, ctx) : evaluateComponent(index, c, ctx);
    findings.push(...outcome.findings);
    findings.push(...layerFindings.filter((f) => f.componentIndex === index));
    if (layered && !filmStream) {
      findings.push({
        componentIndex: index,
        ruleId: 'layer.rated-whole',
        rating: 'info',
        messageKey: 'layer.rated-whole',
        params: { component: c.name, material: effectiveMaterialOf(c), stream: streamId },
        source: sources.recyclens,
      });
    }
    if (outcome.fate === 'lost' && totalWeight !== null) {
      const share = percentOf(c.weight ?? 0, totalWeight);
      lostShare += share;
      findings.push({
        componentIndex: index,
        ruleId: 'score.separated-loss',
        rating: 'info',
        messageKey: 'score.separated-loss',
        params: { component: c.name, share: displayPercent(share) },
        source: sources.ceflexScore,
      });
    }
  });

  // Step 4, pack level: main-material share (and the fibre share for paper).
  let mainMaterialShare: number | null = null;
  if (totalWeight === null) {
    packFinding('pack.weights', 'info', 'pack.no-weights', {});
  } else {
    const mainWeight = mainWeightOf(components, streamId, mainGroups, filmStream);
    const share = percentOf(mainWeight, totalWeight);
    mainMaterialShare = displayPercent(share);
    findings.push(mainShareFinding(share, stream));
    if (streamId === 'paper-board') findings.push(fibreShareFinding(share));
  }
  if (streamId === 'paper-board') findings.push(cerecNote());

  // Steps 4–5: outcome.
  if (infrastructureMissing) return result(streamId, 'no-infrastructure', null, mainMaterialShare);
  const counts = countRatings(findings);
  if (counts.red > 0) return result(streamId, 'not-recyclable', 0, mainMaterialShare);
  if (counts.needsTesting > 0) return result(streamId, 'needs-testing', null, mainMaterialShare);
  const score = scoreFrom(counts.yellow, lostShare);
  if (counts.yellow > 0) {
    packFinding(
      'score.yellow-cap',
      'info',
      'score.yellow-cap',
      { yellows: counts.yellow, cap: yellowCap(counts.yellow), score },
      sources.ceflexScore,
    );
  }
  let grade = gradeForScore(score);
  if (stream.metal && grade === 'not-recyclable') {
    grade = 'C';
    packFinding('score.metal-floor', 'info', 'score.metal-floor', { score }, sources.recyclassMetal);
  }
  return result(streamId, grade, score, mainMaterialShare);
};
