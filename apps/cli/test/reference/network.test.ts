/**
 * `svc network` against slcli's `subnet`, `vlan` and `globalip` tests. slcli's group and command
 * become one hyphenated svc command (`subnet detail` → `network subnet-detail`); slcli's
 * `--really`/`--force` is svc's `--yes`. Ids are the fake server's (slcli's mocks answer any id):
 * subnet 600001 (primary, dal10), 600102 (portable, cancellable), 600201 (the global IP 161.200.2.1
 * of record 9001), VLAN 700001 (public, dal10), address 10000002 (161.100.0.2). Rows run in order
 * on one server. VLAN 700100 is the fake's spare VLAN (no devices, no subnets), which can be cancelled.
 */
import { referenceTable } from '../reference-table.js';

const SUBNET_DETAIL_MASK = `networkIdentifier, cidr, subnetType, gateway, broadcastAddress, usableIpAddressCount, note, id,
ipAddresses[id, ipAddress, note, isBroadcast, isGateway, isNetwork, isReserved, hardware[id, fullyQualifiedDomainName],
virtualGuest[id, fullyQualifiedDomainName]], datacenter[name], networkVlan[networkSpace], tagReferences,
virtualGuests[id, fullyQualifiedDomainName, hostname, domain, primaryIpAddress, primaryBackendIpAddress],
hardware[id, fullyQualifiedDomainName, hostname, domain, primaryIpAddress, primaryBackendIpAddress]`;
const VLAN_DETAIL_MASK = `firewallInterfaces, datacenter[name, longName], primaryRouter[fullyQualifiedDomainName],
totalPrimaryIpAddressCount, networkSpace, id, vlanNumber, fullyQualifiedName, name,
hardware[id, hostname, domain, primaryIpAddress, primaryBackendIpAddress, tagReferences],
subnets[id, networkIdentifier, netmask, gateway, subnetType, usableIpAddressCount],
virtualGuests[id, hostname, domain, primaryIpAddress, primaryBackendIpAddress],
networkVlanFirewall[id,fullyQualifiedDomainName,primaryIpAddress], attachedNetworkGateway[id,name,networkFirewall],
networkComponentTrunks[networkComponent[downlinkComponent[networkComponentGroup[membersDescription], hardware[tagReferences]]]]`;
const SUBNET_ITEMS = { service: 'Product_Package', method: 'getItems', id: 0, mask: 'prices[packageReferences[package[keyName]]]' };
const DETAIL = { service: 'Network_Vlan', method: 'getObject', id: 700001, mask: VLAN_DETAIL_MASK };
const GLOBAL_SUBNET = { service: 'Network_Subnet_IpAddress_Global', method: 'getObject', id: 9001, mask: 'id,ipAddress[subnetId]' };
const ADDRESS = 'Vendor_Network_Subnet_IpAddress';

referenceTable('network subnet (slcli tests/CLI/modules/subnet_tests.py)', [
  { test: 'test_detail', args: ['network', 'subnet-detail', '600001'], exit: 0,
    calls: [{ service: 'Network_Subnet', method: 'getObject', id: 600001, mask: SUBNET_DETAIL_MASK }] },
  { test: 'test_list', args: ['network', 'subnet-list'], exit: 0, calls: [{ service: 'Account', method: 'getSubnets' }] },
  { test: 'test_create_subnet_ipv4', args: ['--yes', 'network', 'subnet-create', 'private', '8', '700002'], exit: 0,
    calls: [SUBNET_ITEMS, { service: 'Product_Order', method: 'placeOrder' }], stdout: 'Total monthly cost' },
  { test: 'test_create_subnet_ipv6', args: ['network', 'subnet-create', '--v6', 'public', '64', '700001', '--test'], exit: 0,
    calls: [SUBNET_ITEMS, { service: 'Product_Order', method: 'verifyOrder' }], notCalled: ['Product_Order.placeOrder'], stdout: 'Total monthly cost' },
  // slcli aborts with exit 2 (CLIAbort); svc's failures that are not usage errors exit 1. svc finds
  // no item of 32 IPv6 addresses before ordering, so nothing is verified.
  { test: 'test_create_subnet_no_prices_found', args: ['network', 'subnet-create', '--v6', 'public', '32', '700001', '--test'], exit: 1,
    calls: [SUBNET_ITEMS], notCalled: ['Product_Order.verifyOrder', 'Product_Order.placeOrder'], stderr: 'Unable to order 32 public ipv6' },
  { test: 'test_create_subnet_static', args: ['--yes', 'network', 'subnet-create', 'static', '2', '10000002'], exit: 0,
    calls: [SUBNET_ITEMS, { service: 'Product_Order', method: 'placeOrder' }] },
  { test: 'test_create_subnet_static_ipv6', args: ['network', 'subnet-create', '--v6', 'static', '64', '10000002', '--test'], exit: 0,
    calls: [SUBNET_ITEMS, { service: 'Product_Order', method: 'verifyOrder' }], notCalled: ['Product_Order.placeOrder'] },
  // svc asks before ordering (slcli's confirm): "n" orders nothing.
  { test: 'test_create_subnet_ipv4 (declined)', args: ['network', 'subnet-create', 'public', '4', '700001'], input: 'n\n', exit: 2,
    notCalled: ['Product_Order.placeOrder', 'Product_Order.verifyOrder'] },
  { test: 'test_subnet_set_tags', args: ['network', 'subnet-edit', '600001', '--tags=tag1,tag2'], exit: 0,
    calls: [{ service: 'Network_Subnet', method: 'setTags', id: 600001, args: ['tag1,tag2'] }] },
  { test: 'test_subnet_edit_note', args: ['network', 'subnet-edit', '600001', '--note=test'], exit: 0,
    calls: [{ service: 'Network_Subnet', method: 'editNote', id: 600001, args: ['test'] }] },
  { test: 'test_editrou_Ip', args: ['network', 'subnet-edit-ip', '161.100.0.2', '--note=test'], exit: 0,
    calls: [
      { service: 'Network_Subnet_IpAddress', method: 'getByIpAddress', args: ['161.100.0.2'] },
      { service: 'Network_Subnet_IpAddress', method: 'editObject', id: 10000002, args: [{ note: 'test' }] },
    ] },
  { test: 'test_editrou_Id', args: ['network', 'subnet-edit-ip', '10000002', '--note=test'], exit: 0,
    calls: [{ service: 'Network_Subnet_IpAddress', method: 'editObject', id: 10000002, args: [{ note: 'test' }] }],
    notCalled: ['Network_Subnet_IpAddress.getByIpAddress'] },
  { test: 'test_lookup', args: ['network', 'subnet-lookup', '161.100.0.2'], exit: 0,
    calls: [{ service: 'Network_Subnet_IpAddress', method: 'getByIpAddress', args: ['161.100.0.2'] }], stdout: '161.100.0.2' },
  { test: 'test_cancel', args: ['--yes', 'network', 'subnet-cancel', '600102'], exit: 0,
    calls: [{ service: 'Network_Subnet', method: 'getObject', id: 600102 }, { service: 'Billing_Item', method: 'cancelService' }] },
  { test: 'test_cancel_fail', args: ['network', 'subnet-cancel', '600103'], exit: 2, notCalled: ['Billing_Item.cancelService'] },
  // slcli's row routes subnet 1 with no type or target against a mock; svc needs both.
  { test: 'test_route', args: ['network', 'subnet-route', '600103', '--type', 'ip', '--target-resource', '10000002'], exit: 0,
    calls: [{ service: 'Network_Subnet', method: 'route', id: 600103, args: [ADDRESS, 10000002] }] },
  // svc asks before removing a route (slcli does not).
  { test: 'test_clear_route', args: ['--yes', 'network', 'subnet-clear-route', '600103'], exit: 0,
    calls: [{ service: 'Network_Subnet', method: 'clearRoute', id: 600103 }] },
]);

referenceTable('network vlan (slcli tests/CLI/modules/vlan_tests.py)', [
  { test: 'test_detail', args: ['network', 'vlan-detail', '700001'], exit: 0, calls: [DETAIL] },
  { test: 'test_create_options', args: ['network', 'vlan-create-options'], exit: 0,
    calls: [{ service: 'Location_Datacenter', method: 'getDatacenters' }, { service: 'Location_Datacenter', method: 'getHardwareRouters' }] },
  { test: 'test_detail_no_vs', args: ['network', 'vlan-detail', '700001', '--no-vs'], exit: 0, calls: [DETAIL] },
  { test: 'test_detail_no_hardware', args: ['network', 'vlan-detail', '700001', '--no-hardware'], exit: 0, calls: [DETAIL] },
  // slcli's next rows mock the answer of getObject; the call is the same.
  { test: 'test_subnet_list', args: ['network', 'vlan-detail', '700001'], exit: 0, calls: [DETAIL] },
  { test: 'test_detail_hardware_without_hostname', args: ['network', 'vlan-detail', '700001'], exit: 0, calls: [DETAIL] },
  { test: 'test_vlan_details_no_vs_no_hard_no_trunk', args: ['network', 'vlan-detail', '700001', '--no-vs', '--no-hardware', '--no-trunks'], exit: 0,
    calls: [DETAIL] },
  { test: 'test_vlan_detail_firewall', args: ['network', 'vlan-detail', '700001'], exit: 0, calls: [DETAIL] },
  { test: 'test_vlan_detail_gateway', args: ['network', 'vlan-detail', '700001'], exit: 0, calls: [DETAIL] },
  { test: 'test_vlan_edit', args: ['network', 'vlan-edit', '--name=nameTest', '--note=noteTest', '--tags=tag1,tag2', '700001'], exit: 0,
    calls: [
      { service: 'Network_Vlan', method: 'setTags', id: 700001, args: ['tag1,tag2'] },
      { service: 'Network_Vlan', method: 'editObject', id: 700001, args: [{ name: 'nameTest', note: 'noteTest' }] },
    ] },
  { test: 'test_vlan_edit_not_any', args: ['network', 'vlan-edit', '700001'], exit: 2, notCalled: ['Network_Vlan.editObject'] },
  { test: 'test_vlan_create_not_data_pod', args: ['--yes', 'network', 'vlan-create', '--name', 'my_vlan', '--datacenter', '', '--pod', ''], exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: '--datacenter or --pod is required to' },
  { test: 'test_vlan_create_network_extra_route_exception',
    args: ['--yes', 'network', 'vlan-create', '--name', 'TEST001', '--datacenter', 'dal09', '--network', 'private', '--pod', 'dal09.pod01'], exit: 2,
    calls: [{ service: 'Network_Pod', method: 'getAllObjects' }], notCalled: ['Product_Order.placeOrder'], stderr: 'Unable to find pod name' },
  // slcli's mock pod has no router the order can use (a SoftLayerError); here the pod exists and the order goes through.
  { test: 'test_vlan_create_network_priv',
    args: ['--yes', 'network', 'vlan-create', '--name', 'TEST001', '--datacenter', 'dal10', '--network', 'private', '--pod', 'dal10.pod01'], exit: 0,
    calls: [{ service: 'Network_Pod', method: 'getAllObjects' }, { service: 'Product_Order', method: 'placeOrder' }] },
  { test: 'test_vlan_create_option', args: ['network', 'vlan-create-options'], exit: 0,
    calls: [{ service: 'Location_Datacenter', method: 'getDatacenters' }, { service: 'Location_Datacenter', method: 'getHardwareRouters' }] },
  { test: 'test_vlan_list_get_pod_with_closed_announcement', args: ['network', 'vlan-list'], exit: 0,
    calls: [{ service: 'Account', method: 'getNetworkVlans' }, { service: 'Network_Pod', method: 'getAllObjects', mask: 'name, capabilities' }] },
  { test: 'test_vlan_list_get_pod_with_closed_announcement_no_closure', args: ['network', 'vlan-list'], exit: 0,
    calls: [{ service: 'Account', method: 'getNetworkVlans' }, { service: 'Network_Pod', method: 'getAllObjects' }] },
  { test: 'test_vlan_list', args: ['network', 'vlan-list'], exit: 0, calls: [{ service: 'Account', method: 'getNetworkVlans' }] },
  { test: 'test_vlan_list_space_empty', args: ['network', 'vlan-list', '-l', '5'], exit: 0, calls: [{ service: 'Account', method: 'getNetworkVlans' }] },
  { test: 'test_create_vlan', args: ['--yes', 'network', 'vlan-create', '--name', 'test', '-d', 'dal10', '--network', 'public', '--billing', 'hourly'], exit: 0,
    calls: [{ service: 'Product_Package', method: 'getAllObjects' }, { service: 'Product_Order', method: 'placeOrder' }], stdout: 'test' },
  { test: 'test_create_vlan_pod', args: ['--yes', 'network', 'vlan-create', '--name', 'test2', '-p', 'wdc07.pod01', '--network', 'public', '--billing', 'hourly'],
    exit: 0, calls: [{ service: 'Network_Pod', method: 'getAllObjects' }, { service: 'Product_Order', method: 'placeOrder' }] },
  // svc's own --verify: the order is only verified.
  { test: 'test_create_vlan (--verify)', args: ['network', 'vlan-create', '--name', 'v', '-d', 'dal10', '--verify'], exit: 0,
    calls: [{ service: 'Product_Order', method: 'verifyOrder' }], notCalled: ['Product_Order.placeOrder'] },
  { test: 'test_vlan_cancel', args: ['--yes', 'network', 'vlan-cancel', '700100'], exit: 0,
    calls: [
      { service: 'Network_Vlan', method: 'getCancelFailureReasons', id: 700100 },
      { service: 'Network_Vlan', method: 'getObject', id: 700100 },
      { service: 'Billing_Item', method: 'cancelItem', args: [true, true, 'Cancel by cli command', 'Cancel by cli command'] },
    ] },
  // The VLAN still has devices: slcli aborts (exit 2); svc's refusals by the account's state exit 1.
  { test: 'test_vlan_cancel_error', args: ['--yes', 'network', 'vlan-cancel', '700001'], exit: 1,
    calls: [{ service: 'Network_Vlan', method: 'getCancelFailureReasons', id: 700001 }], notCalled: ['Billing_Item.cancelItem'] },
  { test: 'test_vlan_cancel_fail', args: ['network', 'vlan-cancel', '700001'], input: 'n\n', exit: 2,
    notCalled: ['Network_Vlan.getCancelFailureReasons', 'Billing_Item.cancelItem'] },
]);

referenceTable('network globalip (slcli tests/CLI/modules/globalip_tests.py)', [
  { test: 'test_ip_cancel (--really)', args: ['--yes', 'network', 'globalip-cancel', '9002'], exit: 0,
    calls: [{ service: 'Network_Subnet_IpAddress_Global', method: 'getObject', id: 9002, mask: 'billingItem' }, { service: 'Billing_Item', method: 'cancelService' }] },
  { test: 'test_ip_cancel (confirmed)', args: ['network', 'globalip-cancel', '9003'], input: 'y\n', exit: 0,
    calls: [{ service: 'Billing_Item', method: 'cancelService' }] },
  { test: 'test_ip_cancel (declined)', args: ['network', 'globalip-cancel', '9001'], input: 'n\n', exit: 2, notCalled: ['Billing_Item.cancelService'] },
  { test: 'test_ip_list (v4)', args: ['network', 'globalip-list', '--ip-version=v4'], exit: 0,
    calls: [{ service: 'Account', method: 'getGlobalIpRecords', mask: 'destinationIpAddress[hardware, virtualGuest],ipAddress' }] },
  { test: 'test_ip_list (v6)', args: ['network', 'globalip-list', '--ip-version=v6'], exit: 0,
    calls: [{ service: 'Account', method: 'getGlobalIpRecords' }] },
  { test: 'test_create', args: ['network', 'globalip-create', '--ipv6'], input: 'y\n', exit: 0,
    calls: [SUBNET_ITEMS, { service: 'Product_Order', method: 'placeOrder' }] },
  { test: 'test_ip_assign', args: ['network', 'globalip-assign', '9001', '10000002'], exit: 0,
    calls: [GLOBAL_SUBNET, { service: 'Network_Subnet', method: 'route', id: 600201, args: [ADDRESS, '10000002'] }] },
  { test: 'test_ip_unassign', args: ['--yes', 'network', 'globalip-unassign', '9001'], exit: 0,
    calls: [GLOBAL_SUBNET, { service: 'Network_Subnet', method: 'clearRoute', id: 600201 }] },
  { test: 'test_ip_assign_target', args: ['network', 'globalip-assign', '9001', '--target-id=10000006'], exit: 0,
    calls: [GLOBAL_SUBNET, { service: 'Network_Subnet', method: 'route', id: 600201, args: [ADDRESS, '10000006'] }] },
  { test: 'test_ip_assign_ip', args: ['network', 'globalip-assign', '161.200.2.1', '161.100.0.2'], exit: 0,
    calls: [{ service: 'Account', method: 'getGlobalIpRecords' }, GLOBAL_SUBNET,
      { service: 'Network_Subnet', method: 'route', id: 600201, args: [ADDRESS, '161.100.0.2'] }] },
  { test: 'test_ip_cancel_force', args: ['--yes', 'network', 'globalip-cancel', '9001'], exit: 0, calls: [{ service: 'Billing_Item', method: 'cancelService' }] },
  { test: 'test_ip_cancel_no_abort', args: ['network', 'globalip-cancel', '9004'], input: 'y\n', exit: 0, calls: [{ service: 'Billing_Item', method: 'cancelService' }] },
  { test: 'test_ip_cancel_abort', args: ['network', 'globalip-cancel', '9001'], input: 'n\n', exit: 2, notCalled: ['Billing_Item.cancelService'] },
]);

// slcli's `*_fail` rows mock an answer of `false`; the fake server refuses for real instead (an
// unknown group, rule or interface, a rule without a direction): svc exits 1 on an API fault where
// slcli's CLIAbort exits 2. slcli sends ids as it got them (strings); svc sends numbers. Groups 100
// (`allow-ssh`, rules 1 and 2, bound to NICs 30000000 and 30000002), 101 and 102 are the fake's;
// `test_securitygroup_create` adds group 103.
const SG = 'Network_SecurityGroup';
referenceTable('network securitygroup (slcli tests/CLI/modules/securitygroup_tests.py)', [
  { test: 'test_list_securitygroup', args: ['network', 'securitygroup-list'], exit: 0, calls: [{ service: SG, method: 'getAllObjects' }], stdout: 'allow-ssh' },
  { test: 'test_securitygroup_detail', args: ['network', 'securitygroup-detail', '100'], exit: 0,
    calls: [{ service: SG, method: 'getObject', id: 100, mask: /rules\[id, remoteIp, remoteGroupId, direction.*networkComponentBindings\[networkComponent\[id, port, guest/ }] },
  { test: 'test_securitygroup_create', args: ['network', 'securitygroup-create', '--name=secgroup1', '--description=Securitygroup1'], exit: 0,
    calls: [{ service: SG, method: 'createObject', args: [{ name: 'secgroup1', description: 'Securitygroup1' }] }], stdout: 'secgroup1' },
  { test: 'test_securitygroup_edit', args: ['network', 'securitygroup-edit', '103', '--name=foo'], exit: 0,
    calls: [{ service: SG, method: 'editObject', id: 103, args: [{ name: 'foo' }] }] },
  { test: 'test_securitygroup_edit_fail', args: ['network', 'securitygroup-edit', '999', '--name=foo'], exit: 1,
    calls: [{ service: SG, method: 'editObject', id: 999 }] },
  // Nothing to change: svc refuses before calling (slcli's manager answers false without a call too).
  { test: 'test_securitygroup_edit_fail (nothing to change)', args: ['network', 'securitygroup-edit', '100'], exit: 2, notCalled: [`${SG}.editObject`] },
  { test: 'test_securitygroup_delete', args: ['--yes', 'network', 'securitygroup-delete', '103'], exit: 0, calls: [{ service: SG, method: 'deleteObject', id: 103 }] },
  { test: 'test_securitygroup_delete_fail', args: ['--yes', 'network', 'securitygroup-delete', '103'], exit: 1, calls: [{ service: SG, method: 'deleteObject', id: 103 }] },
  { test: 'test_securitygroup_delete (declined)', args: ['network', 'securitygroup-delete', '102'], input: 'n\n', exit: 2, notCalled: [`${SG}.deleteObject`] },
  { test: 'test_securitygroup_rule_list', args: ['network', 'securitygroup-rule-list', '100'], exit: 0, calls: [{ service: SG, method: 'getRules', id: 100 }] },
  { test: 'test_securitygroup_rule_add', args: ['network', 'securitygroup-rule-add', '100', '--direction=ingress'], exit: 0,
    calls: [{ service: SG, method: 'addRules', id: 100, args: [[{ direction: 'ingress' }]] }], stdout: 'sg-request-1' },
  { test: 'test_securitygroup_rule_add_fail', args: ['network', 'securitygroup-rule-add', '100', '--protocol=tcp'], exit: 1,
    calls: [{ service: SG, method: 'addRules', id: 100, args: [[{ direction: null, protocol: 'tcp' }]] }] },
  { test: 'test_securitygroup_rule_edit', args: ['network', 'securitygroup-rule-edit', '100', '1', '--direction=ingress'], exit: 0,
    calls: [{ service: SG, method: 'editRules', id: 100, args: [[{ direction: 'ingress', id: 1 }]] }] },
  { test: 'test_securitygroup_rule_edit_fail', args: ['network', 'securitygroup-rule-edit', '100', '520', '--direction=ingress'], exit: 1,
    calls: [{ service: SG, method: 'editRules', id: 100, args: [[{ direction: 'ingress', id: 520 }]] }] },
  { test: 'test_securitygroup_rule_remove', args: ['--yes', 'network', 'securitygroup-rule-remove', '100', '1'], exit: 0,
    calls: [{ service: SG, method: 'removeRules', id: 100, args: [[1]] }] },
  { test: 'test_securitygroup_rule_remove_fail', args: ['--yes', 'network', 'securitygroup-rule-remove', '100', '520'], exit: 1,
    calls: [{ service: SG, method: 'removeRules', id: 100, args: [[520]] }] },
  { test: 'test_securitygroup_interface_list', args: ['network', 'securitygroup-interface-list', '100'], exit: 0,
    calls: [{ service: SG, method: 'getObject', id: 100, mask: /networkComponentBindings\[networkComponentId, networkComponent/ }], stdout: '30000000' },
  { test: 'test_securitygroup_interface_add', args: ['network', 'securitygroup-interface-add', '101', '--network-component=30000000'], exit: 0,
    calls: [{ service: SG, method: 'attachNetworkComponents', id: 101, args: [[30000000]] }] },
  { test: 'test_securitygroup_interface_add (--server)', args: ['network', 'securitygroup-interface-add', '101', '--server=100001', '--interface=public'], exit: 0,
    calls: [{ service: 'Virtual_Guest', method: 'getObject', id: 100001, mask: 'networkComponents[id, port]' },
      { service: SG, method: 'attachNetworkComponents', id: 101, args: [[30000001]] }] },
  { test: 'test_securitygroup_interface_add (neither)', args: ['network', 'securitygroup-interface-add', '101', '--server=100001'], exit: 2,
    notCalled: [`${SG}.attachNetworkComponents`] },
  { test: 'test_securitygroup_interface_add_fail', args: ['network', 'securitygroup-interface-add', '101', '--network-component=1000'], exit: 1,
    calls: [{ service: SG, method: 'attachNetworkComponents', id: 101, args: [[1000]] }] },
  { test: 'test_securitygroup_interface_remove', args: ['--yes', 'network', 'securitygroup-interface-remove', '101', '--network-component=30000000'], exit: 0,
    calls: [{ service: SG, method: 'detachNetworkComponents', id: 101, args: [[30000000]] }] },
  { test: 'test_securitygroup_interface_remove_fail', args: ['--yes', 'network', 'securitygroup-interface-remove', '101', '--network-component=500'], exit: 1,
    calls: [{ service: SG, method: 'detachNetworkComponents', id: 101, args: [[500]] }] },
  { test: 'test_securitygroup_get_by_request_id', args: ['network', 'securitygroup-event-log', 'sg-request-1'], exit: 0,
    calls: [
      { service: 'Event_Log', method: 'getAllObjects', filter: { objectName: { operation: 'CCI' } } },
      { service: 'Event_Log', method: 'getAllObjects', filter: { objectName: { operation: 'Security Group' } } },
    ], stdout: 'Network Security Group Rule Added' },
]);
