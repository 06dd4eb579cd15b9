/**
 * The `select` call option at run time: the equivalent mask string, its checks, and `mask` with
 * `select` refused before any request; `maskPaths`, the run-time reading of a string mask.
 */
import { describe, expect, it } from 'vitest';
import { Client } from '../client/client.js';
import { maskPaths } from './mask-paths.js';
import { selectionMask } from './select-mask.js';
import type { Selection } from './selection.js';
import { fixtureTransport } from '../test-support/test-transport.js';

describe('selectionMask', () => {
  it.each<[string, Selection, string]>([
    ['locals', { id: true, hostname: true }, 'mask[id,hostname]'],
    ['a relation with its sub-selection', { hostname: true, datacenter: { name: true } }, 'mask[hostname,datacenter[name]]'],
    ['nesting', { tagReferences: { tag: { name: true } } }, 'mask[tagReferences[tag[name]]]'],
    ['a relation given as {} is named bare', { id: true, datacenter: {} }, 'mask[id,datacenter]'],
    ['a top-level cast', { $cast: 'Hardware_Server', activeTransaction: { id: true } }, 'mask(Vendor_Hardware_Server)[activeTransaction[id]]'],
    ['a cast given with Vendor_', { $cast: 'Vendor_Hardware_Server', id: true }, 'mask(Vendor_Hardware_Server)[id]'],
    ['a cast on a relation', { hardware: { $cast: 'Hardware_Server', id: true } }, 'mask[hardware(Vendor_Hardware_Server)[id]]'],
    ['undefined members are left out', { id: true, hostname: undefined }, 'mask[id]'],
  ])('%s', (_, select, mask) => {
    expect(selectionMask(select)).toBe(mask);
    // The mask reads back as the same selection.
    expect(maskPaths(mask).length).toBeGreaterThan(0);
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'id, hostname', 'Call option "select" must be an object of property names, got "id, hostname"'],
    ['an array', ['id'], 'Call option "select" must be an object of property names, got an array'],
    ['a value that is neither true nor an object', { id: 1 }, 'must map each property to true or to the selection of its record, got number at select.id'],
    ['false', { datacenter: { name: false } }, 'got boolean at select.datacenter.name'],
    ['a name that is not an identifier (no mask injection)', { 'id],hostname[': true }, 'property name that is not an identifier at select: "id],hostname["'],
    ['a cast that is not a type name', { $cast: 'A)[id' , id: true }, 'has a "$cast" that is not a type name at select: "A)[id"'],
    ['nothing selected', {}, 'Call option "select" selects no property'],
  ])('refuses %s with a TypeError saying where', (_, select, message) => {
    expect(() => selectionMask(select as Selection)).toThrow(TypeError);
    expect(() => selectionMask(select as Selection)).toThrow(message);
  });

  it('refuses a selection nested deeper than the service reads', () => {
    let select: Record<string, unknown> = { id: true };
    for (let depth = 0; depth < 40; depth++) select = { child: select };
    expect(() => selectionMask(select as Selection)).toThrow(/nested deeper than 32 levels at select(\.child)+/);
  });
});

describe('the select call option', () => {
  it('is sent as the equivalent mask string', async () => {
    const { requests, transport } = fixtureTransport(() => ({}));
    const client = new Client({ transport });
    await client.call('Virtual_Guest', 'getObject', { id: 1, select: { hostname: true, datacenter: { name: true } } });
    expect(requests[0]!.mask).toBe('mask[hostname,datacenter[name]]');
    await client.untyped.call('Account', 'getHardware', { select: { $cast: 'Hardware_Server', id: true } });
    expect(requests[1]!.mask).toBe('mask(Vendor_Hardware_Server)[id]');
  });

  it('pages with the same mask on every page (iterCall)', async () => {
    const { requests, transport } = fixtureTransport((request) => (request.offset === 0 ? [{ id: 1 }, { id: 2 }] : []));
    const client = new Client({ transport });
    const items = [];
    for await (const item of client.iterCall('Account', 'getVirtualGuests', { chunk: 2, select: { hostname: true } })) items.push(item);
    expect(items).toHaveLength(2);
    expect(requests.map((request) => request.mask)).toEqual(['mask[hostname]', 'mask[hostname]']);
  });

  it('with mask is a TypeError, and nothing is sent', async () => {
    const { requests, transport } = fixtureTransport();
    const client = new Client({ transport });
    const both = { mask: 'id', select: { hostname: true } } as const;
    await expect(client.untyped.call('Virtual_Guest', 'getObject', { id: 1, ...both })).rejects.toThrow(
      new TypeError('Call options "mask" and "select" cannot be used together: give one'),
    );
    await expect(client.untyped.iterCall('Account', 'getVirtualGuests', both).next()).rejects.toThrow(TypeError);
    expect(requests).toHaveLength(0);
  });

  it('of the wrong shape is a TypeError before any request', async () => {
    const { requests, transport } = fixtureTransport();
    const client = new Client({ transport });
    await expect(client.untyped.call('Account', 'getObject', { select: 'companyName' } as never)).rejects.toThrow(/Call option "select" must be an object of property names/);
    await expect(client.untyped.call('Account', 'getObject', { select: { companyName: 'yes' } })).rejects.toThrow(/got "yes" at select.companyName/);
    expect(requests).toHaveLength(0);
  });
});

describe('maskPaths', () => {
  const paths = ['id', 'hostname', 'datacenter', 'datacenter.name'];
  it.each([
    'mask[id,hostname,datacenter[name]]',
    'id, hostname, datacenter.name',
    '[id, hostname, datacenter[name]]',
    'filteredMask[id, hostname, datacenter.name]',
    '  mask [ id ,\n\thostname , datacenter [ name ] ]  ',
    'mask[id], hostname, datacenter.name',
  ])('reads %j', (mask) => {
    expect(maskPaths(mask)).toEqual(paths);
  });

  it('reads casts (with or without Vendor_), several masks, mask.a.b and empty masks', () => {
    expect(maskPaths('mask(Vendor_Hardware_Server)[id]')).toEqual(['(Hardware_Server)', 'id']);
    expect(maskPaths('[mask[id], mask(Vendor_Hardware_Server)[activeTransaction[id]]]')).toEqual([
      'id', '(Hardware_Server)', 'activeTransaction', 'activeTransaction.id',
    ]);
    expect(maskPaths('hardware( Vendor_Hardware_Server )[id]')).toEqual(['hardware', 'hardware.(Hardware_Server)', 'hardware.id']);
    expect(maskPaths('mask.datacenter.name')).toEqual(['datacenter', 'datacenter.name']);
    expect(maskPaths('maskedName, id')).toEqual(['maskedName', 'id']);
    expect(maskPaths('mask[]')).toEqual([]);
    expect(maskPaths('')).toEqual([]);
  });

  it.each([
    ['mask[id,,hostname]', "mask syntax: expected a property name at ',hostname]'"],
    ['mask[id, hostname', "mask syntax: expected ']' at the end"],
    ['mask[id]]', "mask syntax: unexpected ']' at ']'"],
    ['mask[id] hostname', "mask syntax: expected ',' or ']' at 'hostname'"],
    ['mask(Vendor_Hardware_Server[id]', "mask syntax: unclosed '(' at '(Vendor_Hardware_Server[id]'"],
    ['mask(Vendor_Hardware_Server) id', "mask syntax: expected '[' after the cast at 'id'"],
  ])('refuses %j: %s (the type-level parser says the same)', (mask, message) => {
    expect(() => maskPaths(mask)).toThrow(new SyntaxError(message));
  });
});
