#!/usr/bin/env node
/**
 * The `svc` executable: runs {@link run} on `process.argv`, waits until everything written to stdout
 * and stderr has reached the reader, and exits with its status. When stdout is closed early
 * (`svc … | head -1`), it exits quietly with status 0; when stderr is (`svc -v … 2>&1 | head -1`),
 * the progress and trace lines meant for it are dropped and the run goes on, as quietly.
 *
 * @module
 */

import { run } from './program.js';

/** Resolves once every earlier write to `stream` is handed to the system (pipes on POSIX are asynchronous). */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed || stream.writableEnded) {
      resolve();
      return;
    }
    // Writes complete in order, so this callback runs after all earlier ones; an error (EPIPE) ends it too.
    stream.write('', () => resolve());
  });
}

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.stderr.on('error', (error: NodeJS.ErrnoException) => {
  // The reader of stderr is gone: nothing more can be said there, and the run is not the worse for it.
  if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') return;
  throw error;
});

const code = await run(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin });
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
