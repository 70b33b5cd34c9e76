import { describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env';
import { AppError } from '../src/errors/app-error';
import { isDependencyUnavailable } from '../src/http/middleware/error-handler';
import { parseMultipartFile } from '../src/http/multipart';
import { createLogger } from '../src/logging/logger';
import { linesLoggedBy } from './support/logs';
import { requiredSettings } from './support/stage-settings';

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
const codeOf = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
  return undefined;
};

describe('multipart file parsing', () => {
  const type = 'multipart/form-data; boundary=XyZ';

  it('reads the declared file field byte for byte, binary included', async () => {
    const content = Buffer.from([0, 13, 10, 45, 45, 255, 1]);
    const body = form([
      { name: 'note', content: Buffer.from('hello') },
      { name: 'file', fileName: 'me.png', type: 'image/png', content },
    ]);
    const file = await parseMultipartFile(body, type, declared);
    expect(file.fileName).toBe('me.png');
    expect(file.contentType).toBe('image/png');
    expect(file.bytes.equals(content)).toBe(true);
  });

  it('answers FILE_MISSING for an empty form or an empty file, FILE_TOO_LARGE past the limit', async () => {
    expect(await codeOf(() => parseMultipartFile(form([]), type, declared))).toBe('FILE_MISSING');
    expect(
      await codeOf(() =>
        parseMultipartFile(form([{ name: 'file', content: Buffer.alloc(0) }]), type, declared),
      ),
    ).toBe('FILE_MISSING');
    expect(
      await codeOf(() =>
        parseMultipartFile(form([{ name: 'file', content: Buffer.alloc(1001) }]), type, declared),
      ),
    ).toBe('FILE_TOO_LARGE');
  });

  it('keeps a file of exactly the limit whole, even where it holds the boundary mid-line', async () => {
    const content = Buffer.alloc(declared.maxBytes, 'a');
    content.write('--XyZ', 500);
    const file = await parseMultipartFile(form([{ name: 'file', content }]), type, declared);
    expect(file.bytes.equals(content)).toBe(true);
  });

  it('answers FILE_MISSING for a form cut off before its end', async () => {
    const whole = form([{ name: 'file', fileName: 'a.png', content: Buffer.from('abc') }]);
    const cut = whole.subarray(0, whole.indexOf('--XyZ--'));
    expect(await codeOf(() => parseMultipartFile(cut, type, declared))).toBe('FILE_MISSING');
  });

  it('reads file names as browsers and RFC 7578 write them: UTF-8, escaped quotes, filename*', async () => {
    const nameOf = async (disposition: string) => {
      const body = Buffer.from(
        `--XyZ\r\nContent-Disposition: form-data; ${disposition}\r\n\r\nabc\r\n--XyZ--\r\n`,
      );
      return (await parseMultipartFile(body, type, declared)).fileName;
    };
    expect(await nameOf('name="file"; filename="Größe.png"')).toBe('Größe.png');
    expect(await nameOf('name="file"; filename="a\\"b.png"')).toBe('a"b.png');
    expect(await nameOf('name="file"; filename*=UTF-8\'\'%C3%A9t%C3%A9.png')).toBe('été.png');
    expect(await nameOf('name="file"')).toBe('upload');
  });

  it('refuses a body that is not a multipart form, or a form without its boundary', async () => {
    expect(await codeOf(() => parseMultipartFile(Buffer.from('{}'), 'application/json', declared))).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(
      await codeOf(() => parseMultipartFile(Buffer.from('garbage'), 'multipart/form-data', declared)),
    ).toBe('UNSUPPORTED_MEDIA_TYPE');
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
  const complete = requiredSettings;

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
