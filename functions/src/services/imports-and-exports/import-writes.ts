import { createProjectIfAbsent, type ProjectItem } from '../../data/repositories/projects';
import { hasErrorCode } from '../../errors/app-error';

/**
 * Creates an import's new projects, each only where absent, 25 at a time: one that a resumed or
 * concurrent run of the import created already may have its count raised, which a blind put
 * (as in a batch) would reset.
 */
export const createProjects = async (projects: ProjectItem[]) => {
  for (let i = 0; i < projects.length; i += 25) {
    const results = await Promise.allSettled(projects.slice(i, i + 25).map(createProjectIfAbsent));
    const failed = results.find(
      (result): result is PromiseRejectedResult =>
        result.status === 'rejected' && !hasErrorCode(result.reason, 'VERSION_CONFLICT'),
    );
    if (failed) throw failed.reason;
  }
};
