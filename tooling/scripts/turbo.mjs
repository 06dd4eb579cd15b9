#!/usr/bin/env node
// turbo with its telemetry off (no banner, nothing sent), the same on every platform:
// `node tooling/scripts/turbo.mjs run build …` is `turbo run build …`.
import { spawnSync } from 'node:child_process';

const result = spawnSync('turbo', process.argv.slice(2), {
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
