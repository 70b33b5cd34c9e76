import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { getFreePort, startLocalServices } from '../local-services';
import type { GatewayOptions } from '../local-gateway/server';
import { bucketNamesOf, localFunctionEnv } from '../local-stack/function-env';
import { ensureBuckets, ensureTable } from '../local-stack/provision';
import { withPeakMemory } from './stats';
import { templateWorkbook } from './template-workbook';

export const repoRoot = resolve(import.meta.dirname, '../../..');

export interface BenchCompany {
  url: string;
  email: string;
  password: string;
  token: string;
  companyId: string;
  import: { rows: number; ms: number; peakExtraMb: number; fileKb: number };
}

/**
 * The embedded stack for benchmarks: DynamoDB Local in memory, s3rver, the SES emulator and the
 * local gateway over the real handlers, with companies filled through the real import.
 */
export const startBenchStack = async (
  options: { allowedOrigins?: string[]; onServed?: GatewayOptions['onServed'] } = {},
) => {
  const dataDir = join(repoRoot, '.data', `bench-${process.pid}`);
  const services = await startLocalServices({
    dynamoPort: await getFreePort(),
    s3Port: await getFreePort(),
    sesPort: await getFreePort(),
    dataDir,
    dynamoInMemory: true,
  });
  const functionEnv = localFunctionEnv({
    endpoints: services.endpoints,
    tableName: 'bench',
    bucketPrefix: 'bench',
    apiPublicUrl: 'http://localhost',
    jwtSecret: randomBytes(32).toString('base64url'),
    logLevel: 'warn',
  });
  Object.assign(process.env, functionEnv);
  await ensureTable(services.endpoints.dynamodb, 'bench');
  await ensureBuckets(services.endpoints.s3, bucketNamesOf(functionEnv));
  const { seedLookups } = await import('@recyclens/functions/services/lookups');
  const { createTenantWithAdmin } = await import('@recyclens/functions/services/tenant-admin');
  const { createLogger } = await import('@recyclens/functions/logging/logger');
  const { importPackages } = await import('@recyclens/functions/services/import-packages');
  const { getUser } = await import('@recyclens/functions/data/repositories/users');
  const { startGateway } = await import('../local-gateway/server');
  await seedLookups();
  const logger = createLogger({ level: 'warn' });
  const gateway = await startGateway({
    port: 0,
    allowedOrigins: options.allowedOrigins ?? [],
    ...(options.onServed ? { onServed: options.onServed } : {}),
  });

  /** A tenant with one company holding `packages` packages in `projects` projects, and its admin signed in. */
  const company = async (
    label: string,
    packages: number,
    projects: number,
    url = `https://${label}.bench.example`,
  ): Promise<BenchCompany> => {
    const email = `admin@${label}.bench.example`;
    const password = 'bench password 1';
    const created = await createTenantWithAdmin(
      {
        url,
        name: label,
        email: `contact@${label}.bench.example`,
        theme: { primaryColor: '#1f6f4a', secondaryColor: '#737373' },
        companyName: label,
        admin: { email, firstName: 'Bench', lastName: 'Admin', password },
      },
      logger,
    );
    const user = await getUser(created.clientId, created.adminId);
    if (!user) throw new Error(`The admin of ${label} was not stored`);
    const caller = {
      clientId: created.clientId,
      userId: created.adminId,
      sessionId: 'bench',
      role: user.role,
      companyIds: user.companyIds,
      user,
      currentCompanyId: created.companyId,
    };
    const file = await templateWorkbook(packages, projects);
    const imported = await withPeakMemory(() =>
      importPackages(caller, { fileName: 'bench.xlsx', contentType: 'x', bytes: file }, logger),
    );
    const login = await fetch(`${gateway.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email, password }),
    });
    if (!login.ok) throw new Error(`Login to ${label} answered ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    return {
      url,
      email,
      password,
      token,
      companyId: created.companyId,
      import: {
        rows: imported.result.imported,
        ms: imported.ms,
        peakExtraMb: imported.peakExtraMb,
        fileKb: file.length / 1024,
      },
    };
  };

  const stop = async () => {
    await gateway.close();
    await services.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { gatewayUrl: gateway.url, dynamoDbEndpoint: services.endpoints.dynamodb, company, logger, stop };
};

export type BenchStack = Awaited<ReturnType<typeof startBenchStack>>;
