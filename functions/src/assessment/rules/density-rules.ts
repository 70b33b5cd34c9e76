import { sources } from '../sources';
import type { Rating, Source, StreamId } from '../types';
import type { Fate, Role } from './rule-row';

/**
 * Float–sink separation in plastics recycling (water, 1 g/cm³). A part floats when its whole
 * density range is at most `floatMax`, sinks when its whole range is above `sinkMin`, and
 * otherwise may go either way (`between`). Rated for plastic parts only: layers (inks, barriers,
 * coatings) go wherever their carrier goes, and metal, paper or glass parts are separated by other
 * means. Sources: RecyClass (PO rigids, the 0.995 g/cm³ limit), EPBP (PET).
 */
export interface DensityRule {
  ruleId: string;
  stream: StreamId;
  role: Role;
  floatMax: number;
  sinkMin: number;
  floats: Rating;
  sinks: Rating;
  between: Rating;
  /** Overrides the material row's fate when the part sinks. */
  fateIfSinks?: Fate;
  messageKeys: { floats: string; sinks: string; between: string };
  source: Source;
  note: string;
}

export const densityRules: DensityRule[] = [
  {
    ruleId: 'po-rigid.density.body',
    stream: 'po-rigid',
    role: 'main',
    floatMax: 0.995,
    sinkMin: 0.995,
    floats: 'green',
    sinks: 'red',
    between: 'red',
    messageKeys: { floats: 'density.po-floats', sinks: 'density.po-sinks', between: 'density.po-sinks' },
    source: sources.recyclassRigid,
    note: 'A PE/PP part whose density may exceed 0.995 g/cm³ (e.g. CaCO₃ or talc filled) sinks and is lost.',
  },
  {
    ruleId: 'po-rigid.density.attachment',
    stream: 'po-rigid',
    role: 'attachment',
    floatMax: 0.995,
    sinkMin: 1,
    floats: 'green',
    sinks: 'green',
    between: 'needs-testing',
    fateIfSinks: 'lost',
    messageKeys: {
      floats: 'density.attachment-floats',
      sinks: 'density.attachment-separates',
      between: 'density.uncertain',
    },
    source: sources.recyclassRigid,
    note: 'Parts above 1 g/cm³ separate cleanly; floating parts stay in the recyclate and their material rule decides.',
  },
  {
    ruleId: 'pet.density.body',
    stream: 'pet',
    role: 'main',
    floatMax: 0.995,
    sinkMin: 1,
    floats: 'red',
    sinks: 'green',
    between: 'needs-testing',
    messageKeys: { floats: 'density.pet-floats', sinks: 'density.pet-sinks', between: 'density.uncertain' },
    source: sources.epbp,
    note: 'PET (about 1.38 g/cm³) is recovered from the sink fraction; a PET part that floats is lost.',
  },
  {
    ruleId: 'pet.density.attachment',
    stream: 'pet',
    role: 'attachment',
    floatMax: 0.995,
    sinkMin: 1,
    floats: 'green',
    sinks: 'red',
    between: 'needs-testing',
    messageKeys: {
      floats: 'density.attachment-floats-off',
      sinks: 'density.attachment-sinks-with-pet',
      between: 'density.uncertain',
    },
    source: sources.epbp,
    note: 'Closures, labels and sleeves must be below 1 g/cm³ to float off; parts that sink stay in the PET flakes.',
  },
];
