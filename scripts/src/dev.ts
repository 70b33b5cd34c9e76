import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startLocalServices } from './local-services';
import { devSettings, localJwtSecret, localStackNames } from './local-stack/dev-settings';
import { bucketNamesOf, localFunctionEnv } from './local-stack/function-env';
import { ensureBuckets, ensureTable } from './local-stack/provision';

/**
 * `npm run dev`: the whole product on this machine, no Docker and no AWS account
 * (docs/architecture.md#local-stack). `npm run dev -- --reset` starts from empty data.
 */
const root = resolve(import.meta.dirname, '../..');
const settings = devSettings();

const reset = process.argv.includes('--reset');
const dataDir = settings.DATA_DIR;
const webOrigin = `http://localhost:${settings.WEB_PORT}`;
const apiUrl = `http://localhost:${settings.API_PORT}`;
const stops: (() => Promise<void>)[] = [];

const shutdown = async (code: number) => {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  process.exit(code);
};
process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));

/**
 * `--built-web` serves the production build (`vite build`, then `vite preview`) instead of Vite's
 * dev server, on the same port and calling the same API. The browser journeys use it: a page of
 * the dev server loads hundreds of modules one by one and React's development build, which cost
 * the journeys most of their CPU time (decision 063), and what ships is the build.
 */
const builtWeb = process.argv.includes('--built-web');

const buildWeb = (functionEnv: Record<string, string>) => {
  const outDir = join(dataDir, 'web-build');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(root, 'frontend'),
    stdio: ['ignore', 'ignore', 'inherit'],
    // A test runner's NODE_ENV=test would make Vite build the development variant.
    env: { ...process.env, ...functionEnv, VITE_API_URL: apiUrl, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('The web app did not build (vite build failed).');
  return outDir;
};

const startWeb = (functionEnv: Record<string, string>): ChildProcess | undefined => {
  if (!existsSync(join(root, 'frontend/vite.config.ts'))) return undefined;
  const port = ['--port', String(settings.WEB_PORT), '--strictPort'];
  const command = builtWeb
    ? ['vite', 'preview', '--outDir', buildWeb(functionEnv), ...port]
    : ['vite', ...port];
  // Its own process group: npx starts Vite as a grandchild, and stopping the group ends both,
  // whether the stop comes from Ctrl-C in a terminal or a signal to this process alone.
  const child = spawn('npx', command, {
    cwd: join(root, 'frontend'),
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...functionEnv, VITE_API_URL: apiUrl },
  });
  const stopGroup = (signal: NodeJS.Signals) => {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', () => stopGroup('SIGKILL'));
  stops.push(async () => stopGroup('SIGTERM'));
  return child;
};

const main = async () => {
  if (reset) {
    await rm(dataDir, { recursive: true, force: true });
    console.log(`Removed ${dataDir}: starting empty.`);
  }
  console.log('Starting DynamoDB Local, s3rver and the SES emulator…');
  const services = await startLocalServices({
    dynamoPort: settings.DYNAMODB_PORT,
    s3Port: settings.S3_PORT,
    sesPort: settings.SES_PORT,
    dataDir,
  });
  stops.push(() => services.stop());

  const functionEnv = localFunctionEnv({
    endpoints: services.endpoints,
    ...localStackNames,
    apiPublicUrl: apiUrl,
    jwtSecret: await localJwtSecret(dataDir),
  });
  // Powertools' dev mode: log lines pretty-printed for a reader, metrics (EMF) not written.
  Object.assign(process.env, functionEnv, { POWERTOOLS_DEV: 'true' });
  await ensureTable(services.endpoints.dynamodb, functionEnv.TABLE_NAME ?? 'recyclens-local');
  await ensureBuckets(services.endpoints.s3, bucketNamesOf(functionEnv));

  // The browser journeys' stack (frontend/e2e/support/stack.ts) hashes passwords at the test
  // run's cost: they sign up and in dozens of times, ~0.3 s of CPU each at production's, which
  // `npm run dev` keeps (functions/test/password-cost.test.ts pins it).
  if (process.env.LOCAL_PASSWORD_COST === 'test') {
    const { testPasswordCost, usePasswordCostForTests } =
      await import('@recyclens/functions/security/passwords');
    usePasswordCostForTests(testPasswordCost);
  }
  // The functions read their settings at import, so they are loaded only now.
  const { seedLocalStack } = await import('./seed/seed');
  const { createLogger } = await import('@recyclens/functions/logging/logger');
  const { demoAdmin } = await import('./seed/demo-tenant');
  const report = await seedLocalStack(createLogger({ level: 'warn' }), settings);
  const { startGateway } = await import('./local-gateway/server');
  const gateway = await startGateway({
    port: settings.API_PORT,
    allowedOrigins: [webOrigin, `http://127.0.0.1:${settings.WEB_PORT}`],
    log: (line) => console.error(line),
  });
  stops.push(() => gateway.close());
  const web = startWeb(functionEnv);

  console.log(`
Recyclens is running locally.
  Web app        ${web ? webOrigin : '(no frontend yet)'}
  API            ${apiUrl}   (health: ${apiUrl}/health, OpenAPI: ${apiUrl}/openapi.json)
  Mail viewer    ${services.endpoints.ses}   (every mail the product sends)
  DynamoDB Local ${services.endpoints.dynamodb}   table recyclens-local
  S3 (s3rver)    ${services.endpoints.s3}
  Data           ${dataDir}${reset ? ' (reset)' : ''}
  Seed           ${[...report.created.map((x) => `created ${x}`), ...report.kept.map((x) => `kept ${x}`)].join('; ')}
  Demo admin     ${demoAdmin.email} / ${demoAdmin.password}
Press Ctrl-C to stop.`);
};

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});
