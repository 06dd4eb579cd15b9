/**
 * `svc call-api --mask`: the mask checked against the model's catalog (the warnings; the call
 * itself is tested through the binary in `test/call-api.test.ts`).
 */
import * as catalog from '@svclib/model/catalog';
import { describe, expect, it } from 'vitest';
import { maskWarnings } from './mask-check.js';

const check = (service: string, method: string, mask: string): string[] => maskWarnings(catalog, service, method, mask);

describe('maskWarnings', () => {
  it('says nothing about a mask the model knows, in every form the service reads', () => {
    for (const mask of [
      'id, hostname, datacenter.name',
      'mask[id,hostname,datacenter[name,longName],tagReferences[tag[name]]]',
      '[mask[id], mask(Vendor_Virtual_Guest)[activeTicketCount]]',
      '  mask [ id ,\n datacenter [ name ] ]  ',
      'filteredMask[id]',
    ]) expect(check('Virtual_Guest', 'getObject', mask), mask).toEqual([]);
    expect(check('Account', 'getHardware', '[mask[id], mask(Vendor_Hardware_Server)[activeTransaction[id, transactionStatus[friendlyName,name]]]]')).toEqual([]);
    expect(check('Search', 'advancedSearch', 'mask[resource(Vendor_Network_Vlan)[id,name,vlanNumber]]')).toEqual([]);
  });

  it('warns about a property the record lacks, at any level, with a did-you-mean', () => {
    expect(check('Vendor_Virtual_Guest', 'getObject', 'id, hostnme')).toEqual([
      "the API model has no property 'hostnme' in Vendor_Virtual_Guest (did you mean hostname?); sending the mask anyway",
    ]);
    expect(check('Account', 'getVirtualGuests', 'mask[id, datacenter[nmae], tagReferences.tag.xyzzy]')).toEqual([
      "the API model has no property 'nmae' in Vendor_Location (under datacenter) (did you mean name?); sending the mask anyway",
      "the API model has no property 'xyzzy' in Vendor_Tag (under tagReferences.tag); sending the mask anyway",
    ]);
  });

  it('warns about a property under an unknown one only once, and about sub-masks of plain values', () => {
    expect(check('Virtual_Guest', 'getObject', 'datacentr[name, longName]')).toEqual([
      "the API model has no property 'datacentr' in Vendor_Virtual_Guest (did you mean datacenter?); sending the mask anyway",
    ]);
    expect(check('Virtual_Guest', 'getObject', 'hostname[id, name]')).toEqual([
      "'hostname' holds no record, so it takes no sub-mask ('id'); sending the mask anyway",
    ]);
  });

  it('warns about casts to unknown types or to types that do not extend the result', () => {
    expect(check('Account', 'getHardware', 'mask(Vendor_Hardwar_Server)[id]')).toEqual([
      'the API model has no type Vendor_Hardwar_Server (a cast); sending the mask anyway',
    ]);
    expect(check('Account', 'getHardware', 'mask(Vendor_Virtual_Guest)[id]')).toEqual([
      'the cast to Vendor_Virtual_Guest names a type that does not extend Vendor_Hardware; sending the mask anyway',
    ]);
    // Without the cast, a subtype's property is unknown.
    expect(check('Account', 'getHardware', 'activeTransaction')).toHaveLength(1);
  });

  it('warns about a mask that does not parse', () => {
    expect(check('Virtual_Guest', 'getObject', 'mask[id, hostname')).toEqual([
      "the mask does not parse (mask syntax: expected ']' at the end); sending it anyway",
    ]);
  });

  it('says nothing for a method the model lacks (its own warning says so) or a result that is not a record', () => {
    expect(check('Account', 'getNoSuchThing', 'anything')).toEqual([]);
    expect(check('Virtual_Guest', 'setTags', 'any[thing')).toEqual([]);
  });
});
