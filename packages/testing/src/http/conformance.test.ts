import { getMethod, getService } from '@svclib/model/catalog';
import { describe, expect, it } from 'vitest';
import { conformanceProblem, NEWER_THAN_SNAPSHOT } from './conformance.js';
import { SERVICES } from '../services/index.js';

/** Every method a service spec declares, with the generic ones its flags turn on. */
function declared(name: string): string[] {
  const spec = SERVICES.get(name)!;
  return [
    ...Object.keys(spec.methods),
    ...(spec.editable === undefined ? [] : ['editObject']),
    ...(spec.deletable === true ? ['deleteObject'] : []),
  ];
}

describe('conformance of the fake server with the model', () => {
  it('serves only services and methods the API has (or the documented newer-than-snapshot list)', () => {
    const bogus: string[] = [];
    for (const name of SERVICES.keys()) {
      const service = name.slice('Vendor_'.length);
      const newer = NEWER_THAN_SNAPSHOT.methods.get(service);
      for (const method of declared(name)) {
        if (newer?.has(method) === true) continue;
        if (getService(service) === undefined) bogus.push(`${service} (no such service)`);
        else if (getMethod(service, method) === undefined) bogus.push(`${service}.${method}`);
      }
    }
    expect(bogus).toEqual([]);
  });

  it('models the methods the reference client uses: Ticket.edit, Ticket.createCancelServerTicket, Network_Vlan.getNetworkComponents', () => {
    expect(declared('Vendor_Ticket')).toEqual(expect.arrayContaining(['edit', 'createCancelServerTicket']));
    expect(getMethod('Network_Vlan', 'getNetworkComponents')).toBeDefined();
  });

  it('allow-lists only what the snapshot really lacks', () => {
    for (const [service, methods] of NEWER_THAN_SNAPSHOT.methods) {
      for (const method of methods.keys()) expect(getMethod(service, method), `${service}.${method}`).toBeUndefined();
    }
    for (const [key, count] of NEWER_THAN_SNAPSHOT.parameters) {
      const [service, method] = key.split('.') as [string, string];
      expect(getMethod(service, method)?.parameters.length).toBeLessThan(count);
    }
  });
});

describe('conformanceProblem', () => {
  const request = (service: string, method: string, headers: Record<string, unknown> = {}, args: unknown[] = []) =>
    ({ service: `Vendor_${service}`, method, headers, args });

  it('passes a conforming call: method, arity, mask (with casts) and filter (group, nested, dotted, leaves)', () => {
    expect(conformanceProblem(request('Account', 'getHardware', {
      Vendor_ObjectMask: { mask: '[mask[id, datacenter.name], mask(Vendor_Hardware_Server)[activeTransaction[id]]]' },
      Vendor_AccountObjectFilter: {
        hardware: { datacenter: { name: { operation: 'dal10' } }, 'tagReferences.tag.name': { operation: 'in', options: [] }, id: { operation: 'orderBy' } },
      },
    }))).toBeUndefined();
    expect(conformanceProblem(request('Product_Package', 'getAllObjects', { Vendor_Product_PackageObjectFilter: { type: { keyName: { operation: 'BARE_METAL_CPU' } } } }))).toBeUndefined();
  });

  it('names what is wrong: a method the API lacks, too many arguments, a mask or a filter naming a missing property', () => {
    expect(conformanceProblem(request('Dns_Domain', 'editObject'))).toContain('is not a valid method');
    expect(conformanceProblem(request('Virtual_Guest', 'setTags', {}, ['a', 'b']))).toContain('takes at most 1 argument');
    expect(conformanceProblem(request('Account', 'getHardware', { Vendor_ObjectMask: { mask: 'mask[powerState]' } })))
      .toBe("Vendor_Account::getHardware: Property 'powerState' not valid for 'Vendor_Hardware'.");
    expect(conformanceProblem(request('Account', 'getVirtualGuests', { Vendor_AccountObjectFilter: { virtualGuests: { hostnmae: { operation: 'web' } } } })))
      .toBe("Vendor_Account::getVirtualGuests: filter property 'virtualGuests.hostnmae' not valid for 'Vendor_Virtual_Guest'.");
    expect(conformanceProblem(request('Account', 'getVirtualGuests', { Vendor_AccountObjectFilter: { virtualGuests: { 'datacenter.nmae': { operation: 'x' } } } })))
      .toContain("filter property 'virtualGuests.datacenter.nmae' not valid for 'Vendor_Location'");
  });

  it('accepts the documented newer-than-snapshot calls', () => {
    expect(conformanceProblem(request('User_Permission_Department', 'getAllObjects'))).toBeUndefined();
    expect(conformanceProblem(request('Hardware_Server', 'createFirmwareUpdateTransaction', {}, [true, true, true, true, true]))).toBeUndefined();
    expect(conformanceProblem(request('Account', 'getNetworkVlans', { Vendor_ObjectMask: { mask: 'mask[podName, datacenter[name]]' } }))).toBeUndefined();
  });
});
