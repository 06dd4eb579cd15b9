import { describe, expect, it } from 'vitest';
import { NetworkManager } from './network-manager.js';
import { collect, maskHeader, useFixture } from './test-fixture.js';
import type { Fixture } from './test-fixture.js';

let fx: Fixture;
let network: NetworkManager;
useFixture((started) => {
  fx = started;
  network = new NetworkManager(fx.client);
});

describe('NetworkManager', () => {
  it('looks an address up with getByIpAddress, with its subnet and server', async () => {
    const target = fx.server.state.data.ipAddresses.find((ip) => ip.virtualGuestId !== undefined)!;
    const ip = await network.ipLookup(` ${target.ipAddress} `);
    expect(fx.calls()).toEqual([
      {
        service: 'Vendor_Network_Subnet_IpAddress', method: 'getByIpAddress',
        headers: maskHeader(NetworkManager.IP_MASK), args: [target.ipAddress],
      },
    ]);
    expect(ip).toMatchObject({ id: target.id, ipAddress: target.ipAddress, subnet: { id: target.subnetId } });
    expect(ip?.virtualGuest?.id).toBe(target.virtualGuestId);
    expect(await network.ipLookup('192.0.2.250')).toBeUndefined();
    await expect(network.ipLookup('')).rejects.toThrow(/address must be a non-empty string/);
  });

  it('lists subnets with filters in group subnets', async () => {
    const target = fx.server.state.data.subnets[0]!;
    const got = await network.listSubnets({
      identifier: target.networkIdentifier, datacenter: target.datacenter.name, version: target.version,
      subnetType: target.subnetType, addressSpace: target.addressSpace,
    });
    expect(fx.calls()[0]!.headers).toEqual({
      ...maskHeader(NetworkManager.SUBNET_MASK),
      Vendor_AccountObjectFilter: {
        subnets: {
          networkIdentifier: { operation: `_= ${target.networkIdentifier}` },
          datacenter: { name: { operation: `_= ${target.datacenter.name}` } },
          version: { operation: target.version },
          subnetType: { operation: `_= ${target.subnetType}` },
          addressSpace: { operation: `_= ${target.addressSpace}` },
        },
      },
    });
    expect(got.map((s) => s.id)).toEqual([target.id]);
    const all = await collect(network.iterSubnets({ chunk: 2 }));
    expect(all.map((s) => s.id)).toEqual(fx.server.state.data.subnets.map((s) => s.id));
    const one = await network.getSubnet(target.id, { mask: 'id, ipAddresses' });
    expect(one.ipAddresses?.length).toBe(fx.server.state.data.ipAddresses.filter((ip) => ip.subnetId === target.id).length);
  });

  it('lists and gets VLANs', async () => {
    const target = fx.server.state.data.networkVlans[0]!;
    const got = await network.listVlans({ datacenter: target.primaryRouter.datacenter.name, vlanNumber: target.vlanNumber });
    expect(fx.calls()[0]).toEqual({
      service: 'Vendor_Account', method: 'getNetworkVlans',
      headers: {
        ...maskHeader(NetworkManager.VLAN_MASK),
        Vendor_AccountObjectFilter: {
          networkVlans: {
            primaryRouter: { datacenter: { name: { operation: `_= ${target.primaryRouter.datacenter.name}` } } },
            vlanNumber: { operation: target.vlanNumber },
          },
        },
      },
      args: [],
    });
    expect(got.map((v) => v.id)).toContain(target.id);
    const vlan = await network.getVlan(target.id);
    expect(fx.calls().at(-1)).toEqual({
      service: 'Vendor_Network_Vlan', method: 'getObject',
      headers: { ...maskHeader(NetworkManager.VLAN_DETAIL_MASK), Vendor_Network_VlanInitParameters: { id: target.id } },
      args: [],
    });
    expect(vlan.subnets?.map((s) => s.id)).toEqual(
      fx.server.state.data.subnets.filter((s) => s.networkVlanId === target.id).map((s) => s.id),
    );
    expect((await collect(network.iterVlans())).length).toBe(fx.server.state.data.networkVlans.length);
  });

  it('lists IP addresses with filters in group ipAddresses', async () => {
    const subnet = fx.server.state.data.subnets[0]!;
    const got = await network.listIpAddresses({ subnetId: subnet.id, limit: 3 });
    expect(fx.calls()[0]!.headers).toEqual({
      ...maskHeader(NetworkManager.IP_MASK),
      Vendor_AccountObjectFilter: { ipAddresses: { subnetId: { operation: subnet.id } } },
      resultLimit: { limit: 3, offset: 0 },
    });
    expect(got.map((ip) => ip.id)).toEqual(
      fx.server.state.data.ipAddresses.filter((ip) => ip.subnetId === subnet.id).slice(0, 3).map((ip) => ip.id),
    );
    const some = await collect(network.iterIpAddresses({ ipAddress: `${subnet.networkIdentifier.split('.').slice(0, 3).join('.')}.*`, chunk: 4, limit: 6 }));
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThanOrEqual(6);
  });
});
