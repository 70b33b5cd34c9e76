import { marketFieldsOf, ppwrFieldsOf } from '@recyclens/shared';
import type { ImportMarkerItem } from '../../data/repositories/import-markers';
import { packageItem, type PackageItem } from '../../data/repositories/packages';
import { projectItem, type ProjectItem } from '../../data/repositories/projects';
import { derivedId } from '../../import/derived-ids';
import type { ImportedPackaging } from '../../import/validate-rows';

export interface ImportPlan {
  /** Projects of the file that the company does not have yet: to create. */
  newProjects: ProjectItem[];
  /** Every project this import creates, including those an interrupted run created already. */
  createdProjects: ProjectItem[];
  packages: PackageItem[];
  /** Project id → packages the import adds to it. */
  increments: Map<string, number>;
}

const lower = (name: string) => name.toLocaleLowerCase('en');

/**
 * The items an import writes. Every id comes from the import's seed and every stamp is the
 * import's start, so a resumed import plans exactly the items its interrupted run planned, and
 * finds the projects that run created by their ids (even when renamed since).
 */
export const planImport = (input: {
  clientId: string;
  companyId: string;
  marker: ImportMarkerItem;
  packaging: ImportedPackaging[];
  existingProjects: ProjectItem[];
}): ImportPlan => {
  const { clientId, companyId, marker } = input;
  const at = marker.createdAt;
  const byId = new Map(input.existingProjects.map((project) => [project.id, project]));
  const byName = new Map(input.existingProjects.map((project) => [lower(project.name), project]));
  const projects = new Map<string, ProjectItem>();
  const newProjects: ProjectItem[] = [];
  const createdProjects: ProjectItem[] = [];
  for (const name of input.packaging.flatMap((p) => (p.projectName ? [p.projectName] : []))) {
    if (projects.has(lower(name))) continue;
    const id = derivedId(marker.seed, 'project', lower(name));
    const found = byId.get(id) ?? byName.get(lower(name));
    const project =
      found ??
      projectItem({
        id,
        clientId,
        companyId,
        name,
        description: '',
        packageCount: 0,
        createdAt: at,
        updatedAt: at,
        version: 1,
      });
    projects.set(lower(name), project);
    if (!found) newProjects.push(project);
    if (project.id === id) createdProjects.push(project);
  }

  const packages = input.packaging.map((row, index) => {
    const project = row.projectName ? projects.get(lower(row.projectName)) : undefined;
    return packageItem({
      id: derivedId(marker.seed, 'package', index),
      clientId,
      companyId,
      name: row.name,
      description: row.description,
      categoryId: row.categoryId,
      projectId: project?.id ?? null,
      projectName: project?.name ?? null,
      assessmentCountryId: row.assessmentCountryId,
      draft: row.draft,
      ...ppwrFieldsOf(row),
      ...marketFieldsOf(row),
      // Stamped as new components are (component-stamps.ts), with ids a resumed run repeats.
      components: row.components.map((component, position) => ({
        ...component,
        id: derivedId(marker.seed, 'component', index, position),
        createdAt: at,
        updatedAt: at,
        version: 1,
      })),
      createdAt: at,
      updatedAt: at,
      contentUpdatedAt: at,
      lastAssessedAt: null,
      version: 1,
    });
  });

  const increments = new Map<string, number>();
  for (const item of packages)
    if (item.projectId) increments.set(item.projectId, (increments.get(item.projectId) ?? 0) + 1);
  return { newProjects, createdProjects, packages, increments };
};
