import { Client as CoreClient } from '@svclib/core';
import type { ClientOptions } from '@svclib/core';
import type { FakeServer, RecordedRequest } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import { Client as ApiClient } from './api.js';
import { Client } from './index.js';
import type { LegacyClientConstructor, LegacyClientOptions } from './index.js';
import { codeBlocks, runSnippet, useFakeServer } from './test-support.js';

let server: FakeServer;
useFakeServer((started) => {
  server = started;
});

/** A 2.x constructor that points at the fake server unless the snippet says otherwise. */
function legacyAtServer(Base: LegacyClientConstructor): LegacyClientConstructor {
  return function (first?: unknown, ...rest: unknown[]) {
    if (first !== null && typeof first === 'object') {
      return new Base({ endpointUrl: server.url, ...(first as LegacyClientOptions) });
    }
    const positional = [first, ...rest];
    positional[4] ??= server.url;
    return new (Base as unknown as new (...args: unknown[]) => unknown)(...positional);
  } as unknown as LegacyClientConstructor;
}

/** The core constructor, pointing at the fake server unless the snippet says otherwise. */
function coreAtServer(options: ClientOptions = {}): CoreClient {
  return new CoreClient({ endpointUrl: server.url, ...options });
}

const modules = {
  '@svclib/compat-v2': { Client: legacyAtServer(Client) },
  '@svclib/compat-v2/API': { Client: legacyAtServer(ApiClient) },
  '@svclib/core': { Client: function (options?: ClientOptions) { return coreAtServer(options); } },
};

/** What a snippet sent: every request the fake server decoded while it ran. */
async function requestsOf(code: string): Promise<RecordedRequest[]> {
  server.state.requests.length = 0;
  await runSnippet(code, modules);
  return server.state.requests.splice(0);
}

// The 2.x code ("Before") is JavaScript, as 2.x scripts were; the 3.x code ("After") is TypeScript.
const blocks = codeBlocks('MIGRATING.md', '(?:js|ts)');
const rows = [...new Set(blocks.map((block) => block.heading))].map((heading) => ({
  heading,
  code: blocks.filter((block) => block.heading === heading).map((block) => block.code),
}));

describe('MIGRATING.md', () => {
  it('has a before/after pair for each of the 10 rows of the old-to-new table', () => {
    expect(rows.map((row) => row.heading.replace(/\..*/, ''))).toEqual(
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    );
    for (const row of rows) expect(row.code, row.heading).toHaveLength(2);
    expect(rows[0]!.code[0]).toContain("from '@svclib/compat-v2/API'");
    for (const row of rows) expect(row.code[1], row.heading).toContain("from '@svclib/core'");
  });

  it.each(rows.map((row) => [row.heading, row.code[0]!, row.code[1]!]))(
    '%s: the before and after code send the same requests',
    async (_heading, before, after) => {
      const sentBefore = await requestsOf(before);
      const sentAfter = await requestsOf(after);
      expect(sentBefore.length).toBeGreaterThan(0);
      expect(sentAfter).toEqual(sentBefore);
    },
  );
});
