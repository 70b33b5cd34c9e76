import type { Reply } from './types';

export const json = <Body>(body: Body, status = 200, headers?: Record<string, string>): Reply<Body> => ({
  kind: 'json',
  status,
  body,
  ...(headers ? { headers } : {}),
});

export const file = (bytes: Buffer, contentType: string, headers?: Record<string, string>): Reply<never> => ({
  kind: 'file',
  bytes,
  contentType,
  ...(headers ? { headers } : {}),
});
