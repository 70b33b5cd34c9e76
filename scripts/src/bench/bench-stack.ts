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
  clientId: string;
  url: string;
  email: string;
  password: string;
  token: string;
  companyId: string;
  import: { rows: number; files: number; ms: number; peakExtraMb: number; fileKb: number };
}

/**
 * The embedded stack for benchmarks: DynamoDB Local in memory, s3rver, the SES emulator and the
 * local gateway over the real handlers, with companies filled through the real import.
 */
/** Rows per import file of a bench company: the largest file the import is benchmarked for. */
const IMPORT_FILE_ROWS = 5000;

export const startBenchStack = async (
  options: {
    allowedOrigins?: string[];
    onServed?: GatewayOptions['onServed'];
    measureCapacity?: boolean;
  } = {},
) => {
  const dataDir = join(repoRoot, '.data', `bench-${process.pid}`);
  // A bench stopped by Ctrl-C or kill exits through 'exit', whose handlers reap the JVM and the
  // other services: nothing of ours is left running.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.once(signal, () => process.exit(code));
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
  const { seedLookups } = await import('@recyclens/functions/services/packaging/lookups');
  const { createTenantWithAdmin } = await import('@recyclens/functions/services/tenants/provisioning');
  const { createLogger } = await import('@recyclens/functions/logging/logger');
  const { importPackages } =
    await import('@recyclens/functions/services/imports-and-exports/import-packages');
  const { getUser } = await import('@recyclens/functions/data/repositories/users');
  const { startGateway } = await import('../local-gateway/server');
  await seedLookups();
  const logger = createLogger({ level: 'warn' });
  const gateway = await startGateway({
    port: 0,
    allowedOrigins: options.allowedOrigins ?? [],
    ...(options.onServed ? { onServed: options.onServed } : {}),
    ...(options.measureCapacity ? { measureCapacity: true } : {}),
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
      address: '127.0.0.1',
    };
    // As a large customer would: files of at most 5,000 rows, one after the other.
    const files = { count: 0, ms: 0, peakExtraMb: 0, bytes: 0, rows: 0 };
    for (let offset = 0; offset < packages; offset += IMPORT_FILE_ROWS) {
      const file = await templateWorkbook(Math.min(IMPORT_FILE_ROWS, packages - offset), projects, offset);
      const imported = await withPeakMemory(() =>
        importPackages(caller, { fileName: 'bench.xlsx', contentType: 'x', bytes: file }, logger),
      );
      files.count += 1;
      files.ms += imported.ms;
      files.peakExtraMb = Math.max(files.peakExtraMb, imported.peakExtraMb);
      files.bytes = Math.max(files.bytes, file.length);
      files.rows += imported.result.imported;
    }
    const login = await fetch(`${gateway.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email, password }),
    });
    if (!login.ok) throw new Error(`Login to ${label} answered ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    return {
      clientId: created.clientId,
      url,
      email,
      password,
      token,
      companyId: created.companyId,
      import: {
        rows: files.rows,
        files: files.count,
        ms: files.ms,
        peakExtraMb: files.peakExtraMb,
        fileKb: files.bytes / 1024,
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
