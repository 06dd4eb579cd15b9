#!/usr/bin/env node
/**
 * The `svc` executable: runs {@link run} on `process.argv` and exits with its status. When stdout is
 * closed early (`svc … | head -1`), it exits quietly with status 0.
 *
 * @module
 */

import { run } from './program.js';

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const code = await run(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin });
process.exit(code);
