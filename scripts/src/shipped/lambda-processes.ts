import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { ShippedAsset } from './shipped-assets';

const runtime = fileURLToPath(new URL('./lambda-runtime.mjs', import.meta.url));

type Answer = { id: string; result?: unknown; error?: string } | { ready: true };

/** One asset running as Lambda runs it: its own process, settings in its environment, events in. */
export interface LambdaProcess {
  invoke(event: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

export const startLambda = async (
  asset: ShippedAsset,
  environment: Record<string, string>,
  onOutput: (line: string) => void,
): Promise<LambdaProcess> => {
  // Node without the test runner's loaders, as Lambda starts it: only the asset's own code runs.
  const child: ChildProcess = fork(runtime, [asset.dir, asset.name], {
    env: { PATH: process.env.PATH ?? '', ...environment },
    execArgv: [],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${asset.name} exited at start (${code})`)));
    child.on('message', (answer: Answer) => {
      if ('ready' in answer) return resolve();
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (answer.error !== undefined) waiting?.reject(new Error(`${asset.name}: ${answer.error}`));
      else waiting?.resolve(answer.result);
    });
  });
  child.removeAllListeners('exit');
  return {
    invoke: (event) =>
      new Promise((resolve, reject) => {
        const id = randomUUID();
        pending.set(id, { resolve, reject });
        child.send({ id, event });
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
};
