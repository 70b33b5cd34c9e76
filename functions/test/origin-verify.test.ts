import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
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
