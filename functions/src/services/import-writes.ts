import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../clients/aws';
import { env } from '../config/env';
import type { ProjectItem } from '../data/repositories/projects';
import { createWithMarkers } from '../data/table';
import { AppError, hasErrorCode } from '../errors/app-error';

/** Writes items 25 at a time, retrying what DynamoDB hands back unprocessed. */
export const batchWrite = async (requests: Record<string, unknown>[]) => {
  const TableName = env().TABLE_NAME;
  for (let i = 0; i < requests.length; i += 25) {
    let pending = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === 8) throw new AppError('SERVICE_UNAVAILABLE');
      const answer = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [TableName]: pending } }),
      );
      pending = (answer.UnprocessedItems?.[TableName] ?? []) as Record<string, unknown>[];
      if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
};

/**
 * Creates an import's new projects, each only where absent, 25 at a time: one that a resumed or
 * concurrent run of the import created already may have its count raised, which a blind put
 * (as in a batch) would reset.
 */
export const createProjects = async (projects: ProjectItem[]) => {
  for (let i = 0; i < projects.length; i += 25) {
    const results = await Promise.allSettled(
      projects.slice(i, i + 25).map((project) => createWithMarkers(project, [])),
    );
    const failed = results.find(
      (result): result is PromiseRejectedResult =>
        result.status === 'rejected' && !hasErrorCode(result.reason, 'VERSION_CONFLICT'),
    );
    if (failed) throw failed.reason;
  }
};
