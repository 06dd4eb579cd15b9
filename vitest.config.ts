import { defineConfig } from 'vitest/config';

/** Packages and apps whose tests run in one vitest process (one total for CI). */
const projects = [
  'packages/model',
  'packages/xmlrpc',
  'packages/core',
  'packages/testing',
  'packages/managers',
  'packages/compat-v2',
  'apps/sample',
  'apps/cli',
  'tooling/runtimes',
];

/** Per-project extras: the CLI tests build the `svc` binary once before they start. */
const globalSetup: Record<string, string[]> = { 'apps/cli': ['test/build-bin.ts'] };

// The `@svclib/source` export condition makes workspace imports resolve to `src/*.ts`,
// so tests run on sources without a prior build.
const conditions = ['@svclib/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      ...projects.map((root) => ({
        extends: true,
        test: {
          name: root.split('/').pop(),
          root,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: globalSetup[root] ?? [],
        },
      })),
      // The managers' tests again over the REST transport (their fixture reads SVC_TEST_TRANSPORT).
      {
        extends: true,
        test: { name: 'managers-rest', root: 'packages/managers', include: ['src/**/*.test.ts'], env: { SVC_TEST_TRANSPORT: 'rest' } },
      },
    ],
  },
});
