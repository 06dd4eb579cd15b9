/**
 * `Vendor_Hardware_Server` power, IPMI and reverse-DNS methods: `powerOff`, `powerOn`,
 * `powerCycle`, `rebootDefault`/`rebootSoft`/`rebootHard`, `toggleManagementInterface` and
 * `getReverseDomainRecords`. Merged into the service in `hardware-server.ts`.
 *
 * @module
 */
import { invalidParameters } from '../engine/fake-fault.js';
import type { FakeHardware } from '../data/records.js';
import { listResult, objectOf, output, type CallContext, type MethodSpec } from './service-spec.js';
import { describe } from '../engine/values.js';
import { reverseDomainOf } from './dns.js';

const RUNNING = { keyName: 'RUNNING', name: 'Running' };
const HALTED = { keyName: 'HALTED', name: 'Halted' };

/** A method that sets the server's power state and answers true. */
function powerMethod(after: (server: FakeHardware) => void): MethodSpec {
  return {
    needsObject: true,
    run: (context: CallContext) => {
      after(objectOf<FakeHardware>(context));
      return true;
    },
  };
}

/** The IPMI interface state of each server that had it toggled (on unless turned off). */
const ipmiState = new WeakMap<FakeHardware, boolean>();

/**
 * Whether a server's IPMI interface is on (after `toggleManagementInterface`; on by default).
 *
 * @example
 * ```ts
 * ipmiEnabled(server.state.data.hardware[0]!);
 * ```
 */
export function ipmiEnabled(server: FakeHardware): boolean {
  return ipmiState.get(server) ?? true;
}

/** The power, IPMI and reverse-DNS methods of `Vendor_Hardware_Server`. */
export const hardwareActionMethods: Readonly<Record<string, MethodSpec>> = {
  powerOff: powerMethod((server) => {
    server.powerState = { ...HALTED };
  }),
  powerOn: powerMethod((server) => {
    server.powerState = { ...RUNNING };
  }),
  powerCycle: powerMethod((server) => {
    server.powerState = { ...RUNNING };
  }),
  rebootDefault: powerMethod((server) => {
    server.powerState = { ...RUNNING };
  }),
  rebootSoft: powerMethod((server) => {
    server.powerState = { ...RUNNING };
  }),
  rebootHard: powerMethod((server) => {
    server.powerState = { ...RUNNING };
  }),
  toggleManagementInterface: {
    needsObject: true,
    run: (context) => {
      const enabled = context.args[0];
      if (typeof enabled !== 'boolean' && enabled !== 0 && enabled !== 1) {
        throw invalidParameters(`${context.service}::toggleManagementInterface expects a boolean as argument 1, got ${describe(enabled)}.`);
      }
      ipmiState.set(objectOf<FakeHardware>(context), Boolean(enabled));
      return true;
    },
  },
  getReverseDomainRecords: {
    needsObject: true,
    run: (context) => {
      const server = objectOf<FakeHardware>(context);
      const where = `${context.service}::getReverseDomainRecords`;
      const domain = reverseDomainOf(context, server.primaryIpAddress, where);
      // As the API: without a mask each reverse zone comes with its PTR records.
      if (context.mask === undefined) return [{ ...output(context, domain, 'Domain'), resourceRecords: domain.resourceRecords.map((record) => ({ ...record })) }];
      return listResult(context, [domain], 'Domain', ['reverseDomainRecords']);
    },
  },
};
