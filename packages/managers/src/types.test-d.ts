/**
 * Type tests of the managers' input shapes (checked by `tsc -p packages/managers/tsconfig.json`; never run):
 * each is derived from a generated record, so a property the record lacks, or a value of the wrong
 * type, is a compile error.
 */
import type {
  Container_Network_Storage_DataCenterLimits_VolumeCountLimitContainer, Container_Product_Order, Container_Product_Order_Network_Storage_AsAService,
  Hardware_Server, Network_Storage, Network_Storage_Allowed_Host, Product_Item_Price, User_Customer, Virtual_Guest,
} from '@svclib/model';
import { expectTypeOf } from 'vitest';

import type { BlockStorageManager } from './block-storage-manager.js';
import type * as Managers from './index.js';
import type {
  BlockDeviceTemplate, ImageImportTemplate, ItemPrice, NarrowRecord, OrderTemplate, ProductOrder, ServerEditTemplate, ServerRecord,
  SshKeyTemplate, StorageOrder, SubnetOrder, UserTemplate, VirtualGuestTemplate,
} from './index.js';

export function typeTests(): void {
  // Friendlier names are the generated records themselves.
  expectTypeOf<UserTemplate>().toEqualTypeOf<User_Customer>();
  expectTypeOf<OrderTemplate>().toEqualTypeOf<Container_Product_Order>();
  expectTypeOf<ServerRecord>().toEqualTypeOf<Virtual_Guest | Hardware_Server>();

  // The root entry exports the model's records under the model's names; the deprecated aliases are the same types.
  expectTypeOf<Managers.Virtual_Guest>().toEqualTypeOf<Virtual_Guest>();
  expectTypeOf<Managers.Hardware_Server>().toEqualTypeOf<Hardware_Server>();
  expectTypeOf<Managers.Network_Storage>().toEqualTypeOf<Network_Storage>();
  expectTypeOf<Managers.Container_Product_Order>().toEqualTypeOf<Container_Product_Order>();
  expectTypeOf<Managers.VirtualGuest>().toEqualTypeOf<Managers.Virtual_Guest>();
  expectTypeOf<Managers.HardwareServer>().toEqualTypeOf<Managers.Hardware_Server>();

  // Templates narrow the records: what they carry is assignable to the record…
  const template: VirtualGuestTemplate = {
    hostname: 'web1', domain: 'example.com', startCpus: 2, maxMemory: 4096, datacenter: { name: 'dal13' },
    primaryBackendNetworkComponent: { networkVlan: { id: 42, primarySubnet: { id: 7 } } }, sshKeys: [{ id: 1201 }],
    blockDevices: [{ device: '0', diskImage: { capacity: 25 } }], hourlyBillingFlag: 'true',
  };
  void template;
  const edit: ServerEditTemplate = { hostname: 'web2', userData: [{ value: '#!/bin/sh' }] };
  expectTypeOf(edit).toMatchTypeOf<Virtual_Guest>();
  // …and a misspelt property or a wrong type is an error.
  // @ts-expect-error `hostName` is not a property of Virtual_Guest
  const misspelt: VirtualGuestTemplate = { hostName: 'web1' };
  void misspelt;
  // @ts-expect-error capacity is a number
  const disk: BlockDeviceTemplate = { device: '0', diskImage: { capacity: '25' } };
  void disk;
  // @ts-expect-error `primarySubnet` needs an id
  const nic: VirtualGuestTemplate = { primaryNetworkComponent: { networkVlan: { id: 1, primarySubnet: {} } } };
  void nic;
  // Null-carrying templates send `<nil/>` where the reference sends None.
  const key: SshKeyTemplate = { key: 'ssh-ed25519 AAAA me@host', label: 'laptop', notes: null };
  void key;
  const image: ImageImportTemplate = { name: 'img', uri: 'cos://us-east/b/img.vhd', note: null, operatingSystemReferenceCode: null };
  void image;
  const subnet: SubnetOrder = { packageId: 0, quantity: 1, complexType: 'Vendor_Container_Product_Order_Network_Subnet', prices: [{ id: null }], endPointVlanId: 42 };
  void subnet;
  // @ts-expect-error `endpointVlanId` is misspelt
  const badSubnet: SubnetOrder = { packageId: 0, quantity: 1, complexType: 'x', prices: [], endpointVlanId: 42 };
  void badSubnet;

  // ItemPrice: the record, with the generic price's '' / null location group the service sends.
  const generic: ItemPrice = { id: 1, locationGroupId: '', recurringFee: '10' };
  expectTypeOf<ItemPrice['recurringFee']>().toEqualTypeOf<Product_Item_Price['recurringFee']>();
  void generic;
  const order: ProductOrder = { packageId: 200, location: 1854895, prices: [{ id: 1, item: { keyName: 'RAM_16_GB' } }], hostId: 5 };
  void order;

  // Storage: volumes, hosts and limits are the generated records; the order object narrows the containers.
  type Block = BlockStorageManager;
  expectTypeOf<Awaited<ReturnType<Block['listBlockVolumes']>>>().toEqualTypeOf<Network_Storage[]>();
  expectTypeOf<Awaited<ReturnType<Block['authorizeHostToVolume']>>>().toEqualTypeOf<Network_Storage_Allowed_Host[]>();
  expectTypeOf<Awaited<ReturnType<Block['listBlockVolumeLimit']>>>().toEqualTypeOf<Container_Network_Storage_DataCenterLimits_VolumeCountLimitContainer[]>();
  const storageOrder: StorageOrder = {
    complexType: 'Vendor_Container_Product_Order_Network_Storage_AsAService', packageId: 759, prices: [{ id: 189_433 }], location: 1854895,
    volumeSize: 500, iops: 1000, osFormatType: { keyName: 'LINUX' }, duplicateOriginVolumeId: 1,
  };
  expectTypeOf(storageOrder.volumeSize).toEqualTypeOf<Container_Product_Order_Network_Storage_AsAService['volumeSize']>();
  // @ts-expect-error `volumeSizeGb` is not a member of the storage containers
  const badStorageOrder: StorageOrder = { complexType: 'x', prices: [], volumeSizeGb: 500 };
  void badStorageOrder;
}

/** NarrowRecord rejects a key the record lacks. */
// @ts-expect-error `vlanId` is not a property of Virtual_Guest
export type Wrong = NarrowRecord<Virtual_Guest, { vlanId: number }>;
