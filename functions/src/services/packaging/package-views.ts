import type { RouteAnswerJson, Routes } from '@recyclens/shared';
import { packagingOwnFieldsOf } from '../../data/repositories/packaging-versions';
import type { PackageItem } from '../../data/repositories/packages';
import type { ProjectItem } from '../../data/repositories/projects';
import { storedFieldsView } from '../stored-fields-view';

type PackageJson = RouteAnswerJson<Routes['getPackage']>;

export const packageView = (item: PackageItem, options: { favorite?: boolean } = {}): PackageJson => ({
  ...storedFieldsView(item),
  companyId: item.companyId,
  ...packagingOwnFieldsOf(item),
  lastAssessedAt: item.lastAssessedAt,
  packageComponents: item.components.map((component) => ({ ...component, packageId: item.id })),
  ...(options.favorite === undefined ? {} : { favorite: options.favorite }),
});

/**
 * A packaging as the overview lists it: with each country's latest grade and the outdated ones,
 * which the packaging item keeps anyway, so the grade column costs the list no extra read.
 */
export const packageListView = (item: PackageItem, options: { favorite: boolean }): PackageJson => ({
  ...packageView(item, options),
  grades: item.grades ?? {},
  outdatedCountries: item.outdatedCountries ?? [],
});

export const projectView = (item: ProjectItem): RouteAnswerJson<Routes['createProject']> => ({
  ...storedFieldsView(item),
  name: item.name,
  description: item.description,
  companyId: item.companyId,
  packageCount: Math.max(0, item.packageCount),
});
