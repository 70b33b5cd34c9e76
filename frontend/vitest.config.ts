import { defineConfig } from 'vitest/config';
import { appPlugins } from './vite.config.ts';

// The router plugin stays out: tests render components, and regenerating the route tree from a
// test run would race with a running dev server.
export default defineConfig({
  root: import.meta.dirname,
  plugins: appPlugins({ router: false }),
  test: {
    name: 'frontend',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
  },
});
