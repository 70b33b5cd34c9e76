import { describe, expect, it } from 'vitest';
import { firstLoadJsOverCap } from '../src/bench/web-budget';

describe("the login page's first-load JavaScript cap", () => {
  it('names /login when its scripts weigh more than 150 KB gzip', () => {
    expect(firstLoadJsOverCap([{ path: '/login', firstLoadJsGzipKb: 160.04 }])).toEqual([
      '/login: first-load JS 160.0 KB gzip, over its cap of 150 KB',
    ]);
  });

  it('holds at 150 KB, and caps no other page', () => {
    expect(
      firstLoadJsOverCap([
        { path: '/login', firstLoadJsGzipKb: 150 },
        { path: '/dashboard', firstLoadJsGzipKb: 210 },
      ]),
    ).toEqual([]);
  });
});
