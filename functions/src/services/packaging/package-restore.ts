import { allMarketFieldsOf, allPpwrFieldsOf } from '@recyclens/shared';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../../http/caller';
import { restampById } from './component-stamps';
import { replacePackageContent } from './packages';
import { requireVersion } from './packaging-history';

/**
 * Makes a packaging as it was at `version` again, as a new version: nothing of its history is
 * rewritten. Refused when the packaging changed since the editor read it (`expectedVersion`).
 */
export const restoreVersion = async (
  caller: Caller,
  packageId: string,
  version: number,
  expectedVersion: number,
) => {
  const { pkg, item } = await requireVersion(caller, packageId, version);
  if (pkg.version !== expectedVersion) throw new AppError('VERSION_CONFLICT');
  const { snapshot } = item;
  return replacePackageContent(
    caller,
    pkg,
    {
      name: snapshot.name,
      description: snapshot.description,
      categoryId: snapshot.categoryId,
      projectId: snapshot.projectId,
      assessmentCountryId: snapshot.assessmentCountryId,
      draft: snapshot.draft,
      // A version stored before the PPWR fields had none: restored, they are unknown again.
      ...allPpwrFieldsOf(snapshot),
      ...allMarketFieldsOf(snapshot),
      components: restampById(snapshot.components, pkg.components),
    },
    { origin: 'restore', restoredFrom: version },
  );
};
