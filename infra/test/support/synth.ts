import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Annotations, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { DataStack } from '../../lib/data-stack.js';
import { featureFlags } from '../../lib/feature-flags.js';
import { buildRecyclensApp, type RecyclensStacks } from '../../lib/recyclens-app.js';

// Inside the repo because the machine's tmp dir may be unwritable; git-ignored in infra/.gitignore.
const outRoot = fileURLToPath(new URL('../../.cdk-test-out/', import.meta.url));

/** An App configured like bin/app.ts, writing to a fresh directory of its own. */
export const createTestApp = (context: Record<string, unknown> = {}): { app: App; cleanup: () => void } => {
  mkdirSync(outRoot, { recursive: true });
  const outdir = mkdtempSync(join(outRoot, 'app-'));
  const app = new App({ outdir, context: { ...featureFlags, ...context } });
  return { app, cleanup: () => rmSync(outdir, { recursive: true, force: true }) };
};

export const synthDataStack = (): { stack: DataStack; template: Template } => {
  const { app, cleanup } = createTestApp();
  try {
    const stack = new DataStack(app, 'Test-Data', {});
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

export interface SynthesizedApp extends RecyclensStacks {
  readonly templates: Readonly<Record<'data' | 'mail' | 'api' | 'web', Template>> & {
    /** Only on a stage with a region (lib/recyclens-app.ts). */
    readonly waf?: Template;
  };
  /** Taken before the output directory goes away (reading them later would re-synthesize). */
  readonly annotations: Readonly<Record<'data' | 'mail' | 'api' | 'web', Annotations>>;
}

/** A tiny stand-in for `frontend/dist`, so the web stack's deployment is exercised. */
export const createSpaFixture = (): string => {
  mkdirSync(outRoot, { recursive: true });
  const dir = mkdtempSync(join(outRoot, 'spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app-1a2b3c.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js.map'), '{}');
  return dir;
};

/**
 * The whole app as `cdk synth` builds it (lib/recyclens-app.ts). Lambda bundling is skipped
 * unless asked for: bundling six groups takes many seconds, and one test bundles for real.
 */
export const synthRecyclensApp = (
  context: Record<string, unknown> = { stage: 'dev' },
  options: { bundle?: boolean; frontendBuildDir?: string } = {},
): SynthesizedApp => {
  const { app, cleanup } = createTestApp({
    ...context,
    ...(options.bundle === true ? {} : { 'aws:cdk:bundling-stacks': [] }),
  });
  try {
    const stacks = buildRecyclensApp(
      app,
      options.frontendBuildDir === undefined ? {} : { frontendBuildDir: options.frontendBuildDir },
    );
    const templates = {
      data: Template.fromStack(stacks.data),
      mail: Template.fromStack(stacks.mail),
      api: Template.fromStack(stacks.api),
      web: Template.fromStack(stacks.web),
      ...(stacks.waf === undefined ? {} : { waf: Template.fromStack(stacks.waf) }),
    };
    const annotations = {
      data: Annotations.fromStack(stacks.data),
      mail: Annotations.fromStack(stacks.mail),
      api: Annotations.fromStack(stacks.api),
      web: Annotations.fromStack(stacks.web),
    };
    return { ...stacks, templates, annotations };
  } finally {
    cleanup();
  }
};

/**
 * A production-like stage: tenant hosts with a certificate, a hosted zone for DKIM and the API's
 * origin name.
 */
export const prodContext = {
  stage: 'prod',
  account: '123456789012',
  region: 'eu-central-1',
  tenantDomains: ['https://acme.recyclens.com', 'https://globex.recyclens.com'],
  senderAddress: 'no-reply@mail.recyclens.com',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f2e5d1c-1111-4a4a-9b9b-123456789abc',
  hostedZone: { zoneName: 'recyclens.com', hostedZoneId: 'Z0123456789ABCDEFGHIJ' },
  // In the zone above, so its certificate is issued with DNS validation there.
  apiOriginDomain: 'api-origin.recyclens.com',
  alarmEmail: 'oncall@recyclens.com',
};
