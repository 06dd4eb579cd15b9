import * as testing from '@svclib/testing';
import type { FakeServer, FakeServerOptions } from '@svclib/testing';
import { describe, expect, it } from 'vitest';
import * as compat from './index.js';
import { codeBlocks, listenForWarnings, runSnippet } from './test-support.js';

const warnings = listenForWarnings();

describe('the 2.x script of README.md', () => {
  it('runs end to end, unchanged, and sends what 2.x sent', async () => {
    const [script] = codeBlocks('README.md', 'js');
    expect(script?.heading).toBe('A 2.x script, unchanged');
    let server: FakeServer | undefined;
    const startFakeServer = async (options?: FakeServerOptions): Promise<FakeServer> => {
      server = await testing.startFakeServer(options);
      return server;
    };

    await runSnippet(script!.code, {
      '@svclib/compat-v2': compat,
      '@svclib/testing': { ...testing, startFakeServer },
    });

    const sent = server!.state.requests;
    const auth = { username: testing.FAKE_USERNAME, apiKey: testing.FAKE_API_KEY };
    expect(sent.map((request) => `${request.service}.${request.method}`)).toEqual([
      'Vendor_Account.getVirtualGuests',
      'Vendor_Ticket.getObject',
      'Vendor_Ticket.addUpdate',
    ]);
    expect(sent[0]!.headers).toEqual({
      authenticate: auth,
      Vendor_ObjectMask: { mask: 'mask[id, hostname, domain]' },
      resultLimit: { limit: 5, offset: 0 },
    });
    for (const request of sent.slice(1)) {
      expect(request.headers).toEqual({
        authenticate: auth,
        Vendor_TicketInitParameters: { id: 300001 },
        Vendor_TicketObjectMask: { mask: { id: true, createDate: true } },
      });
    }
    expect(sent[2]!.args).toEqual([{ entry: 'Checked from a 2.x script.' }]);

    await warnings.settle();
    expect(warnings.seen.map((warning) => warning.code).sort()).toEqual(
      [
        'SVCLIB_DEP_POSITIONAL_CLIENT',
        'SVCLIB_DEP_SET_OBJECT_MASK',
        'SVCLIB_DEP_SET_RESULT_LIMIT',
        'SVCLIB_DEP_CLIENT_METHOD',
        'SVCLIB_DEP_SERVICE_NAME',
        'SVCLIB_DEP_CLIENT_ID',
        'SVCLIB_DEP_ADD_HEADER',
      ].sort(),
    );
  });
});
