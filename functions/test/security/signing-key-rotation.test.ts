import { SecretsManagerClient, PutSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSigningKeyDocument } from '../../src/config/signing-key-document';
import { secretVersions } from '../../src/data/aws/secrets';
import { generateSigningKey, rotateSigningKeys } from '../../src/security/rotate-signing-keys';
import { fakeSecret } from '../support/fake-secrets-manager';

const secretId = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:recyclens-test-jwt';
const stub = mockClient(SecretsManagerClient);
const client = new SecretsManagerClient({ region: 'eu-central-1' });
afterEach(() => stub.reset());

const initial = JSON.stringify({ currentKid: 'initial', current: 'a'.repeat(64) });

describe('rotating the access-token signing keys (Secrets Manager rotation function)', () => {
  it('makes a new current key and keeps the old one as the previous, dropping the one before', async () => {
    const secret = fakeSecret(stub, secretId, initial);
    const first = generateSigningKey(new Date('2026-11-25T00:00:00Z'));
    await secret.rotate(secretVersions, first);
    expect(parseSigningKeyDocument(secret.current())).toEqual({
      currentKid: first.kid,
      current: first.secret,
      previousKid: 'initial',
      previous: 'a'.repeat(64),
    });
    const second = generateSigningKey();
    await secret.rotate(secretVersions, second);
    const document = parseSigningKeyDocument(secret.current());
    expect(document).toMatchObject({ currentKid: second.kid, previousKid: first.kid });
    expect(JSON.stringify(document)).not.toContain('a'.repeat(64));
  });

  it('generates 384-bit keys with distinct ids named after the day', () => {
    const keys = Array.from({ length: 20 }, () => generateSigningKey(new Date('2026-11-25T10:00:00Z')));
    expect(new Set(keys.map((key) => key.kid)).size).toBe(20);
    for (const key of keys) {
      expect(key.kid).toMatch(/^2026-11-25-[0-9a-f]{8}$/);
      expect(Buffer.from(key.secret, 'base64url')).toHaveLength(48);
    }
  });

  it('makes one key only when Secrets Manager runs createSecret again after a failure', async () => {
    fakeSecret(stub, secretId, initial).startPending('retried');
    const event = { Step: 'createSecret', SecretId: secretId, ClientRequestToken: 'retried' } as const;
    await rotateSigningKeys(secretVersions, event);
    await rotateSigningKeys(secretVersions, event);
    expect(stub.commandCalls(PutSecretValueCommand)).toHaveLength(1);
  });

  it('starts a key document from the plain key of an older release, keeping nothing of it', async () => {
    const secret = fakeSecret(stub, secretId, 'x'.repeat(64));
    const key = generateSigningKey();
    await secret.rotate(secretVersions, key);
    expect(parseSigningKeyDocument(secret.current())).toEqual({ currentKid: key.kid, current: key.secret });
  });

  it('refuses to finish a rotation whose pending value is not a key document', async () => {
    const secret = fakeSecret(stub, secretId, initial);
    secret.startPending('broken');
    await client.send(
      new PutSecretValueCommand({
        SecretId: secretId,
        ClientRequestToken: 'broken',
        SecretString: '{"currentKid":"k2","current":"too short"}',
        VersionStages: ['AWSPENDING'],
      }),
    );
    await expect(
      rotateSigningKeys(secretVersions, {
        Step: 'testSecret',
        SecretId: secretId,
        ClientRequestToken: 'broken',
      }),
    ).rejects.toThrow(/not a signing-key document/);
    expect(parseSigningKeyDocument(secret.current())?.currentKid).toBe('initial');
  });

  it('does nothing for a version that is already current, and refuses one that is not pending', async () => {
    const secret = fakeSecret(stub, secretId, initial);
    await rotateSigningKeys(secretVersions, {
      Step: 'finishSecret',
      SecretId: secretId,
      ClientRequestToken: 'v0',
    });
    expect(secret.stagesOf('v0')).toEqual(['AWSCURRENT']);
    await expect(
      rotateSigningKeys(secretVersions, {
        Step: 'createSecret',
        SecretId: secretId,
        ClientRequestToken: 'unknown',
      }),
    ).rejects.toThrow(/not a version/);
  });
});
