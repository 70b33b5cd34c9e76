import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src';

const document = buildOpenApiDocument({ version: '1.2.3' });
type Operation = { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> };
const operationAt = (path: string, method: string) =>
  (document.paths as Record<string, Record<string, Operation>>)[path]?.[method];

describe('the history and evidence routes in the OpenAPI document', () => {
  it('lists each with its method and path', () => {
    expect(
      [
        ['/packages/{packageId}/versions', 'get'],
        ['/packages/{packageId}/versions/{version}', 'get'],
        ['/packages/{packageId}/version-diff', 'get'],
        ['/packages/{packageId}/versions/{version}/restore', 'post'],
        ['/packages/{packageId}/results/{resultId}/evidence', 'get'],
        ['/packages/{packageId}/results/{resultId}/report', 'get'],
      ].map(([path, method]) => operationAt(path ?? '', method ?? '')?.operationId),
    ).toEqual([
      'packageVersions',
      'packageVersion',
      'packageVersionDiff',
      'restorePackageVersion',
      'resultEvidence',
      'resultReport',
    ]);
  });

  it('says a restore may meet a newer version and a report is a PDF', () => {
    expect(
      Object.keys(operationAt('/packages/{packageId}/versions/{version}/restore', 'post')?.responses ?? {}),
    ).toContain('409');
    expect(
      Object.keys(
        operationAt('/packages/{packageId}/results/{resultId}/report', 'get')?.responses['200']?.content ??
          {},
      ),
    ).toContain('application/pdf');
  });
});
