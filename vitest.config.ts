import { defineConfig } from 'vitest/config';

/**
 * The functions API tests run in two processes side by side, each taking its files one after another: much of their
 * time is spent waiting on their local host (queues, leases, polling), so the halves overlap on 2 cores. Each file
 * starts its own host on ephemeral ports with in-memory services, so nothing is shared between them. The halves
 * are areas of about the same measured time (fresh-clone CI, session 7).
 */
const functionsB = ['documents', 'metadata', 'contacts', 'audit', 'suppliers', 'disputes'].map((area) => `src/${area}/**/__tests__/**/*.test.ts`);
const functionsHalves = [
  { name: 'functions', include: ['src/**/__tests__/**/*.test.ts'], exclude: functionsB },
  { name: 'functions-b', include: functionsB, exclude: [] },
];

/**
 * Files run VITEST_MAX_WORKERS at a time (default 3). Vitest's own default is one less than the cores, so 1 on this
 * 2-core machine: every file ran after the previous one although the API tests spend most of their time waiting on
 * their host. Every project has the same maxWorkers (vitest refuses different ones in one group).
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || 3;

export default defineConfig({
  test: {
    maxWorkers,
    // Each project repeats it: a project that extends another config (web) does not inherit the root's.
    projects: [
      { test: { name: 'contracts', maxWorkers, root: './contracts', environment: 'node', include: ['src/**/__tests__/**/*.test.ts'] } },
      ...functionsHalves.map((half) => ({
        test: {
          name: half.name,
          maxWorkers,
          root: './functions',
          environment: 'node' as const,
          include: half.include,
          exclude: ['src/platform/__tests__/config.test.ts', ...half.exclude],
          // API tests start the local host (Azurite, Cosmos server, SMTP) in-process; give them room on 2 cores.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks' as const,
          // Workers are reused across files (isolate: false): the app, Azurite and the Cosmos server are imported once
          // per worker instead of once per file (about a third of the suite's CPU time on 2 cores); each file still
          // starts and stops its own host on ephemeral ports, so two files of a half can run at the same time.
          isolate: false,
        },
      })),
      // config.test.ts mocks @azure/identity and rewrites process.env: it keeps a process of its own.
      { test: { name: 'functions-config', maxWorkers, root: './functions', environment: 'node', include: ['src/platform/__tests__/config.test.ts'] } },
      // isolate: false: the test files share one module graph per worker instead of importing Fluent UI again for each
      // file (about a minute of the run on 2 cores); src/test/setup.ts resets what modules keep between tests.
      { extends: './web/vite.config.ts', test: { name: 'web', maxWorkers, root: './web', environment: 'jsdom', isolate: false, include: ['src/**/__tests__/**/*.test.{ts,tsx}'], setupFiles: ['./src/test/setup.ts'] } },
      { test: { name: 'infra', maxWorkers, root: './infra', environment: 'node', include: ['__tests__/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
});
