import type { CallOptions, useApi } from './api';

/**
 * A project with one packaging in it, made through the API as `as` (a token, and a company
 * where the user works in several): what the route samples aim at. Throws unless both are made.
 */
export const projectWithPackage = async (
  call: ReturnType<typeof useApi>,
  as: Pick<CallOptions, 'token' | 'companyId'>,
  names: { project: string; package: string },
) => {
  const project = await call<{ id: string }>('POST', '/projects', { ...as, body: { name: names.project } });
  const pack = await call<{ id: string }>('POST', '/packages', {
    ...as,
    body: { name: names.package, projectId: project.body.id },
  });
  if (project.status !== 200 || pack.status !== 200) {
    throw new Error(`could not make the sample project and packaging: ${project.status}, ${pack.status}`);
  }
  return { projectId: project.body.id, packageId: pack.body.id };
};
