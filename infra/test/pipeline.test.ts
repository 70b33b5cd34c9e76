import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { z } from 'zod';
import { AwsSolutionsChecks } from '../lib/nag.js';
import { repoRoot } from '../lib/paths.js';
import { buildRecyclensApp } from '../lib/recyclens-app.js';
import { createTestApp, prodContext, synthRecyclensApp } from './support/synth.js';

// The YAML parser aws-cdk-lib bundles (for CfnInclude); the repo has no YAML dependency of its own.
const yaml = z
  .object({ parse: z.function({ input: [z.string()], output: z.unknown() }) })
  .parse(createRequire(createRequire(import.meta.url).resolve('aws-cdk-lib'))('yaml'));

const workflowText = readFileSync(join(repoRoot, '.github', 'workflows', 'deploy.yml'), 'utf8');
const step = z.object({
  uses: z.string().optional(),
  run: z.string().optional(),
  with: z.record(z.string(), z.unknown()).optional(),
});
const job = z.object({
  needs: z.union([z.string(), z.array(z.string())]).optional(),
  environment: z.string().optional(),
  permissions: z.record(z.string(), z.string()).optional(),
  steps: z.array(step),
});
const workflow = z
  .object({ jobs: z.record(z.string(), job), permissions: z.record(z.string(), z.string()) })
  .parse(yaml.parse(workflowText));
const rootScripts = z
  .object({ scripts: z.record(z.string(), z.string()) })
  .parse(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'))).scripts;

const needsOf = (name: string): string[] => {
  const needs = workflow.jobs[name]?.needs;
  return needs === undefined ? [] : Array.isArray(needs) ? needs : [needs];
};
const runsOf = (name: string): string[] =>
  (workflow.jobs[name]?.steps ?? []).flatMap((s) => (s.run === undefined ? [] : [s.run]));

describe('deploy workflow (.github/workflows/deploy.yml)', () => {
  it('runs test → synth → staging → smoke checks on staging → prod, each after the one before', () => {
    expect(Object.keys(workflow.jobs)).toEqual([
      'test',
      'synth',
      'deploy-staging',
      'smoke-staging',
      'deploy-prod',
    ]);
    expect(needsOf('test')).toEqual([]);
    expect(needsOf('synth')).toEqual(['test']);
    expect(needsOf('deploy-staging')).toEqual(['synth']);
    expect(needsOf('smoke-staging')).toEqual(['deploy-staging']);
    expect(needsOf('deploy-prod')).toEqual(['smoke-staging']);
  });

  it("calls the README's commands, which exist as npm scripts", () => {
    expect(runsOf('test')).toEqual(['bash .ci/run']);
    expect(runsOf('synth')).toEqual(
      expect.arrayContaining([
        'npm run synth -- -c stage=staging -o cdk.out/staging',
        'npm run synth -- -c stage=prod -o cdk.out/prod',
      ]),
    );
    expect(
      runsOf('deploy-staging').some((run) => run.startsWith('npm run deploy -- --app cdk.out/staging')),
    ).toBe(true);
    expect(runsOf('smoke-staging').some((run) => run.startsWith('npm run smoke -- --base-url'))).toBe(true);
    expect(runsOf('deploy-prod').some((run) => run.startsWith('npm run deploy -- --app cdk.out/prod'))).toBe(
      true,
    );
    for (const script of ['synth', 'deploy', 'smoke']) expect(rootScripts[script]).toBeDefined();
  });

  it('deploys each stage in the GitHub environment named like it (prod behind its reviewers)', () => {
    expect(workflow.jobs['deploy-staging']?.environment).toBe('staging');
    expect(workflow.jobs['smoke-staging']?.environment).toBe('staging');
    expect(workflow.jobs['deploy-prod']?.environment).toBe('prod');
  });

  it('gets AWS access only by assuming a role with the OIDC token, never from stored keys', () => {
    expect(workflowText).not.toMatch(
      /aws-access-key-id|aws-secret-access-key|AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY/i,
    );
    expect(workflowText).not.toMatch(/AKIA[0-9A-Z]{16}/);
    // Tokens are only minted for the deploy jobs.
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const [name, definition] of Object.entries(workflow.jobs)) {
      const credentials = definition.steps.filter((s) =>
        s.uses?.startsWith('aws-actions/configure-aws-credentials@'),
      );
      if (!name.startsWith('deploy-')) {
        expect(credentials, name).toEqual([]);
        expect(definition.permissions?.['id-token'], name).toBeUndefined();
        continue;
      }
      expect(definition.permissions?.['id-token'], name).toBe('write');
      expect(credentials, name).toHaveLength(1);
      expect(Object.keys(credentials[0]?.with ?? {}).sort(), name).toEqual(['aws-region', 'role-to-assume']);
    }
  });
});

const synthDeployAccess = (context: Record<string, unknown>) => {
  const { app, cleanup } = createTestApp({ ...context, 'aws:cdk:bundling-stacks': [] });
  try {
    const { deployAccess } = buildRecyclensApp(app);
    if (deployAccess === undefined) return undefined;
    return {
      ...deployAccess,
      oidcTemplate: Template.fromStack(deployAccess.oidc),
      roleTemplate: Template.fromStack(deployAccess.deployRole),
    };
  } finally {
    cleanup();
  }
};

describe('deploy access (OIDC provider and deploy role)', () => {
  const repository = 'recyclens/recyclens';
  const prod = synthDeployAccess({ ...prodContext, githubRepository: repository });
  if (prod === undefined) throw new Error('no deploy access for a stage with githubRepository');

  it("trusts GitHub's token issuer once per account, in a stack without a stage in its name", () => {
    expect(prod.oidc.stackName).toBe('Recyclens-GitHubOidc');
    prod.oidcTemplate.hasResourceProperties('AWS::IAM::OIDCProvider', {
      Url: 'https://token.actions.githubusercontent.com',
      ClientIdList: ['sts.amazonaws.com'],
    });
  });

  it("lets in only the repository's jobs in the stage's GitHub environment", () => {
    expect(prod.deployRole.stackName).toBe('Recyclens-prod-Deploy');
    prod.roleTemplate.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [
          {
            Action: 'sts:AssumeRoleWithWebIdentity',
            Effect: 'Allow',
            Principal: { Federated: Match.anyValue() },
            Condition: {
              StringEquals: {
                'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
                'token.actions.githubusercontent.com:sub': `repo:${repository}:environment:prod`,
              },
            },
          },
        ],
      },
    });
    expect(JSON.stringify(prod.roleTemplate.toJSON())).toContain(
      'oidc-provider/token.actions.githubusercontent.com',
    );
  });

  it('may only hand on to the CDK bootstrap roles and read the stage’s stacks', () => {
    const policies = Object.values(prod.roleTemplate.findResources('AWS::IAM::Policy'));
    const statements = policies.flatMap(
      (policy) =>
        policy['Properties']['PolicyDocument']['Statement'] as { Action: unknown; Resource: unknown }[],
    );
    expect(statements.map((statement) => statement.Action)).toEqual([
      ['sts:AssumeRole', 'sts:TagSession'],
      'cloudformation:DescribeStacks',
    ]);
    expect(JSON.stringify(statements[0]?.Resource)).toContain(':role/cdk-hnb659fds-*-123456789012-*');
    expect(JSON.stringify(statements[1]?.Resource)).toContain(':stack/Recyclens-prod-*/*');
    prod.roleTemplate.resourcePropertiesCountIs('AWS::IAM::Role', { ManagedPolicyArns: Match.anyValue() }, 0);
  });

  it('passes cdk-nag with its one wildcard acknowledged', () => {
    for (const stack of [prod.oidc, prod.deployRole]) {
      expect(new AwsSolutionsChecks().validateScope(stack).violations).toEqual([]);
    }
  });

  it('is not built for a stage that names no repository', () => {
    expect(synthDeployAccess(prodContext)).toBeUndefined();
    expect(synthRecyclensApp({ stage: 'dev' }).deployAccess).toBeUndefined();
  });
});
