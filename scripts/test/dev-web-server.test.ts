import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The browser journeys run on the production build (`dev.ts --built-web`, decision 063), so this
 * keeps `npm run dev`'s own web server honest: Vite's dev server serves the page, compiles the
 * entry and a route's split component, and points the app at the dev stack's API.
 */
const frontend = fileURLToPath(new URL('../../frontend/', import.meta.url));
const apiUrl = 'http://localhost:3999';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

let origin = '';
let stop = () => {};

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  const vite = spawn('npx', ['vite', '--port', String(port), '--strictPort'], {
    cwd: frontend,
    env: { ...process.env, VITE_API_URL: apiUrl },
    detached: true,
    stdio: 'ignore',
  });
  stop = () => {
    if (vite.pid !== undefined) process.kill(-vite.pid, 'SIGTERM');
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answered = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`Vite's dev server did not answer on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 90_000);

afterAll(() => stop());

describe("npm run dev's web server", () => {
  it('serves the page with its app shell and the entry as a module', async () => {
    const page = await (await fetch(`${origin}/login`)).text();
    expect(page).toContain('data-app-shell');
    expect(page).toMatch(/<script type="module" src="\/src\/main\.tsx/);
  });

  it('compiles the entry and a route’s split component, the app calling the dev API', async () => {
    const entry = await fetch(`${origin}/src/main.tsx`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).not.toMatch(/<\w+[^>]*\/>/); // JSX compiled away
    const guidelines = await fetch(`${origin}/src/routes/_auth/guidelines.tsx?tsr-split=component`);
    expect(guidelines.status).toBe(200);
    expect(await guidelines.text()).toContain('export');
    const api = await (await fetch(`${origin}/src/app/api.ts`)).text();
    expect(api).toContain(apiUrl);
  }, 60_000);
});
