import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { DataStack } from '../../lib/data-stack.js';
import { featureFlags } from '../../lib/feature-flags.js';

// Inside the repo because the machine's tmp dir may be unwritable; git-ignored in infra/.gitignore.
const outRoot = fileURLToPath(new URL('../../.cdk-test-out/', import.meta.url));

/** An App configured like bin/app.ts, writing to a fresh directory of its own. */
export const createTestApp = (context: Record<string, unknown> = {}): { app: App; cleanup: () => void } => {
  mkdirSync(outRoot, { recursive: true });
  const outdir = mkdtempSync(join(outRoot, 'app-'));
  const app = new App({ outdir, context: { ...featureFlags, ...context } });
  return { app, cleanup: () => rmSync(outdir, { recursive: true, force: true }) };
};

export const synthDataStack = (
  tenantDomains: readonly string[],
): { stack: DataStack; template: Template } => {
  const { app, cleanup } = createTestApp();
  try {
    const stack = new DataStack(app, 'Test-Data', { tenantDomains });
    return { stack, template: Template.fromStack(stack) };
  } finally {
    cleanup();
  }
};

/** The logical id CloudFormation knows a construct's resource by. */
export const logicalIdOf = (construct: IConstruct): string => {
  const resource = construct.node.defaultChild as CfnElement | undefined;
  if (resource === undefined) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return resource.stack.getLogicalId(resource);
};
