import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { API_PRIVATE_ENDPOINT, API_PUBLIC_ENDPOINT } from '@svclib/core';
import { FAKE_API_KEY, FAKE_USERNAME } from '@svclib/testing';
import { expect, it } from 'vitest';

import { referenceTable } from '../reference-table.js';

// `config setup` asks for username, API key and endpoint (the answers come on stdin here), checks
// them with Account.getCurrentUser, and only then writes the file. The endpoint answer defaults to
// `--endpoint` (the fake server's URL).
//
// The fourth answer is the timeout (empty: keep the current one, or none).
//
// Not ported: test_sso_login (slcli's IBMid single sign-on; svc refuses `--auth sso`, see below), and the
// theme answer of test_setup (svc has no themes).
const home = mkdtempSync(join(tmpdir(), 'svc-config-reference-'));
const CONFIG = join(home, 'svclib.conf');
const CANCELLED = join(home, 'cancelled.conf');
const TIMED = join(home, 'timed.conf');
const ENV = { HOME: home };
/** A proxy nobody listens on: a check call to the standard endpoints fails at once, on this machine. */
const DEAD_PROXY = { HOME: home, HTTPS_PROXY: 'http://127.0.0.1:9', https_proxy: 'http://127.0.0.1:9' };

referenceTable('config (slcli tests/CLI/modules/config_tests.py)', [
  {
    test: 'test_show',
    args: ['config', 'show', '--format', 'json'],
    env: ENV,
    exit: 0,
    stdout: '"api_key": "******** (set)"',
    notCalled: ['Account.getCurrentUser'],
  },
  {
    test: 'test_setup',
    args: [`--config=${CONFIG}`, 'config', 'setup'],
    env: ENV,
    input: `${FAKE_USERNAME}\n${FAKE_API_KEY}\n\n\n`,
    exit: 0,
    calls: [{ service: 'Account', method: 'getCurrentUser', mask: 'id,username' }],
  },
  {
    test: 'test_setup (-a classic_key)',
    args: [`--config=${CONFIG}`, 'config', 'setup', '-a', 'classic_key'],
    env: ENV,
    input: '\n\n\n\n',
    exit: 0,
    calls: [{ service: 'Account', method: 'getCurrentUser' }],
  },
  {
    test: 'test_setup_float_timeout',
    args: [`--config=${TIMED}`, 'config', 'setup'],
    env: ENV,
    input: `${FAKE_USERNAME}\n${FAKE_API_KEY}\n\n10.0\n`,
    exit: 0,
    stdout: 'timeout',
    calls: [{ service: 'Account', method: 'getCurrentUser', mask: 'id,username' }],
  },
  {
    // Not an slcli test: an empty answer keeps the timeout of the file (the prompt shows it).
    test: 'setup.py (timeout kept)',
    args: [`--config=${TIMED}`, 'config', 'setup'],
    env: ENV,
    input: '\n\n\n\n',
    exit: 0,
    stderr: 'Timeout in seconds, 0 for none [10]',
    calls: [{ service: 'Account', method: 'getCurrentUser' }],
  },
  {
    // slcli's int(float(answer)) fails on a word; svc refuses it as a usage error before any call or write.
    test: 'setup.py (a bad timeout)',
    args: [`--config=${CANCELLED}`, 'config', 'setup'],
    env: ENV,
    input: `${FAKE_USERNAME}\n${FAKE_API_KEY}\n\nsoon\n`,
    exit: 2,
    stderr: "Timeout: expected a non-negative number of seconds, got 'soon'",
    notCalled: ['Account.getCurrentUser'],
  },
  {
    test: 'test_setup_cancel',
    args: [`--config=${CANCELLED}`, 'config', 'setup'],
    env: ENV,
    input: '',
    exit: 2,
    notCalled: ['Account.getCurrentUser'],
  },
  {
    test: 'test_sso_login (svc: --auth sso is refused by name)',
    args: [`--config=${CANCELLED}`, 'config', 'setup', '--auth', 'sso'],
    env: ENV,
    input: `${FAKE_USERNAME}\n${FAKE_API_KEY}\n\n\n`,
    exit: 2,
    stderr: 'classic_key',
    notCalled: ['Account.getCurrentUser'],
  },
  {
    test: 'test_get_endpoint (private)',
    args: [`--config=${CANCELLED}`, 'config', 'setup'],
    env: DEAD_PROXY,
    input: `${FAKE_USERNAME}\n${FAKE_API_KEY}\nprivate\n\n`,
    exit: 1,
    stderr: API_PRIVATE_ENDPOINT.replace(/\/$/, ''),
  },
  {
    test: 'test_get_endpoint (public)',
    args: [`--config=${CANCELLED}`, 'config', 'setup'],
    env: DEAD_PROXY,
    input: `${FAKE_USERNAME}\n${FAKE_API_KEY}\npublic\n\n`,
    exit: 1,
    stderr: API_PUBLIC_ENDPOINT.replace(/\/$/, ''),
  },
  {
    test: 'test_github_1074 (an endpoint URL answered as is)',
    args: [`--config=${CANCELLED}`, 'config', 'setup'],
    env: DEAD_PROXY,
    input: `${FAKE_USERNAME}\n${FAKE_API_KEY}\nhttps://test-endpoint.vendor.example/xmlrpc/v3.1\n\n`,
    exit: 1,
    stderr: 'https://test-endpoint.vendor.example/xmlrpc/v3.1',
  },
]);

it('test_setup: the file holds the section, the username, the key and the endpoint (mode 0600)', () => {
  const text = readFileSync(CONFIG, 'utf8');
  expect(text).toContain('[svclib]');
  expect(text).toContain(`username=${FAKE_USERNAME}`);
  expect(text).toContain(`api_key=${FAKE_API_KEY}`);
  expect(text).toMatch(/endpoint_url=http:\/\/127\.0\.0\.1:\d+\/xmlrpc\/v3\.1/);
  expect(statSync(CONFIG).mode & 0o777).toBe(0o600);
});

it('test_setup_float_timeout: the timeout is written in whole seconds, and kept by an empty answer', () => {
  const text = readFileSync(TIMED, 'utf8');
  expect(text).toContain('timeout=10\n');
  expect(text).not.toContain('timeout=10.0');
  expect(statSync(TIMED).mode & 0o777).toBe(0o600);
});

it('test_setup_cancel: nothing was written', () => {
  expect(() => statSync(CANCELLED)).toThrow();
});
