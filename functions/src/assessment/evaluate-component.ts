import {
  densityRules,
  isShareLimit,
  rateShare,
  rowForMethodology,
  ruleTable,
  type Fate,
  type RatedAspect,
  type Role,
  type RuleRow,
} from './rules/index';
import { effectiveMaterialOf, isLayered } from './layers';
import { displayPercent, percentOf } from './share';
import { sources } from './sources';
import { groupOf, type StreamDefinition } from './streams';
import type { AssessedComponent, Finding, Methodology, Rating } from './types';

/** What the engine knows about the pack while rating one component. */
export interface PackContext {
  components: AssessedComponent[];
  stream: StreamDefinition;
  mainGroups: string[];
  methodology: Methodology;
  /** Total weight in grams, or null when not every component is weighed. */
  totalWeight: number | null;
}

export interface ComponentOutcome {
  findings: Finding[];
  fate: Fate;
}

/** Layers and coatings go wherever their carrier goes: they are never separated on their own. */
const layerMaterials = ['evoh', 'pvdc', 'ink', 'metallisation', 'alox-siox'];
const layerTypes = ['barrier-layer', 'coating'];
const isLayer = (c: AssessedComponent): boolean =>
  layerTypes.includes(c.typeId) || layerMaterials.includes(effectiveMaterialOf(c));
const isPlastic = (c: AssessedComponent): boolean =>
  c.familyId === 'rigid-plastic' || c.familyId === 'flexible-plastic';

export const roleOf = (c: AssessedComponent, mainGroups: string[]): Role => {
  const group = groupOf(effectiveMaterialOf(c));
  return group !== null && mainGroups.includes(group) ? 'main' : 'attachment';
};

const valueOf = (c: AssessedComponent, aspect: RatedAspect): string =>
  ({ material: effectiveMaterialOf(c), filler: c.fillerId, adhesive: c.adhesiveId, color: c.colorId })[
    aspect
  ];

/** The row for a value; a row for the chosen methodology wins over a row shared by both. */
export const findRow = (
  stream: StreamDefinition['id'],
  aspect: RatedAspect,
  value: string,
  role: Role,
  methodology: Methodology,
): RuleRow | undefined =>
  rowForMethodology(
    ruleTable,
    (row) =>
      row.stream === stream &&
      row.aspect === aspect &&
      row.values.includes(value) &&
      (row.role === undefined || row.role === role),
    methodology,
  );

const weightOf = (components: AssessedComponent[], keep: (c: AssessedComponent) => boolean): number =>
  components.filter(keep).reduce((sum, c) => sum + (c.weight ?? 0), 0);

/**
 * Rate one aspect of one component. A share-limited row is rated on the pack's total share of
 * that value (two ink components count together, as D4ACE limits are per pack). Adhesives are
 * not weighed on their own: the weight of every component that carries one is an upper bound
 * for the adhesive's weight, so within the limit it is green; above, we cannot tell and ask for
 * the adhesive's weight (needs testing) rather than guess.
 */
const rateAspect = (
  index: number,
  c: AssessedComponent,
  aspect: RatedAspect,
  role: Role,
  ctx: PackContext,
): { finding: Finding; row?: RuleRow } => {
  const value = valueOf(c, aspect);
  const base = { component: c.name, aspect, value, stream: ctx.stream.id };
  const row = findRow(ctx.stream.id, aspect, value, role, ctx.methodology);
  if (row === undefined) {
    return {
      finding: {
        componentIndex: index,
        ruleId: `${ctx.stream.id}.${aspect}.not-in-table`,
        rating: 'needs-testing',
        messageKey: 'rule.not-in-table',
        params: { ...base, role },
        source: sources.recyclens,
      },
    };
  }
  const found = (
    rating: Rating,
    messageKey: string,
    params: Record<string, string | number> = {},
  ): { finding: Finding; row: RuleRow } => ({
    finding: {
      componentIndex: index,
      ruleId: row.ruleId,
      rating,
      messageKey,
      params: { ...base, ...params },
      source: row.source,
    },
    row,
  });
  if (!isShareLimit(row.rating)) return found(row.rating, row.messageKey);
  const limit = row.rating;
  const limits = {
    limit: limit.greenUpTo,
    ...(limit.yellowUpTo === undefined ? {} : { yellowLimit: limit.yellowUpTo }),
  };
  if (ctx.totalWeight === null) return found('needs-testing', 'rule.share-needs-weight', limits);
  const total = ctx.totalWeight;
  if (aspect === 'adhesive') {
    const carrierShare = percentOf(
      // A layered component weighs its adhesive layers itself (evaluate-layers.ts).
      weightOf(ctx.components, (o) => !isLayered(o) && o.adhesiveId !== 'none'),
      total,
    );
    const bound = displayPercent(carrierShare);
    return carrierShare <= limit.greenUpTo
      ? found('green', 'rule.adhesive-share-bound', { ...limits, share: bound })
      : found('needs-testing', 'rule.adhesive-weight-needed', { ...limits, share: bound });
  }
  const share = percentOf(
    weightOf(ctx.components, (o) => valueOf(o, aspect) === value),
    total,
  );
  return found(rateShare(share, limit), row.messageKey, { ...limits, share: displayPercent(share) });
};

const rateDensity = (
  index: number,
  c: AssessedComponent,
  role: Role,
  ctx: PackContext,
): { finding: Finding; fate?: Fate } | null => {
  const rule = densityRules.find((r) => r.stream === ctx.stream.id && r.role === role);
  if (rule === undefined || !isPlastic(c) || isLayer(c)) return null;
  const params = {
    component: c.name,
    densityFrom: c.densityFrom,
    densityTo: c.densityTo,
    floatMax: rule.floatMax,
    sinkMin: rule.sinkMin,
  };
  const valid =
    Number.isFinite(c.densityFrom) &&
    Number.isFinite(c.densityTo) &&
    c.densityFrom > 0 &&
    c.densityTo >= c.densityFrom;
  if (!valid) {
    return {
      finding: {
        componentIndex: index,
        ruleId: rule.ruleId,
        rating: 'needs-testing',
        messageKey: 'density.unknown',
        params,
        source: rule.source,
      },
    };
  }
  const outcome =
    c.densityTo <= rule.floatMax ? 'floats' : c.densityFrom > rule.sinkMin ? 'sinks' : 'between';
  return {
    finding: {
      componentIndex: index,
      ruleId: rule.ruleId,
      rating: rule[outcome],
      messageKey: rule.messageKeys[outcome],
      params,
      source: rule.source,
    },
    ...(outcome === 'sinks' && rule.fateIfSinks !== undefined ? { fate: rule.fateIfSinks } : {}),
  };
};

/** The component's role, what its stream rates, and the rating of one of its aspects. */
const raterOf = (index: number, c: AssessedComponent, ctx: PackContext) => {
  const role = roleOf(c, ctx.mainGroups);
  return {
    role,
    rates: (aspect: RatedAspect | 'density'): boolean => ctx.stream.aspects.includes(aspect),
    rate: (aspect: RatedAspect) => rateAspect(index, c, aspect, role, ctx),
  };
};

/**
 * Rate a component against its stream's table. The material row decides the part's fate;
 * filler and colour are rated only for parts that stay in the stream's output (the colour of a
 * cap that is floated off does not reach the recyclate); adhesives are rated on every part,
 * because they decide whether a label comes off at all.
 */
export const evaluateComponent = (
  index: number,
  c: AssessedComponent,
  ctx: PackContext,
): ComponentOutcome => {
  const { role, rates, rate } = raterOf(index, c, ctx);
  const findings: Finding[] = [];
  const material = rate('material');
  findings.push(material.finding);
  let fate: Fate = material.row?.fate ?? 'recycled';
  if (rates('density')) {
    const density = rateDensity(index, c, role, ctx);
    if (density !== null) {
      findings.push(density.finding);
      if (density.fate !== undefined) fate = density.fate;
    }
  }
  if (rates('filler') && fate === 'recycled') findings.push(rate('filler').finding);
  if (rates('adhesive')) findings.push(rate('adhesive').finding);
  if (rates('color') && fate === 'recycled') findings.push(rate('color').finding);
  return { findings, fate };
};

/**
 * A layered component in a film stream: its layers are rated one by one against D4ACE
 * (evaluate-layers.ts), adhesives among them, so only what belongs to the whole component is
 * rated here: its filler and its colour. It stays in the recyclate.
 */
export const evaluateLayeredShell = (
  index: number,
  c: AssessedComponent,
  ctx: PackContext,
): ComponentOutcome => {
  const { rates, rate } = raterOf(index, c, ctx);
  const findings = (['filler', 'color'] as const).filter(rates).map((aspect) => rate(aspect).finding);
  return { findings, fate: 'recycled' };
};
