import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { onClosedPipe } from './closed-pipe.js';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('a closed output pipe (svclib-sample | head -1)', () => {
  it('exits with status 0 and prints nothing on stderr', async () => {
    const child = spawn(process.execPath, ['--conditions=@svclib/source', '--import', 'tsx', MAIN], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_OPTIONS: '', SVC_USERNAME: '', SVC_API_KEY: '' },
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    // Like `head -1`: read the first chunk, then close our end of the pipe.
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', (exitCode) => resolve(exitCode)));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('rethrows other stream errors and calls back once', () => {
    const listeners: ((error: Error) => void)[] = [];
    let calls = 0;
    onClosedPipe({ on: (_event, listener) => listeners.push(listener) }, () => (calls += 1));
    const epipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    listeners[0]!(epipe);
    listeners[0]!(epipe);
    expect(calls).toBe(1);
    expect(() => listeners[0]!(Object.assign(new Error('boom'), { code: 'EIO' }))).toThrow('boom');
  });
});
