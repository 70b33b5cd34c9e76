import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { callerAddressOf } from '../src/http/caller-address';
import { withOriginVerify } from '../src/http/origin-verify';
import type { HttpEvent, LambdaHandler } from '../src/http/types';

const secret = 'a'.repeat(48);
const served: LambdaHandler = async () => ({ statusCode: 200, body: 'served' });
const request = (headers: Record<string, string>): HttpEvent => ({ headers }) as HttpEvent;
const context = {} as Context;

describe('requests that went around CloudFront', () => {
  it('are refused with 403 FORBIDDEN when the origin header is missing or wrong', async () => {
    const handler = withOriginVerify(served, secret);
    const refused: Record<string, string>[] = [
      {},
      { 'x-origin-verify': 'b'.repeat(48) },
      { 'x-origin-verify': secret.slice(1) },
    ];
    for (const headers of refused) {
      const answer = await handler(request(headers), context);
      expect(answer.statusCode).toBe(403);
      expect(JSON.parse(answer.body ?? '{}')).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('are served when CloudFront sent the secret', async () => {
    const answer = await withOriginVerify(served, secret)(request({ 'x-origin-verify': secret }), context);
    expect(answer).toEqual({ statusCode: 200, body: 'served' });
  });

  it('are all served where no secret is configured (local stack, direct API stages)', async () => {
    const answer = await withOriginVerify(served, undefined)(request({}), context);
    expect(answer.statusCode).toBe(200);
  });
});

describe('the address per-address limits count', () => {
  const event = (viewer?: string): HttpEvent =>
    ({
      headers: viewer === undefined ? {} : { 'cloudfront-viewer-address': viewer },
      requestContext: { http: { sourceIp: '130.176.0.1' } },
    }) as unknown as HttpEvent;

  it('is the browser CloudFront names, not the edge every browser behind it shares', () => {
    expect(callerAddressOf(event('198.51.100.10:46532'), true)).toBe('198.51.100.10');
    expect(callerAddressOf(event('2001:db8::1:46532'), true)).toBe('2001:db8::1');
  });

  it('ignores the header where requests may not have come through CloudFront, or when it is malformed', () => {
    expect(callerAddressOf(event('198.51.100.10:46532'), false)).toBe('130.176.0.1');
    expect(callerAddressOf(event('<script>:1'), true)).toBe('130.176.0.1');
    expect(callerAddressOf(event(), true)).toBe('130.176.0.1');
  });
});
