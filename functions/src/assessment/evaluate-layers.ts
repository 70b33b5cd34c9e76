import { basePolymerOf, d4aceLineOf, type BasePolymer } from './layer-materials';
import type { LayerPart } from './layers';
import { findLayerRule, type LayerRule } from './rules/d4ace-layer-rules';
import { isShareLimit, rateShare } from './rules/rule-row';
import { displayPercent, percentOf } from './share';
import { sources } from './sources';
import type { Finding, Methodology, Rating, StreamId } from './types';

/** The polyolefins that are the main material of each film stream. */
export const mainPolymers: Partial<Record<StreamId, BasePolymer[]>> = {
  'pe-film': ['pe'],
  'pp-film': ['pp'],
  'mixed-po-film': ['pe', 'pp'],
};

export const isMainPart = (part: LayerPart, stream: StreamId): boolean => {
  const base = basePolymerOf(part.materialId);
  return base !== null && (mainPolymers[stream] ?? []).includes(base);
};

interface LayerContext {
  stream: StreamId;
  methodology: Methodology;
  /** grams, or null when the pack is not weighed */
  totalWeight: number | null;
  componentNames: string[];
}

const fixedMessage: Record<Rating, string> = {
  green: 'layer.compatible',
  yellow: 'layer.limited',
  red: 'layer.incompatible',
  'needs-testing': 'layer.above-limit',
};
const limitMessage: Record<Rating, string> = {
  green: 'layer.within-limit',
  yellow: 'layer.in-yellow-band',
  red: 'layer.above-limit-incompatible',
  'needs-testing': 'layer.above-limit',
};

/**
 * A polyolefin of the other kind has no line in a PE or PP sheet (D4ACE lists neither PP in the
 * PE sheet nor PE in the PP sheet); a tie resin goes with its backbone, so PP-g-MAH in PE film
 * has no line either, though MAH itself has one.
 */
const lineIn = (part: LayerPart, stream: StreamId): string | null => {
  const base = basePolymerOf(part.materialId);
  if (base !== null && !(mainPolymers[stream] ?? []).includes(base)) return null;
  return d4aceLineOf(part.materialId, part.role);
};

/**
 * Rate every layer of the pack's layered components against the D4ACE sheet of a film stream.
 * The same line in several layers counts once, on their summed share, as the CEFLEX tool
 * aggregates identical materials: the first layer carries the rating, the others say which line
 * they were counted with, so a yellow line is one yellow however many layers share it.
 */
export const evaluateLayers = (parts: LayerPart[], ctx: LayerContext): Finding[] => {
  const lineOfPart = parts.map((part) => lineIn(part, ctx.stream));
  const lineWeight = new Map<string, number>();
  parts.forEach((part, i) => {
    const line = lineOfPart[i];
    if (line) lineWeight.set(line, (lineWeight.get(line) ?? 0) + part.weight);
  });
  const firstOfLine = new Map<string, LayerPart>();

  return parts.map((part, i): Finding => {
    const line = lineOfPart[i] ?? null;
    const base = {
      component: ctx.componentNames[part.componentIndex] ?? '',
      layer: part.constituentIndex + 1,
      role: part.role,
      material: part.materialId,
      stream: ctx.stream,
      ...(part.shareOfLayer < 100 ? { shareOfLayer: part.shareOfLayer } : {}),
      ...(ctx.totalWeight === null
        ? {}
        : { layerShare: displayPercent(percentOf(part.weight, ctx.totalWeight)) }),
    };
    const at = { componentIndex: part.componentIndex, constituentIndex: part.constituentIndex };
    const rule: LayerRule | undefined =
      line === null ? undefined : findLayerRule(ctx.stream, line, ctx.methodology);
    if (line === null || rule === undefined) {
      return {
        ...at,
        ruleId: `${ctx.stream}.layer.not-in-table`,
        rating: 'needs-testing',
        messageKey: 'layer.not-in-table',
        params: base,
        source: sources.d4ace,
      };
    }
    // A PRE row's finding speaks PRE's terms: its own messages, and its own name for the line.
    const own = (messageKey: string) =>
      rule.methodology === 'pre' ? messageKey.replace(/^layer\./, 'layer.pre.') : messageKey;
    const withRow = { ...base, line: rule.term ?? line };
    const share =
      ctx.totalWeight === null ? null : displayPercent(percentOf(lineWeight.get(line) ?? 0, ctx.totalWeight));
    const first = firstOfLine.get(line);
    if (first !== undefined) {
      return {
        ...at,
        ruleId: rule.ruleId,
        rating: 'info',
        messageKey: own('layer.counted-with'),
        params: { ...withRow, firstLayer: first.constituentIndex + 1, ...(share === null ? {} : { share }) },
        source: rule.source,
      };
    }
    firstOfLine.set(line, part);
    if (!isShareLimit(rule.rating)) {
      return {
        ...at,
        ruleId: rule.ruleId,
        rating: rule.rating,
        messageKey: own(fixedMessage[rule.rating]),
        params: share === null ? withRow : { ...withRow, share },
        source: rule.source,
      };
    }
    const limits = {
      limit: rule.rating.greenUpTo,
      ...(rule.rating.yellowUpTo === undefined ? {} : { yellowLimit: rule.rating.yellowUpTo }),
    };
    if (ctx.totalWeight === null) {
      return {
        ...at,
        ruleId: rule.ruleId,
        rating: 'needs-testing',
        messageKey: own('layer.share-needs-weight'),
        params: { ...withRow, ...limits },
        source: rule.source,
      };
    }
    const exact = percentOf(lineWeight.get(line) ?? 0, ctx.totalWeight);
    const rating = rateShare(exact, rule.rating);
    return {
      ...at,
      ruleId: rule.ruleId,
      rating,
      messageKey: own(limitMessage[rating]),
      params: { ...withRow, ...limits, share: displayPercent(exact) },
      source: rule.source,
    };
  });
};
