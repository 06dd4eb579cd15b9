/**
 * The environment every `svc` run in the tests shares, spawned or in-process.
 *
 * @module
 */

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { FAKE_API_KEY, FAKE_USERNAME } from '@svclib/testing';

/** A home directory of its own, so no real `~/.svclib` is read. */
export const HOME = mkdtempSync(join(tmpdir(), 'svc-home-'));

/** The fake server's demo credentials, as `svc` reads them from the environment. */
export const DEMO_ENV: Readonly<Record<string, string>> = { SVC_USERNAME: FAKE_USERNAME, SVC_API_KEY: FAKE_API_KEY };
