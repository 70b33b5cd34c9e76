import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md's layers are enforced by the root eslint.config.js
 * (eslint-plugin-boundaries). These probes lint source text as if it lived at the given path, so
 * they prove the rule fires on a forbidden import and stays quiet on an allowed one.
 */
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const lintErrors = async (filePath: string, code: string, rules: (ruleId: string) => boolean) => {
  // An import the resolver cannot find is nobody's element and passes unnoticed: each probe's
  // imports must name real files, or an "allowed" answer would prove nothing.
  for (const [, specifier] of code.matchAll(/from '(\.[^']+)'/g)) {
    const target = resolve(root, dirname(filePath), specifier ?? '');
    expect(
      ['.ts', '.tsx'].some((extension) => existsSync(target + extension)),
      specifier,
    ).toBe(true);
  }
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => rules(message.ruleId ?? ''))
    .map((message) => `${message.ruleId}: ${message.message}`);
};
const boundaryErrors = (filePath: string, code: string) =>
  lintErrors(filePath, code, (ruleId) => ruleId.startsWith('boundaries/'));
/** What no-restricted-imports (static imports) and no-restricted-syntax (`import(…)`) say. */
const refusedImports = (filePath: string, code: string) =>
  lintErrors(filePath, code, (ruleId) => ruleId.startsWith('no-restricted-'));

describe('Layer boundaries (docs/architecture.md)', () => {
  it('refuse a feature importing another feature, or app/', async () => {
    const errors = await boundaryErrors(
      'frontend/src/features/packages/probe.ts',
      [
        "export { ProjectsPanel } from '../projects/components/projects-panel';",
        "export { RootLayout } from '../../app/layout/root-layout';",
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringMatching(/boundaries\/dependencies: .*fe-feature may not import fe-feature/),
      expect.stringMatching(/boundaries\/dependencies: .*fe-feature may not import fe-app/),
    ]);
  });

  it('let a feature import itself and shared code', async () => {
    const errors = await boundaryErrors(
      'frontend/src/features/packages/probe.ts',
      [
        "export { hasFilters } from './overview-search';",
        "export { PageTitle } from '../../components/page-title';",
        "export { projectsQueryKey } from '../../lib/query-keys';",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuse shared code importing a feature', async () => {
    const errors = await boundaryErrors(
      'frontend/src/lib/probe.ts',
      "export { ProjectsPanel } from '../features/projects/components/projects-panel';",
    );
    expect(errors).toEqual([expect.stringMatching(/fe-shared may not import fe-feature/)]);
  });

  it('let routes and app/ compose features', async () => {
    const errors = await boundaryErrors(
      'frontend/src/routes/probe.tsx',
      [
        "export { ProjectsPanel } from '../features/projects/components/projects-panel';",
        "export { PackageList } from '../features/packages/components/package-list';",
        "export { PackagesOverview } from './_auth/packages/-components/packages-overview';",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it("refuse a feature's test importing a route, another feature or a route kit", async () => {
    const errors = await boundaryErrors(
      'frontend/src/features/packages/components/probe.test.tsx',
      [
        "export { PackagesOverview } from '../../../routes/_auth/packages/-components/packages-overview';",
        "export { ProjectsPanel } from '../../projects/components/projects-panel';",
        "export { renderOverview } from '../../../../test/routes/overview-kit';",
        "export { renderWith } from '../../../../test/render';",
        "export { hasFilters } from '../overview-search';",
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringMatching(/fe-feature may not import fe-routes/),
      expect.stringMatching(/fe-feature may not import fe-feature/),
      expect.stringMatching(/fe-feature may not import fe-test-routes/),
    ]);
  });

  it('refuse a test helper importing a route, and let the route kits import it', async () => {
    const route =
      "export { PackagesOverview } from '../../src/routes/_auth/packages/-components/packages-overview';";
    expect(await boundaryErrors('frontend/test/fixtures/probe.ts', route)).toEqual([
      expect.stringMatching(/fe-test may not import fe-routes/),
    ]);
    expect(await boundaryErrors('frontend/test/routes/probe.ts', route)).toEqual([]);
  });

  it('refuse functions code importing upward', async () => {
    expect(
      await boundaryErrors(
        'functions/src/http/probe.ts',
        "export { authenticateSession } from '../services/accounts/authenticator';",
      ),
    ).toEqual([expect.stringMatching(/fn-http may not import fn-service/)]);
    expect(
      await boundaryErrors(
        'functions/src/data/probe.ts',
        "export { listProjects } from '../services/packaging/projects';",
      ),
    ).toEqual([expect.stringMatching(/fn-data may not import fn-service/)]);
    expect(
      await boundaryErrors(
        'functions/src/services/probe.ts',
        "export { bearerToken } from '../http/middleware/authenticate';",
      ),
    ).toEqual([expect.stringMatching(/fn-service may not import fn-http/)]);
  });

  it('refuse an endpoint group importing another group', async () => {
    expect(
      await boundaryErrors(
        'functions/src/groups/admin/probe.ts',
        "export { handler } from '../tenant/handler';",
      ),
    ).toEqual([expect.stringMatching(/fn-group may not import fn-group/)]);
  });

  it('let services name the request types, and handlers use every layer below', async () => {
    expect(
      await boundaryErrors(
        'functions/src/services/probe.ts',
        "export type { Caller } from '../http/caller';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'functions/src/groups/admin/probe.ts',
        [
          "export { createGroupHandler } from '../../http/create-group-handler';",
          "export { authenticateSession } from '../../services/accounts/authenticator';",
          "export { env } from '../../config/env';",
          "export { createGroupHandler as withSessions } from '../group-handler';",
          "export * as users from './users';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('refuse a source file outside every layer', async () => {
    expect(await boundaryErrors('functions/src/newlayer/probe.ts', 'export const probe = 1;')).toEqual([
      expect.stringMatching(/boundaries\/no-unknown-files/),
    ]);
  });
});

describe('The AWS SDK and the table stay in functions/src/data (decision 037)', () => {
  const sdkAndTable = [
    "import { S3Client } from '@aws-sdk/client-s3';",
    "export const lambda = () => import('@aws-sdk/client-lambda');",
    "export { getItem } from '../data/table';",
  ].join('\n');

  it('refuse an AWS SDK import, static or by import(), and data/table outside data/', async () => {
    for (const folder of ['services', 'storage', 'jobs', 'mail', 'security', 'rotation', 'http', 'config']) {
      expect(await refusedImports(`functions/src/${folder}/probe.ts`, sdkAndTable), folder).toEqual([
        expect.stringMatching(/no-restricted-imports: .*Decision 037.*data\/aws/),
        expect.stringMatching(/no-restricted-syntax: .*Decision 037.*data\/aws/),
        expect.stringMatching(/no-restricted-imports: .*Decision 037.*repository/),
      ]);
    }
  });

  it('keep the keys out of services and handlers', async () => {
    expect(
      await refusedImports('functions/src/services/probe.ts', "export { tenantKeys } from '../data/keys';"),
    ).toEqual([expect.stringMatching(/no-restricted-imports: .*keys belong to repositories/)]);
  });

  it('let the AWS adapters import the SDK, and within data/ nothing else', async () => {
    expect(
      await refusedImports(
        'functions/src/data/aws/probe.ts',
        [
          "import { S3Client } from '@aws-sdk/client-s3';",
          "export const lambda = () => import('@aws-sdk/client-lambda');",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await refusedImports('functions/src/data/repositories/probe.ts', "export { getItem } from '../table';"),
    ).toEqual([]);
    expect(
      await refusedImports(
        'functions/src/data/repositories/probe.ts',
        "import { S3Client } from '@aws-sdk/client-s3';",
      ),
    ).toEqual([expect.stringMatching(/no-restricted-imports: .*data\/aws/)]);
  });

  it('let data, services, handlers and the key ring call the adapters; libraries and platform not', async () => {
    for (const [from, to] of [
      ['functions/src/storage/probe.ts', '../data/aws/objects'],
      ['functions/src/services/probe.ts', '../data/aws/mail-transport'],
      ['functions/src/rotation/probe.ts', '../data/aws/secrets'],
      ['functions/src/security/probe.ts', '../data/aws/secrets'],
    ] as const) {
      expect(await boundaryErrors(from, `export * from '${to}';`), from).toEqual([]);
    }
    expect(
      await boundaryErrors('functions/src/mail/probe.ts', "export * from '../data/aws/mail-transport';"),
    ).toEqual([expect.stringMatching(/fn-lib may not import fn-aws/)]);
    expect(
      await boundaryErrors('functions/src/config/probe.ts', "export * from '../data/aws/secrets';"),
    ).toEqual([expect.stringMatching(/fn-platform may not import fn-aws/)]);
    expect(
      await boundaryErrors('functions/src/data/aws/probe.ts', "export * from '../repositories/users';"),
    ).toEqual([expect.stringMatching(/fn-aws may not import fn-data/)]);
  });
});
