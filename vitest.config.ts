import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './contracts', environment: 'node', include: ['src/**/__tests__/**/*.test.ts'] } },
      {
        test: {
          name: 'functions',
          root: './functions',
          environment: 'node',
          include: ['src/**/__tests__/**/*.test.ts'],
          exclude: ['src/platform/__tests__/config.test.ts'],
          // API tests start the local host (Azurite, Cosmos server, SMTP) in-process; give them room on 2 cores.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
          // One process for every file: the app, Azurite and the Cosmos server are imported once instead of once per
          // file (about a third of the suite's CPU time on 2 cores); each file still starts and stops its own host.
          isolate: false,
        },
      },
      // config.test.ts mocks @azure/identity and rewrites process.env: it keeps a process of its own.
      { test: { name: 'functions-config', root: './functions', environment: 'node', include: ['src/platform/__tests__/config.test.ts'] } },
      // isolate: false: the test files share one module graph per worker instead of importing Fluent UI again for each
      // file (about a minute of the run on 2 cores); src/test/setup.ts resets what modules keep between tests.
      { extends: './web/vite.config.ts', test: { name: 'web', root: './web', environment: 'jsdom', isolate: false, include: ['src/**/__tests__/**/*.test.{ts,tsx}'], setupFiles: ['./src/test/setup.ts'] } },
      { test: { name: 'infra', root: './infra', environment: 'node', include: ['__tests__/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
