/**
 * The browser face of svclib, checked in a real headless Chromium: `consumer/web.ts` (xmlrpc, core
 * and managers) bundled by esbuild for the browser, served from one origin, calling the fake server
 * on another (so CORS is exercised), with the same results the Node run gets. Run by `.ci/run`
 * after it installs Debian's chromium; prints `browser: N passed, M failed` and exits non-zero on
 * any failure.
 *
 * @module
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { FAKE_API_KEY, FAKE_USERNAME, startFakeServer } from '@svclib/testing';
import { ROOT } from './packed.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Bundles the web consumer for the browser (ES module, no Node built-ins). */
async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [join(ROOT, 'tooling/runtimes/consumer/web.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@svclib/source'],
    logLevel: 'error',
  });
  const [file] = result.outputFiles;
  if (file === undefined) throw new Error('esbuild produced no bundle');
  return file.text;
}

/** Serves the page and the bundle on 127.0.0.1. */
async function servePage(script: string): Promise<{ url: string; server: Server }> {
  const page = '<!doctype html><meta charset="utf-8"><title>svclib</title><script type="module">import { webRun } from "./web.js"; window.webRun = webRun; document.title = "ready";</script>';
  const server = createServer((request, response) => {
    const [type, body] = request.url === '/web.js' ? ['text/javascript', script] : ['text/html', page];
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

const checks: { name: string; ok: boolean; detail: string }[] = [];
const fake = await startFakeServer();
const { url, server } = await servePage(await bundle());
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.waitForFunction(() => document.title === 'ready');
  const result = await page.evaluate(
    ([endpoint, username, apiKey]) =>
      (window as unknown as { webRun: (e: string, u: string, k: string) => Promise<Record<string, unknown>> }).webRun(endpoint, username, apiKey),
    [fake.url, FAKE_USERNAME, FAKE_API_KEY] as const,
  );
  const expected = { company: 'Fake Company Ltd.', guests: 5, errorKind: 'MethodNotFound', encoded: true };
  checks.push({ name: 'calls, a manager and a typed error from a page on another origin', ok: JSON.stringify(result) === JSON.stringify(expected), detail: JSON.stringify(result) });
  checks.push({ name: 'no error in the page', ok: errors.length === 0, detail: errors.join('; ') });
  const origins = new Set(fake.state.requests.map((request) => request.httpHeaders.origin));
  checks.push({ name: 'the calls crossed origins (CORS)', ok: origins.has(url.slice(0, -1)), detail: [...origins].join(', ') });
} finally {
  await browser.close();
  server.close();
  await fake.close();
}

for (const check of checks) console.log(`${check.ok ? '✓' : '✗'} browser: ${check.name}${check.ok ? '' : ` — got ${check.detail}`}`);
const failed = checks.filter((check) => !check.ok).length;
console.log(`browser: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
