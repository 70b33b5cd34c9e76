import type { Source } from '../types';
import type { RowBuilder, RuleRow } from './rule-row';

/**
 * Rows the rigid plastic streams (PET, PO rigid) word alike: what breaks the recyclate or the
 * sorting does so whatever the polymer. Each stream cites its own guideline for the additives.
 */
export const degradableAdditiveRow = (r: RowBuilder, source: Source): RuleRow =>
  r(
    'degradable',
    'filler',
    ['oxo-additive', 'bio-additive'],
    'red',
    'plastic.degradable-additive',
    'Degradable additives weaken the recyclate: not compatible.',
    { source },
  );

export const carbonBlackRow = (r: RowBuilder): RuleRow =>
  r(
    'carbon-black',
    'color',
    ['carbon-black'],
    'red',
    'plastic.carbon-black',
    'Carbon black absorbs near-infrared light: the pack cannot be sorted.',
  );
