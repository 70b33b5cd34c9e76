import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionSettingNames, parseEnv } from '@recyclens/functions/config/env';
import { devSettings } from '../../scripts/src/local-stack/dev-settings.ts';
import { samEnvVars } from '../../scripts/src/local-stack/sam-env-vars.ts';
import { notFromSamEnvVars, samLocalPlaceholder } from '../lib/api/sam-local.js';
import { logicalIdOf, synthRecyclensApp } from './support/synth.js';

/**
 * `sam local` runs the synthesized Api template with an env-vars file, but SAM only overrides
 * the variables a function declares: one the file sets and the template lacks is silently
 * ignored, and the function keeps talking to AWS. Docker is not on our machines, so this test is
 * what checks the promise of docs/deploy.md §10.
 */
const { api, templates } = synthRecyclensApp({ stage: 'dev', samLocal: true });
const endpointFunctions = [
  ...api.groupFunctions.values(),
  ...[api.exportWorker, api.assessmentWorker].filter((worker) => worker !== undefined),
];
const variablesOf = (construct: (typeof endpointFunctions)[number]): Record<string, unknown> =>
  templates.api.findResources('AWS::Lambda::Function')[logicalIdOf(construct.function)]?.['Properties'][
    'Environment'
  ]['Variables'];
const envFile = samEnvVars(devSettings({}), 'local-signing-key-of-the-dev-stack-0123456789');

describe('sam local', () => {
  it.each(endpointFunctions.map((construct) => [construct.node.id, construct] as const))(
    '%s declares every variable the env-vars file sets, and every setting the functions read',
    (_name, construct) => {
      const declared = Object.keys(variablesOf(construct));
      const ignoredBySam = Object.keys(envFile.Parameters).filter((name) => !declared.includes(name));
      expect(ignoredBySam).toEqual([]);
      const lacking = functionSettingNames.filter(
        (name) => !(notFromSamEnvVars as readonly string[]).includes(name) && !declared.includes(name),
      );
      expect(lacking).toEqual([]);
    },
  );

  it.each(endpointFunctions.map((construct) => [construct.node.id, construct] as const))(
    '%s starts on the env-vars file alone, pointed at the local services',
    (_name, construct) => {
      // SAM's rule: the file's value for each declared variable, else the template's own.
      const merged = Object.fromEntries(
        Object.entries(variablesOf(construct)).map(([name, value]) => [
          name,
          envFile.Parameters[name] ?? value,
        ]),
      );
      const leftFromAws = Object.entries(merged).filter(
        ([, value]) => typeof value !== 'string' || value === samLocalPlaceholder,
      );
      expect(leftFromAws).toEqual([]);
      const settings = parseEnv({ ...(merged as Record<string, string>), AWS_REGION: 'eu-central-1' });
      expect(settings).toMatchObject({
        DYNAMODB_ENDPOINT: 'http://host.docker.internal:8000',
        S3_ENDPOINT: 'http://host.docker.internal:4569',
        SES_ENDPOINT: 'http://host.docker.internal:8005',
        TABLE_NAME: 'recyclens-local',
      });
      expect(settings.JWT_KEYS).toBeDefined();
      expect(settings.EXPORT_WORKER_FUNCTION).toBeUndefined();
      expect(settings.ASSESSMENT_WORKER_FUNCTION).toBeUndefined();
    },
  );

  it('keeps local settings out of a template that is deployed', () => {
    const deployed = synthRecyclensApp({ stage: 'dev' });
    for (const fn of Object.values(deployed.templates.api.findResources('AWS::Lambda::Function'))) {
      const names = Object.keys(fn['Properties']['Environment']?.['Variables'] ?? {});
      expect(names.filter((name) => name.endsWith('_ENDPOINT') || name === 'JWT_KEYS')).toEqual([]);
    }
  });

  it('`npm run sam:env` writes that file for the running dev stack, with its signing key', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'recyclens-sam-'));
    try {
      writeFileSync(join(dataDir, 'jwt-secret'), 'the-dev-stack-key-0123456789-0123456789');
      const run = spawnSync('npx', ['tsx', 'scripts/src/sam-env.ts', '--port', '3002'], {
        cwd: join(import.meta.dirname, '../..'),
        env: { ...process.env, DATA_DIR: dataDir, DYNAMODB_PORT: '8100' },
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      const written = JSON.parse(readFileSync(join(import.meta.dirname, '../../.cdk/sam-env.json'), 'utf8'));
      expect(written).toEqual(
        samEnvVars(
          devSettings({ DATA_DIR: dataDir, DYNAMODB_PORT: '8100' }),
          'the-dev-stack-key-0123456789-0123456789',
          {
            apiPort: 3002,
          },
        ),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
