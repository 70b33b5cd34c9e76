import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The two AWS services the shipped assets call that no local emulator of ours provides, at one
 * address the assets reach through the SDK's own AWS_ENDPOINT_URL_<SERVICE> settings:
 * - Lambda's Invoke, for the jobs the packaging function hands to its workers (asynchronous:
 *   answered 202 at once, the worker runs after);
 * - Secrets Manager, with one secret and its versions and staging labels, for the signing keys
 *   the functions read and the rotation function writes.
 */
export interface FakeAws {
  readonly url: string;
  /** The signing-key secret's ARN (JWT_SECRET_ARN). */
  readonly secretArn: string;
  /** Errors a worker threw: the test fails on them, as an alarm would fire. */
  readonly workerErrors: string[];
  /**
   * What Secrets Manager does on `rotate-secret` before it calls the rotation function: a new
   * version id, labelled pending, that the four steps are then called with.
   */
  startRotation(): string;
  close(): Promise<void>;
}

const secretArn = 'arn:aws:secretsmanager:eu-central-1:000000000000:secret:recyclens-shipped-jwt';

const readJson = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
};

const answer = (response: ServerResponse, status: number, body?: unknown, type?: string) => {
  response.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    ...(type ? { 'x-amzn-errortype': type } : {}),
  });
  response.end(body === undefined ? '' : JSON.stringify(body));
};

export const startFakeAws = async (options: {
  /** The secret's first value: a signing-key document. */
  initialSecret: string;
  /** Runs a worker function by name with the event Lambda would hand it. */
  runWorker: (functionName: string, event: unknown) => Promise<unknown>;
}): Promise<FakeAws> => {
  const values = new Map<string, string>([['v0', options.initialSecret]]);
  const stages = new Map<string, string[]>([['v0', ['AWSCURRENT']]]);
  const versionWith = (stage: string) => [...stages].find(([, names]) => names.includes(stage))?.[0];
  const workerErrors: string[] = [];
  const notFound = (response: ServerResponse) =>
    answer(
      response,
      400,
      { __type: 'ResourceNotFoundException', message: 'not found' },
      'ResourceNotFoundException',
    );

  const secretsManager = (target: string, input: Record<string, unknown>, response: ServerResponse) => {
    switch (target) {
      case 'DescribeSecret':
        return answer(response, 200, {
          ARN: secretArn,
          Name: 'recyclens-shipped-jwt',
          RotationEnabled: true,
          VersionIdsToStages: Object.fromEntries(stages),
        });
      case 'GetSecretValue': {
        const stage = typeof input.VersionStage === 'string' ? input.VersionStage : 'AWSCURRENT';
        const versionId = typeof input.VersionId === 'string' ? input.VersionId : versionWith(stage);
        const value = versionId === undefined ? undefined : values.get(versionId);
        if (versionId === undefined || value === undefined || !stages.get(versionId)?.includes(stage))
          return notFound(response);
        return answer(response, 200, {
          ARN: secretArn,
          Name: 'recyclens-shipped-jwt',
          VersionId: versionId,
          SecretString: value,
          VersionStages: stages.get(versionId),
          CreatedDate: Date.now() / 1000,
        });
      }
      case 'PutSecretValue': {
        const versionId = String(input.ClientRequestToken);
        values.set(versionId, String(input.SecretString));
        stages.set(versionId, (input.VersionStages as string[] | undefined) ?? ['AWSCURRENT']);
        return answer(response, 200, { ARN: secretArn, VersionId: versionId });
      }
      case 'UpdateSecretVersionStage': {
        const stage = String(input.VersionStage);
        const to = String(input.MoveToVersionId);
        for (const [id, names] of stages)
          stages.set(
            id,
            names.filter((name) => name !== stage),
          );
        // Secrets Manager keeps the version the current label leaves as the previous one.
        const from = typeof input.RemoveFromVersionId === 'string' ? input.RemoveFromVersionId : undefined;
        if (stage === 'AWSCURRENT' && from) stages.set(from, [...(stages.get(from) ?? []), 'AWSPREVIOUS']);
        stages.set(to, [...(stages.get(to) ?? []).filter((name) => name !== 'AWSPENDING'), stage]);
        return answer(response, 200, { ARN: secretArn });
      }
      default:
        return answer(
          response,
          400,
          { __type: 'InvalidRequestException', message: target },
          'InvalidRequestException',
        );
    }
  };

  const server = createServer((request, response) => {
    void (async () => {
      const input = await readJson(request);
      const invoked = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(request.url ?? '');
      if (invoked?.[1]) {
        const name = decodeURIComponent(invoked[1]);
        options
          .runWorker(name, input)
          .catch((error: unknown) => workerErrors.push(`${name}: ${String(error)}`));
        response.writeHead(202);
        response.end();
        return;
      }
      const target = String(request.headers['x-amz-target'] ?? '').replace(/^secretsmanager\./, '');
      secretsManager(target, input, response);
    })().catch((error: unknown) => answer(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretArn,
    workerErrors,
    startRotation: () => {
      const token = randomUUID();
      stages.set(token, ['AWSPENDING']);
      return token;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
