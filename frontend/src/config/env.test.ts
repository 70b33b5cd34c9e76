import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, readEnv } from './env';

describe('the API base URL', () => {
  it('is the own origin under /api in a production build without VITE_API_URL', () => {
    expect(readEnv({ PROD: true }).apiUrl).toBe('/api');
  });

  it('is the local gateway for the dev server', () => {
    expect(readEnv({ PROD: false }).apiUrl).toBe(DEFAULT_API_URL);
  });

  it('takes an absolute URL or a path on the own origin, without a trailing slash', () => {
    expect(readEnv({ PROD: true, VITE_API_URL: 'https://api.acme.example.com/' }).apiUrl).toBe(
      'https://api.acme.example.com',
    );
    expect(readEnv({ PROD: true, VITE_API_URL: '/api/' }).apiUrl).toBe('/api');
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => readEnv({ VITE_API_URL: 'api' })).toThrow(/VITE_API_URL/);
    expect(() => readEnv({ VITE_API_URL: '//evil.example.com' })).toThrow(/VITE_API_URL/);
  });
});
