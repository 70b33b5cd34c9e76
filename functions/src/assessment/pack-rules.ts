import { displayPercent } from './share';
import { sources } from './sources';
import type { StreamDefinition } from './streams';
import type { Finding, Rating } from './types';

/**
 * Main-material share (docs/assessment.md#the-steps, step 4, CEFLEX scoring model): the share of the pack's weight
 * that is the stream's main material. Below 80% it counts as an extra red, from 80% to below 90%
 * as an extra yellow, from 90% on it is fine. Metals are the exception: sorting recovers them by
 * magnet and eddy current even as a minor share, so a low metal share is limited (yellow), not
 * red; that is our reading of "recovered even as minor shares" (docs/assessment.md#aluminium-and-steel).
 */
export const rateMainShare = (share: number, stream: StreamDefinition): Rating => {
  if (share < 80) return stream.metal ? 'yellow' : 'red';
  if (share < 90) return 'yellow';
  return 'green';
};

export const mainShareFinding = (share: number, stream: StreamDefinition): Finding => {
  const rating = rateMainShare(share, stream);
  return {
    componentIndex: null,
    ruleId: 'pack.main-share',
    rating,
    messageKey:
      rating === 'green'
        ? 'pack.main-share-ok'
        : rating === 'yellow'
          ? 'pack.main-share-limited'
          : 'pack.main-share-low',
    params: { share: displayPercent(share), stream: stream.id },
    source: sources.ceflexScore,
  };
};

/**
 * CONAI: a paper-based pack with 60–95% fibre goes to paper collection as a composite; below 60%
 * it belongs in residual waste (red). From 95% it is a mono-material fibre pack. The 60–95% band
 * is reported as information only: the main-share rule above already rates it.
 */
export const fibreShareFinding = (share: number): Finding => ({
  componentIndex: null,
  ruleId: 'paper.fibre-share',
  rating: share < 60 ? 'red' : share < 95 ? 'info' : 'green',
  messageKey:
    share < 60
      ? 'paper.fibre-share-low'
      : share < 95
        ? 'paper.fibre-share-composite'
        : 'paper.fibre-share-mono',
  params: { share: displayPercent(share) },
  source: sources.conai,
});

/** CEREC's pulping test as a reminder: we cannot compute it, only a laboratory can. */
export const cerecNote = (): Finding => ({
  componentIndex: null,
  ruleId: 'paper.cerec-pulping',
  rating: 'info',
  messageKey: 'paper.cerec-pulping',
  params: { minutes: 45, rejects: 50 },
  source: sources.cerec,
});
