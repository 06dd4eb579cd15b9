/**
 * The runtime catalog and the secrets table on the committed snapshot.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDescription } from '../generator/read-description.js';
import { decodeDescription, encodeDescription } from '../src/catalog-codec.js';
import { getMethod, getProperties, getProperty, getService, getType, hasProperty, listServices, MAX_SUGGESTED_LENGTH, suggest } from '@svclib/model/catalog';
import { SECRET_PARAMETERS } from '@svclib/model/secrets';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const snapshot = readDescription(JSON.parse(readFileSync(join(packageDir, 'api', 'vendor-api-metadata.json'), 'utf8')), 'snapshot');

describe('catalog', () => {
  it('round-trips the whole snapshot through its compact form', () => {
    const encoded = JSON.parse(JSON.stringify(encodeDescription(snapshot))) as ReturnType<typeof encodeDescription>;
    expect(decodeDescription(encoded)).toEqual(snapshot);
    expect(Object.keys(snapshot.types)).toHaveLength(1256);
  });

  it('lists the 371 services, filtered by a substring or a regular expression', () => {
    expect(listServices()).toHaveLength(371);
    expect(listServices('dns_domain')).toContain('Dns_Domain');
    expect(listServices(/^Virtual_Guest$/)).toEqual(['Virtual_Guest']);
    expect(listServices()).not.toContain('Container_Product_Order');
  });

  it('gives each method with its parameters, result and flags: declared, inherited and implied', () => {
    expect(getMethod('Account', 'getVirtualGuests')).toMatchObject({ type: 'Virtual_Guest', array: true, static: true, implied: true, filterable: true });
    expect(getMethod('Vendor_Virtual_Guest', 'getObject')).toMatchObject({ type: 'Virtual_Guest', static: false, maskable: true, filterable: true });
    expect(getMethod('Virtual_Guest', 'setTags')?.parameters).toEqual([{ name: 'tags', type: 'string', array: false, optional: false }]);
    expect(getMethod('Virtual_Guest', 'getDatacenter')).toMatchObject({ type: 'Location', static: false, implied: true });
    expect(getMethod('Hardware_Server', 'getObject')?.type).toBe('Hardware_Server');
    expect(getMethod('Dns_Domain', 'editObject')).toBeUndefined();
    expect(getService('Container_Product_Order')).toBeUndefined();
    expect(getService('Nope')).toBeUndefined();
    let total = 0;
    for (const name of listServices()) total += getService(name)!.methods.size;
    expect(total).toBe(7052);
  });

  it('looks properties up along base, for mask validation', () => {
    expect(getType('Hardware_Server')?.base).toBe('Hardware');
    expect(hasProperty('Hardware_Server', 'hostname')).toBe(true);
    expect(hasProperty('Virtual_Guest', 'hostnmae')).toBe(false);
    expect(getProperty('Virtual_Guest', 'datacenter')).toEqual({ name: 'datacenter', type: 'Location', form: 'relational', array: false });
    expect(getProperties('Nope').size).toBe(0);
    expect(hasProperty('Virtual_Guest', 'constructor')).toBe(false);
  });

  it('suggests close names', () => {
    expect(suggest('Acount')[0]).toBe('Account');
    expect(suggest('Account', 'getVirtualGuest')[0]).toBe('getVirtualGuests');
    expect(suggest('Account', 'zzzzzzzzzzzz')).toEqual([]);
  });

  it('finds a three-edit typo of a long name, and suggests nothing for a name past the bound', () => {
    // getActiveVirtualLicenses (24 characters) with three edits: bound floor(24 / 3) = 8.
    expect(suggest('Account', 'getActvieVirtualLicenes')).toContain('getActiveVirtualLicenses');
    expect(suggest('Account', 'getActiveVirtulLicenss')[0]).toBe('getActiveVirtualLicenses');
    expect(suggest('Virtual_Guest_Block_Device_Template_Group', 'getVhdImportSoftwareDescriptons')).toContain('getVhdImportSoftwareDescriptions');
    // A hostile 100 KB name: no suggestion (the edit distance against every name took 10-23 s).
    expect(suggest('Account', 'g'.repeat(100_000))).toEqual([]);
    expect(suggest('A'.repeat(100_000))).toEqual([]);
    expect(suggest('Account', `getVirtualGuests${'x'.repeat(MAX_SUGGESTED_LENGTH)}`)).toEqual([]);
  });
});

describe('secrets', () => {
  it('names password-, token- and key-like parameters by index, inherited methods included', () => {
    expect(SECRET_PARAMETERS.User_Customer?.updateVpnPassword).toEqual([0]);
    expect(SECRET_PARAMETERS.Account?.createUser).toEqual([1, 2]);
    expect(SECRET_PARAMETERS.Network_Storage?.changePassword).toEqual([1, 2]);
    expect(SECRET_PARAMETERS.Hardware_Server?.updateIpmiPassword).toEqual([0]);
    expect(SECRET_PARAMETERS.Virtual_Guest?.setTransientWebhook).toEqual([1]);
    expect(SECRET_PARAMETERS.Tag?.setTags).toBeUndefined();
    expect(SECRET_PARAMETERS.Account?.getAccountTraitValue).toBeUndefined();
  });
});
