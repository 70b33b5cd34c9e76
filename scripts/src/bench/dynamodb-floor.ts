import * as dynamodb from '@aws-sdk/client-dynamodb';
import { performance } from 'node:perf_hooks';

/**
 * The floor of an API call: the DynamoDB requests its handler makes, recorded from the handler
 * itself and replayed bare with the SDK against the same DynamoDB Local. What the call costs above
 * its floor is ours (gateway, handler, validation, JSON); the floor is the store and the machine.
 * Recording the handler's own requests, rather than writing them again here, keeps the two from
 * drifting apart when a handler changes.
 */

interface RecordedCommand {
  /** The low-level command the document client sent, e.g. `QueryCommand`. */
  readonly command: string;
  /** Marshalled input, as it went over the wire. */
  readonly input: unknown;
  readonly startedAt: number;
  endedAt: number;
}

/** Round trips in order; the commands of one wave were in flight together. */
export type RecordedRequest = readonly (readonly RecordedCommand[])[];

interface MiddlewareStackLike {
  add(
    middleware: (
      next: (args: { input: unknown }) => Promise<unknown>,
      context: { commandName?: string },
    ) => (args: { input: unknown }) => Promise<unknown>,
    options: { step: 'build'; name: string },
  ): void;
}

/** lib-dynamodb's command names and the low-level commands they marshal into. */
const lowLevel: Record<string, string> = {
  GetCommand: 'GetItemCommand',
  PutCommand: 'PutItemCommand',
  UpdateCommand: 'UpdateItemCommand',
  DeleteCommand: 'DeleteItemCommand',
  QueryCommand: 'QueryCommand',
  BatchGetCommand: 'BatchGetItemCommand',
  BatchWriteCommand: 'BatchWriteItemCommand',
  TransactGetCommand: 'TransactGetItemsCommand',
  TransactWriteCommand: 'TransactWriteItemsCommand',
};

type Command = new (input: never) => Parameters<dynamodb.DynamoDBClient['send']>[0];
const commandClass = (name: string): Command => {
  const found = (dynamodb as unknown as Record<string, Command | undefined>)[lowLevel[name] ?? name];
  if (!found) throw new Error(`The floor cannot replay ${name}`);
  return found;
};

/** Groups commands into waves: a command started while another was in flight joins its wave. */
const waves = (commands: readonly RecordedCommand[]): RecordedRequest => {
  const result: RecordedCommand[][] = [];
  let waveEnds = -Infinity;
  for (const command of [...commands].sort((a, b) => a.startedAt - b.startedAt)) {
    const current = result.at(-1);
    if (current && command.startedAt < waveEnds) {
      current.push(command);
      waveEnds = Math.max(waveEnds, command.endedAt);
    } else {
      result.push([command]);
      waveEnds = command.endedAt;
    }
  }
  return result;
};

/**
 * Watches the handlers' document client (the one every repository uses) in this process. `record`
 * runs `work` (one request through the gateway, nothing else in flight) and answers the DynamoDB
 * requests it made.
 */
export const dynamoDbRecorder = (client: { middlewareStack: unknown }) => {
  let recording: RecordedCommand[] | undefined;
  (client.middlewareStack as MiddlewareStackLike).add(
    (next, context) => async (args) => {
      const command: RecordedCommand | undefined = recording && {
        command: context.commandName ?? 'Unknown',
        input: structuredClone(args.input),
        startedAt: performance.now(),
        endedAt: Infinity,
      };
      if (command) recording?.push(command);
      try {
        return await next(args);
      } finally {
        if (command) command.endedAt = performance.now();
      }
    },
    // After lib-dynamodb's marshalling (initialize): the input is what goes over the wire.
    { step: 'build', name: 'benchFloorRecorder' },
  );
  return {
    record: async (work: () => Promise<void>): Promise<RecordedRequest> => {
      recording = [];
      try {
        await work();
        return waves(recording);
      } finally {
        recording = undefined;
      }
    },
  };
};

/** Replays a recorded request on a bare client: its waves in order, each wave's commands together. */
export const replayer = (endpoint: string) => {
  const client = new dynamodb.DynamoDBClient({
    region: 'eu-central-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return {
    replay: async (request: RecordedRequest): Promise<void> => {
      for (const wave of request) {
        await Promise.all(
          wave.map(({ command, input }) => client.send(new (commandClass(command))(input as never))),
        );
      }
    },
    close: () => client.destroy(),
  };
};

/**
 * `connections` loops replaying the request back to back for `seconds`, as autocannon keeps its
 * connections busy: the latency of every replay, in ms.
 */
export const replayLoad = async (
  replay: () => Promise<void>,
  connections: number,
  seconds: number,
): Promise<{ latencies: number[]; errors: number }> => {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        await replay();
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { latencies, errors };
};
