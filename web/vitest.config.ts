import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The edge tests: each file starts its own servers and loads the machine on purpose, so files run
// one at a time, and a test may take a minute (a 40 s bound and 50,000 requests).
const edge = { environment: 'node', testTimeout: 180_000, hookTimeout: 60_000, fileParallelism: false } as const;
// The edge files that spend most of their time waiting out the server's timeouts (20 s of grace,
// a 40 s bound) with the machine idle: `make test` runs them first, beside the Rust tests.
const EDGE_TIMEOUTS = ['edge/connections.edge.ts', 'edge/bodies.edge.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['e2e/**/*.e2e.ts'],
            globalSetup: ['e2e/global-setup.ts'],
            setupFiles: ['e2e/setup-browser.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            // Two workers, each with its own server (`e2e/global-setup.ts`) and running its files
            // one at a time with a Chromium per file: a browser test waits on the page much of the
            // time, so two at once use the machine's two cores where one left them half idle
            // (three took longer than two, and a third more CPU).
            maxWorkers: 2,
            // A test that fails is run once more before the run fails, and the report names it
            // either way: a browser test can lose a race with a slow machine that no user would.
            retry: 1,
          },
        },
        {
          extends: true,
          test: {
            name: 'edge',
            include: ['edge/**/*.edge.ts'],
            exclude: [...configDefaults.exclude, ...EDGE_TIMEOUTS],
            ...edge,
          },
        },
        {
          extends: true,
          test: { name: 'edge-timeouts', include: EDGE_TIMEOUTS, ...edge },
        },
      ],
    },
  }),
);
