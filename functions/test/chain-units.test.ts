import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env';
import { AppError } from '../src/errors/app-error';
import { isDependencyUnavailable } from '../src/http/middleware/error-handler';
import { parseMultipartFile } from '../src/http/multipart';
import { createLogger } from '../src/logging/logger';
import { linesLoggedBy } from './support/logs';

const declared = {
  kind: 'multipart' as const,
  fileField: 'file',
  contentTypes: ['image/png'],
  maxBytes: 1000,
};
const form = (
  parts: { name: string; fileName?: string; type?: string; content: Buffer }[],
  boundary = 'XyZ',
) => {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.fileName ? `; filename="${part.fileName}"` : ''}\r\n` +
        (part.type ? `Content-Type: ${part.type}\r\n` : '') +
        '\r\n',
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
};
const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
  return undefined;
};

describe('multipart file parsing', () => {
  it('reads the declared file field byte for byte, binary included', () => {
    const content = Buffer.from([0, 13, 10, 45, 45, 255, 1]);
    const body = form([
      { name: 'note', content: Buffer.from('hello') },
      { name: 'file', fileName: 'me.png', type: 'image/png', content },
    ]);
    const file = parseMultipartFile(body, 'multipart/form-data; boundary=XyZ', declared);
    expect(file.fileName).toBe('me.png');
    expect(file.contentType).toBe('image/png');
    expect(file.bytes.equals(content)).toBe(true);
  });

  it('answers FILE_MISSING for an empty form or an empty file, FILE_TOO_LARGE past the limit', () => {
    const type = 'multipart/form-data; boundary=XyZ';
    expect(codeOf(() => parseMultipartFile(form([]), type, declared))).toBe('FILE_MISSING');
    expect(
      codeOf(() => parseMultipartFile(form([{ name: 'file', content: Buffer.alloc(0) }]), type, declared)),
    ).toBe('FILE_MISSING');
    expect(
      codeOf(() => parseMultipartFile(form([{ name: 'file', content: Buffer.alloc(1001) }]), type, declared)),
    ).toBe('FILE_TOO_LARGE');
  });

  it('refuses a body that is not a multipart form', () => {
    expect(codeOf(() => parseMultipartFile(Buffer.from('{}'), 'application/json', declared))).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});

describe('structured logs', () => {
  it('redacts secrets at any depth and keeps the rest', () => {
    const logger = createLogger();
    const lines = linesLoggedBy(() =>
      logger.info('sign-up', {
        email: 'ada@example.com',
        body: { password: 'correct horse', nested: { refreshToken: 'abc', passwordHash: 'h' } },
        headers: { authorization: 'Bearer xyz' },
      }),
    );
    const line = lines[0] ?? '';
    expect(line).not.toMatch(/correct horse|abc|Bearer xyz|"h"/);
    expect(JSON.parse(line)).toMatchObject({ level: 'INFO', message: 'sign-up', email: 'ada@example.com' });
  });

  it('drops lines below the configured level', () => {
    const logger = createLogger({ level: 'warn' });
    const lines = linesLoggedBy(() => {
      logger.info('quiet');
      logger.error('loud');
    });
    expect(lines).toHaveLength(1);
  });
});

describe('environment settings', () => {
  const complete = {
    TABLE_NAME: 't',
    UPLOADS_BUCKET: 'u',
    GUIDELINES_BUCKET: 'g',
    REPORTS_BUCKET: 'r',
    JWT_KEYS: JSON.stringify({ currentKid: 'k1', current: 's'.repeat(32) }),
  };

  it('names every missing required variable', () => {
    expect(() => parseEnv({ UPLOADS_BUCKET: 'u' })).toThrow(
      /TABLE_NAME is required.*GUIDELINES_BUCKET is required/,
    );
  });

  it('names an invalid value', () => {
    expect(() => parseEnv({ ...complete, DYNAMODB_ENDPOINT: 'nope' })).toThrow(
      /DYNAMODB_ENDPOINT is invalid/,
    );
  });

  it('needs signing keys, given directly or as a secret ARN', () => {
    const { JWT_KEYS: _keys, ...withoutKey } = complete;
    expect(() => parseEnv(withoutKey)).toThrow(/JWT_KEYS or JWT_SECRET_ARN is required/);
    expect(() => parseEnv({ ...withoutKey, JWT_KEYS: 's'.repeat(32) })).toThrow(/JWT_KEYS is invalid/);
    expect(() =>
      parseEnv({ ...withoutKey, JWT_KEYS: JSON.stringify({ currentKid: 'k1', current: 'short' }) }),
    ).toThrow(/JWT_KEYS is invalid/);
    expect(
      parseEnv({ ...withoutKey, JWT_SECRET_ARN: 'arn:aws:secretsmanager:x' }).JWT_SECRET_ARN,
    ).toBeDefined();
  });

  it('fills defaults for optional settings', () => {
    expect(parseEnv(complete)).toMatchObject({ STAGE: 'local', LOG_LEVEL: 'info' });
  });
});

describe('dependency failures', () => {
  it('recognises a refused connection or a throttle as unavailable, a bug as not', () => {
    expect(isDependencyUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(
      isDependencyUnavailable(
        new Error('x', { cause: Object.assign(new Error('y'), { code: 'ECONNRESET' }) }),
      ),
    ).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error('x'), { name: 'ThrottlingException' }))).toBe(
      true,
    );
    expect(isDependencyUnavailable(new TypeError('undefined is not a function'))).toBe(false);
  });
});
