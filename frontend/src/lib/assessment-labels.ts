import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { assessBodySchema, Finding, Grade } from '@recyclens/shared';
import type { z } from 'zod';

type Rating = Finding['rating'];

/**
 * Each grade's name and colours. Dark text on a light tint keeps every badge well above AA
 * contrast; the text (letter or words) carries the meaning, the colour only repeats it.
 */
export const gradeStyles: Record<Grade, { label: MessageDescriptor; className: string }> = {
  A: { label: msg`Grade A`, className: 'border-green-700 bg-green-100 text-green-900' },
  B: { label: msg`Grade B`, className: 'border-lime-700 bg-lime-100 text-lime-900' },
  C: { label: msg`Grade C`, className: 'border-amber-700 bg-amber-100 text-amber-900' },
  'not-recyclable': { label: msg`Not recyclable`, className: 'border-red-700 bg-red-100 text-red-900' },
  'needs-testing': { label: msg`Needs testing`, className: 'border-sky-700 bg-sky-100 text-sky-900' },
  'no-infrastructure': {
    label: msg`No infrastructure`,
    className: 'border-neutral-600 bg-neutral-200 text-neutral-900',
  },
};

export const ratingStyles: Record<Rating, { label: MessageDescriptor; className: string }> = {
  green: { label: msg`Green`, className: 'border-green-700 bg-green-50 text-green-900' },
  yellow: { label: msg`Yellow`, className: 'border-amber-600 bg-amber-50 text-amber-900' },
  red: { label: msg`Red`, className: 'border-red-700 bg-red-50 text-red-900' },
  'needs-testing': { label: msg`Needs testing`, className: 'border-sky-700 bg-sky-50 text-sky-900' },
  info: { label: msg`Info`, className: 'border-neutral-500 bg-neutral-50 text-neutral-900' },
};

export type Methodology = z.output<typeof assessBodySchema>['methodology'];

/** The methodologies the engine offers; a new one in the shared schema is a compile error here. */
export const methodologies: Record<Methodology, MessageDescriptor> = {
  ceflex: msg`CEFLEX D4ACE`,
  pre: msg`Plastics Recyclers Europe`,
};

/** A result's methodology by name; one this app does not know yet shows as the server sent it. */
export const methodologyName = (i18n: I18n, methodology: string): string => {
  const descriptor = (methodologies as Record<string, MessageDescriptor | undefined>)[methodology];
  return descriptor ? i18n._(descriptor) : methodology;
};
