/**
 * The query keys that more than one feature touches, in one place: a mutation in one feature
 * invalidates another feature's data through these keys, without importing that feature.
 * Keys are prefixes; invalidating one invalidates every query whose key starts with it.
 */

/** The signed-in user. */
export const meQueryKey = ['me'] as const;

/** The companies the user may see or switch to. */
export const companiesQueryKey = ['companies'] as const;

/** Everything about projects: lists, counts and the dashboard's recent projects. */
export const projectsQueryKey = ['projects'] as const;

/** Everything about packaging lives under this key: invalidate it after creating, deleting or importing. */
export const packagesQueryKey = ['packages'] as const;

/** The overview's lists, one per filter and sort order. */
export const packageListsQueryKey = [...packagesQueryKey, 'list'] as const;

/** A packaging's results, every language: invalidate this after an edit or an assessment. */
export const packageResultsQueryKey = (packageId: string) =>
  [...packagesQueryKey, 'results', packageId] as const;

/** The packaging templates. */
export const templatesQueryKey = ['templates'] as const;

/** A packaging's versions and their differences: invalidate this after an edit or a restore. */
export const packageVersionsQueryKey = (packageId: string) =>
  [...packagesQueryKey, 'versions', packageId] as const;

/**
 * A packaging's PPWR conformity, every version: invalidate this after its evidence documents
 * change. Under the packaging's own key, so what refreshes the packaging refreshes it too.
 */
export const packageConformityQueryKey = (packageId: string) =>
  [...packagesQueryKey, 'detail', packageId, 'conformity'] as const;
