import { constituentsWeight } from '@recyclens/shared';

/** A layer's weight while it is being typed: a number, or nothing usable yet. */
type TypedWeight = number | null | undefined;

const isWeight = (weight: TypedWeight): weight is number =>
  typeof weight === 'number' && Number.isFinite(weight) && weight >= 0;

/**
 * The layered weight of a component and each layer's share of it in percent, as far as the
 * typed weights allow: a layer without a usable weight has no share, and counts for nothing.
 */
export const layerShares = (weights: readonly TypedWeight[]) => {
  const total = constituentsWeight(weights.filter(isWeight).map((weight) => ({ weight })));
  return {
    total,
    shares: weights.map((weight) => (isWeight(weight) && total > 0 ? (weight / total) * 100 : null)),
    complete: weights.every(isWeight),
  };
};

/** Grams to a millionth, so that 0.1 + 0.2 shows and is saved as 0.3. */
export const roundGrams = (grams: number) => Math.round(grams * 1e6) / 1e6;
