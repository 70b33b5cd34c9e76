import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PackagingVersion } from '@recyclens/shared';
import { packagingFieldLabels } from '../../lib/packaging-field-labels';

const originLabels = {
  editor: msg`Editor`,
  import: msg`Import`,
  duplicate: msg`Copy of another packaging`,
  template: msg`From a template`,
  restore: msg`Restore`,
  improvement: msg`Improvement proposal`,
  project: msg`Project change`,
} as const satisfies Record<PackagingVersion['origin'], unknown>;

/** Where a version came from, as the history shows it. */
export const originLabel = (i18n: I18n, version: PackagingVersion): string =>
  version.origin === 'restore' && version.restoredFrom !== null
    ? i18n._(msg`Restored version ${version.restoredFrom}`)
    : i18n._(originLabels[version.origin]);

/** What a version did: created, deleted, or the fields it changed. */
export const changeLabel = (i18n: I18n, version: PackagingVersion): string => {
  if (version.event === 'created') return i18n._(msg`Created`);
  if (version.event === 'deleted') return i18n._(msg`Deleted`);
  if (version.changedFields.length === 0) return i18n._(msg`No change`);
  return version.changedFields
    .map((field) => {
      const descriptor = packagingFieldLabels[field];
      return descriptor ? i18n._(descriptor) : field;
    })
    .join(', ');
};
