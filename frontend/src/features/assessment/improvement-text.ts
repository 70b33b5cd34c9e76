import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { ImprovementChange } from '@recyclens/shared';

/**
 * One change of a proposal as a sentence, e.g. "Replace PVC by PP in “Cap”". Each kind the
 * engine's change generators produce has its sentence here; a new kind is a compile error.
 */
export const improvementText = (i18n: I18n, change: ImprovementChange): string => {
  const component = change.componentName;
  const from = change.fromName ?? change.from ?? '';
  const to = change.toName ?? change.to ?? '';
  // Two layers of one component may hold the same material: the layer's number tells them apart.
  const layer = (change.constituentIndex ?? 0) + 1;
  // A recycled-content change's from and to are percentages, written as the reader's language does.
  const percent = (value: string | null) => i18n.number(Number(value) / 100, { style: 'percent' });
  const sentences: Record<ImprovementChange['kind'], () => string> = {
    material: () => i18n._(msg`Replace ${from} by ${to} in “${component}”`),
    color: () => i18n._(msg`Change the colour of “${component}” from ${from} to ${to}`),
    adhesive: () => i18n._(msg`Glue “${component}” with ${to} instead of ${from}`),
    filler: () => i18n._(msg`Leave the filler ${from} out of “${component}”`),
    drop: () => i18n._(msg`Leave off “${component}”`),
    'layer-material': () => i18n._(msg`Replace layer ${layer} (${from}) by ${to} in “${component}”`),
    'drop-layer': () => i18n._(msg`Leave layer ${layer} (${from}) out of “${component}”`),
    'recycled-content': () => {
      const before = percent(change.from);
      const after = percent(change.to);
      return i18n._(
        msg`Raise the post-consumer recycled content of “${component}” from ${before} to ${after}`,
      );
    },
  };
  return sentences[change.kind]();
};
