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

/**
 * The codec, core and the managers run under a time zone far east of UTC (+12:45, +13:45 in its
 * summer), set in each test process before any test file is loaded: a date computed in local time
 * where UTC is meant (a zone serial, a decoded dateTime) then differs from 11:00 UTC on, and fails.
 * (`.ci/run` reruns them under `TZ=Asia/Kolkata` too.)
 */
const PINNED_TZ = 'Pacific/Chatham';
const pinnedZone = new Set(['packages/xmlrpc', 'packages/core', 'packages/managers']);

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
          ...(pinnedZone.has(root) ? { env: { TZ: PINNED_TZ } } : {}),
        },
      })),
      // The managers' tests again over the REST transport (their fixture reads SVC_TEST_TRANSPORT).
      {
        extends: true,
        test: {
          name: 'managers-rest',
          root: 'packages/managers',
          include: ['src/**/*.test.ts'],
          env: { SVC_TEST_TRANSPORT: 'rest', ...(pinnedZone.has('packages/managers') ? { TZ: PINNED_TZ } : {}) },
        },
      },
    ],
  },
});
