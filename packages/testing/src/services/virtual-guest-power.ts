/**
 * The `Vendor_Virtual_Guest` power methods (`powerOn`, `powerOff`, `powerOffSoft`, `rebootDefault`,
 * `rebootSoft`, `rebootHard`, `pause`, `resume`) and `getReverseDomainRecords`. A power method
 * moves the guest's `powerState` as the real service does and faults when the guest is not in a
 * state it can leave that way (pausing a halted guest, resuming one that is not paused).
 *
 * @module
 */
import { invalidParameters } from '../engine/fake-fault.js';
import type { FakeVirtualGuest } from '../data/records.js';
import { listResult, objectOf, type CallContext, type MethodSpec } from './service-spec.js';
import { reverseDomainOf } from './dns.js';

const STATES = {
  RUNNING: { keyName: 'RUNNING', name: 'Running' },
  HALTED: { keyName: 'HALTED', name: 'Halted' },
  PAUSED: { keyName: 'PAUSED', name: 'Paused' },
} as const;

type PowerState = keyof typeof STATES;

/** A power method: from any of `from` (every state when unset) to `to`. */
function powerMethod(to: PowerState, from?: readonly PowerState[]): MethodSpec {
  return {
    needsObject: true,
    run: (context: CallContext) => {
      const guest = objectOf<FakeVirtualGuest>(context);
      const now = guest.powerState.keyName as PowerState;
      if (from !== undefined && !from.includes(now)) {
        throw invalidParameters(`${context.service}::${context.method}: the guest is ${guest.powerState.name}; it must be ${from.map((s) => STATES[s].name).join(' or ')}.`);
      }
      guest.powerState = { ...STATES[to] };
      return true;
    },
  };
}

/** The power methods and the reverse zone lookup, merged into the `Vendor_Virtual_Guest` service. */
export const virtualGuestPower: Record<string, MethodSpec> = {
  powerOn: powerMethod('RUNNING', ['HALTED']),
  powerOff: powerMethod('HALTED'),
  powerOffSoft: powerMethod('HALTED', ['RUNNING']),
  rebootDefault: powerMethod('RUNNING'),
  rebootSoft: powerMethod('RUNNING', ['RUNNING']),
  rebootHard: powerMethod('RUNNING'),
  pause: powerMethod('PAUSED', ['RUNNING']),
  resume: powerMethod('RUNNING', ['PAUSED']),
  getReverseDomainRecords: {
    needsObject: true,
    run: (context) => {
      const guest = objectOf<FakeVirtualGuest>(context);
      const address = guest.primaryIpAddress;
      const zones = address === undefined ? [] : [reverseDomainOf(context, address, `${context.service}::getReverseDomainRecords`)];
      return listResult(context, zones, 'Generic', [], true);
    },
  },
};
