import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startFakeServer } from '@svclib/testing';
import { describe, expect, it } from 'vitest';

import { referenceTable } from '../reference-table.js';
import { DEMO_ENV, svc } from '../svc.js';

// Each row works on its own server (200001 + n), so a reload or cancel of one row leaves the others alone.
const hw = (n: number): string => String(200_000 + n);
const id = (n: number): number => 200_000 + n;
const files = mkdtempSync(join(tmpdir(), 'svc-hw-reference-'));
const USERFILE = join(files, 'userdata.txt');
writeFileSync(USERFILE, 'some data');
const EXPORTED = join(files, 'hw.template');
const SIZE = '--size=S1270_32GB_1X1TBSATA_NORAID';
const OS = '--os=OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT';
const NO = 'n\n';

referenceTable('hw (slcli tests/CLI/modules/hardware/hardware_basic_tests.py)', [
  { test: 'test_server_cancel_reasons', args: ['hw', 'cancel-reasons'], exit: 0, stdout: 'unneeded' },
  // slcli always shows the passwords (read with get_hardware's mask); svc reads and shows them only with --passwords
  // (Hardware.getSoftwareComponents), and asks for the user names alone otherwise.
  {
    test: 'test_server_credentials',
    args: ['hw', 'credentials', hw(1), '--passwords'],
    exit: 0,
    calls: [{ service: 'Hardware', method: 'getSoftwareComponents', id: id(1), mask: /passwords\[id, username, password\]/ }],
    stdout: `"password": "fake-${hw(1)}"`,
  },
  {
    test: 'test_server_credentials (without --passwords: masked)',
    args: ['hw', 'credentials', hw(1)],
    exit: 0,
    calls: [{ service: 'Hardware', method: 'getSoftwareComponents', id: id(1), mask: /passwords\[id, username\]/ }],
    stdout: '"password": "********"',
  },
  // slcli's detail reads get_hardware_fast; svc's detail reads getHardware's mask (GET_MASK), same service and method.
  {
    test: 'test_server_details',
    args: ['hw', 'detail', hw(1), '--passwords', '--price'],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'getObject', id: id(1), mask: /remoteManagementAccounts\[username,password\]/ }],
    stdout: `"password": "fake-ipmi-${id(1)}"`,
  },
  {
    test: 'test_server_reload (--key)',
    args: ['--yes', 'hw', 'reload', hw(2), '--key=1201'],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'reloadOperatingSystem', id: id(2), args: ['FORCE', { sshKeyIds: [1201] }] }],
  },
  {
    test: 'test_server_reload (--lvm)',
    args: ['--yes', 'hw', 'reload', hw(3), '--lvm'],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'reloadOperatingSystem', id: id(3), args: ['FORCE', { lvmFlag: true }] }],
  },
  { test: 'test_server_reload (no)', args: ['hw', 'reload', hw(4)], input: NO, exit: 2, notCalled: ['Hardware_Server.reloadOperatingSystem'] },
  {
    // slcli passes --reason=Test, which its manager quietly turns into 'unneeded'; svc refuses an unknown key (next row).
    test: 'test_cancel_server',
    args: ['--yes', 'hw', 'cancel', hw(5), '--reason=unneeded', '--comment=Test'],
    exit: 0,
    calls: [{ service: 'Billing_Item', method: 'cancelItem', args: [false, false, 'No longer needed', 'Test'] }],
  },
  { test: 'test_cancel_server (unknown reason)', args: ['--yes', 'hw', 'cancel', hw(6), '--reason=Test'], exit: 2, notCalled: ['Billing_Item.cancelItem'] },
  { test: 'test_cancel_server (no)', args: ['hw', 'cancel', hw(6), '--reason=unneeded', '--comment=Test'], input: NO, exit: 2, notCalled: ['Billing_Item.cancelItem'] },
  { test: 'test_server_power_off', args: ['--yes', 'hw', 'power-off', hw(7)], exit: 0, calls: [{ service: 'Hardware_Server', method: 'powerOff', id: id(7) }] },
  { test: 'test_server_power_off (no)', args: ['hw', 'power-off', hw(7)], input: NO, exit: 2, notCalled: ['Hardware_Server.powerOff'] },
  { test: 'test_server_reboot_default', args: ['--yes', 'hw', 'reboot', hw(7)], exit: 0, calls: [{ service: 'Hardware_Server', method: 'rebootDefault', id: id(7) }] },
  { test: 'test_server_reboot_soft', args: ['--yes', 'hw', 'reboot', hw(7), '--soft'], exit: 0, calls: [{ service: 'Hardware_Server', method: 'rebootSoft', id: id(7) }] },
  { test: 'test_server_reboot_hard', args: ['--yes', 'hw', 'reboot', hw(7), '--hard'], exit: 0, calls: [{ service: 'Hardware_Server', method: 'rebootHard', id: id(7) }] },
  { test: 'test_server_reboot_negative', args: ['hw', 'reboot', hw(7)], input: NO, exit: 2, notCalled: ['Hardware_Server.rebootDefault'] },
  { test: 'test_server_power_on', args: ['--yes', 'hw', 'power-on', hw(7)], exit: 0, calls: [{ service: 'Hardware_Server', method: 'powerOn', id: id(7) }] },
  { test: 'test_harware_power_on_force', args: ['hw', 'power-on', hw(7)], input: NO, exit: 2, notCalled: ['Hardware_Server.powerOn'] },
  { test: 'test_harware_power_on_force (--force)', args: ['hw', 'power-on', hw(7), '--force'], exit: 0, calls: [{ service: 'Hardware_Server', method: 'powerOn', id: id(7) }] },
  { test: 'test_harware_power_off_force', args: ['hw', 'power-off', hw(7)], input: NO, exit: 2, notCalled: ['Hardware_Server.powerOff'] },
  { test: 'test_server_power_cycle', args: ['--yes', 'hw', 'power-cycle', hw(7)], exit: 0, calls: [{ service: 'Hardware_Server', method: 'powerCycle', id: id(7) }] },
  { test: 'test_server_power_cycle_negative', args: ['hw', 'power-cycle', hw(7)], input: NO, exit: 2, notCalled: ['Hardware_Server.powerCycle'] },
  {
    test: 'test_create_server_test_flag',
    args: ['hw', 'create', SIZE, '--hostname=test', '--domain=example.com', '--datacenter=dal10', '--port-speed=1000', OS, '--test'],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'verifyOrder' }],
    notCalled: ['Product_Order.placeOrder'],
  },
  {
    test: 'test_create_options',
    args: ['hw', 'create-options'],
    exit: 0,
    calls: [{ service: 'Product_Package', method: 'getAllObjects' }, { service: 'Account', method: 'getRouters', mask: 'topLevelLocation' }, { service: 'Network_Pod', method: 'getAllObjects' }],
  },
  {
    // --prices adds a row per price of each OS, port speed and extra, with its restriction column.
    test: 'test_create_options_prices',
    args: ['--format=json', 'hw', 'create-options', '--prices'],
    exit: 0,
    stdout: /"kind": "os",\s*"key": "OS_[A-Z0-9_]+",\s*"name": "[^"]*",\s*"hourly": [^,]+,\s*"monthly": [^,]+,\s*"restriction": "/,
    calls: [{ service: 'Product_Package', method: 'getAllObjects' }],
  },
  {
    // slcli: `create-options --prices dal13` (LOCATION positional); the routers are those of the location.
    test: 'test_create_options_location (LOCATION)',
    args: ['--format=json', 'hw', 'create-options', '--prices', 'dal10'],
    exit: 0,
    stdout: '"restriction"',
    calls: [
      { service: 'Location', method: 'getDatacenters', filter: { name: { operation: 'dal10' } } },
      { service: 'Account', method: 'getRouters', filter: { routers: { topLevelLocation: { name: { operation: 'dal10' } } } } },
    ],
  },
  { test: 'create_options.py (LOCATION and --datacenter differ)', args: ['hw', 'create-options', 'dal10', '--datacenter', 'dal13'], exit: 2, notCalled: ['Product_Package.getAllObjects'] },
  {
    test: 'test_create_options_location',
    args: ['hw', 'create-options', '--datacenter', 'dal10'],
    exit: 0,
    calls: [{ service: 'Product_Package', method: 'getAllObjects' }],
  },
  {
    test: 'test_create_server',
    args: ['--yes', 'hw', 'create', SIZE, '--hostname=test', '--domain=example.com', '--datacenter=dal10', '--port-speed=1000', OS, '--no-public', '--key=1201'],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'placeOrder' }],
  },
  // slcli mocks export_to_template; here the file is written (its contents are checked in test/template-file.test.ts) and nothing is ordered.
  {
    test: 'test_create_server_with_export',
    args: ['--yes', 'hw', 'create', SIZE, '--hostname=test', '--domain=example.com', '--datacenter=dal10', '--port-speed=1000', OS, '--no-public', `--export=${EXPORTED}`],
    exit: 0, stdout: 'Successfully exported options to a template file.',
    notCalled: ['Product_Order.verifyOrder', 'Product_Order.placeOrder'],
  },
  // Not an slcli test: hardware/create.py's --template, from the file exported above.
  {
    test: 'create.py --template',
    args: ['--yes', 'hw', 'create', `--template=${EXPORTED}`, '--test'],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'verifyOrder' }],
    notCalled: ['Product_Order.placeOrder'],
  },
  {
    test: 'test_create_server_with_router',
    args: ['--yes', 'hw', 'create', SIZE, '--hostname=test2', '--domain=example.com', '--datacenter=dal10', '--port-speed=1000', OS,
      '--router-private=801', '--router-public=800'],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'placeOrder' }],
  },
  {
    // Not an slcli test: create.py's --force skips the question as --yes does.
    test: 'create.py --force',
    args: ['hw', 'create', SIZE, '--hostname=forced', '--domain=example.com', '--datacenter=dal10', '--port-speed=1000', OS, '--force'],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'placeOrder' }],
  },
  {
    test: 'test_create_hw_no_confirm',
    args: ['hw', 'create', '--hostname=test', SIZE, '--domain=example.com', '--datacenter=dal10', '--port-speed=1000', OS],
    input: NO,
    exit: 2,
    notCalled: ['Product_Order.placeOrder'],
  },
  {
    // slcli declares --wait on hw create; svc waits for the ordered server as `vs create --wait` does.
    test: 'test_create_server_with_wait (ready)',
    args: ['--yes', 'hw', 'create', SIZE, '--hostname=waited', '--domain=example.com', '--datacenter=dal10', '--port-speed=1000', OS, '--wait=30'],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'placeOrder' }, { service: 'Hardware_Server', method: 'getObject', mask: /provisionDate/ }],
  },
  {
    test: 'test_edit_server_userdata_and_file',
    args: ['hw', 'edit', hw(8), '--hostname=hardware-test1', '--domain=test.sftlyr.ws', '--userdata=My data', `--userfile=${USERFILE}`],
    exit: 2,
    notCalled: ['Hardware_Server.editObject'],
  },
  {
    test: 'test_edit_server_userdata',
    args: ['hw', 'edit', hw(8), '--hostname=hardware-test1', '--domain=test.sftlyr.ws', '--userdata=My data'],
    exit: 0,
    calls: [
      { service: 'Hardware_Server', method: 'setUserMetadata', id: id(8), args: [['My data']] },
      { service: 'Hardware_Server', method: 'editObject', id: id(8), args: [{ domain: 'test.sftlyr.ws', hostname: 'hardware-test1' }] },
    ],
  },
  {
    test: 'test_edit_server_userfile',
    args: ['hw', 'edit', hw(8), `--userfile=${USERFILE}`],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'setUserMetadata', id: id(8), args: [['some data']] }],
  },
  {
    test: 'test_edit',
    args: ['hw', 'edit', '--domain=example.com', '--hostname=host', '--userdata="testdata"', '--tag=dev', '--tag=green',
      '--public-speed=10', '--redundant', '--private-speed=100', '--degraded', hw(9)],
    exit: 0,
    calls: [
      // As the reference's manager: user data, tags, then editObject.
      { service: 'Hardware_Server', method: 'setUserMetadata', id: id(9), args: [['"testdata"']] },
      { service: 'Hardware_Server', method: 'setTags', id: id(9), args: ['dev,green'] },
      { service: 'Hardware_Server', method: 'editObject', id: id(9), args: [{ domain: 'example.com', hostname: 'host' }] },
      { service: 'Hardware_Server', method: 'setPublicNetworkInterfaceSpeed', id: id(9), args: [[10, 'redundant']] },
      { service: 'Hardware_Server', method: 'setPrivateNetworkInterfaceSpeed', id: id(9), args: [[100, 'degraded']] },
    ],
  },
  {
    // Not an slcli test: its `--public-speed -1` (the best speed available) reaches the API as -1.
    test: 'edit.py --public-speed -1',
    args: ['hw', 'edit', hw(9), '--public-speed=-1', '--redundant'],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'setPublicNetworkInterfaceSpeed', id: id(9), args: [[-1, 'redundant']] }],
    notCalled: ['Hardware_Server.editObject'],
  },
  { test: 'edit.py (speed without --redundant or --degraded)', args: ['hw', 'edit', hw(9), '--private-speed=100'], exit: 2, notCalled: ['Hardware_Server.setPrivateNetworkInterfaceSpeed'] },
  { test: 'test_rescue', args: ['--yes', 'hw', 'rescue', hw(10)], exit: 0, calls: [{ service: 'Hardware_Server', method: 'bootToRescueLayer', id: id(10) }] },
  { test: 'test_server_rescue_negative', args: ['hw', 'rescue', hw(11)], input: NO, exit: 2, notCalled: ['Hardware_Server.bootToRescueLayer'] },
  { test: 'test_ready', args: ['hw', 'ready', hw(12)], exit: 0, calls: [{ service: 'Hardware_Server', method: 'getObject', id: id(12) }] },
  {
    test: 'test_toggle_ipmi_on',
    args: ['hw', 'toggle-ipmi', '--enable', hw(12)],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'toggleManagementInterface', id: id(12), args: [true] }],
  },
  {
    test: 'test_toggle_ipmi_off',
    args: ['hw', 'toggle-ipmi', '--disable', hw(12)],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'toggleManagementInterface', id: id(12), args: [false] }],
  },
  {
    // slcli's --start_date/--end_date/--summary_period are svc's --start/--end/--rollup.
    test: 'test_bandwidth_hw',
    args: ['hw', 'bandwidth', hw(12), '--start=2019-01-01', '--end=2019-02-01'],
    exit: 0,
    calls: [
      { service: 'Hardware_Server', method: 'getMetricTrackingObjectId', id: id(12) },
      { service: 'Metric_Tracking_Object', method: 'getBandwidthData', args: ['2019-01-01', '2019-02-01', null, 3600] },
    ],
  },
  {
    test: 'test_bandwidth_hw (--summary-period)',
    args: ['hw', 'bandwidth', hw(12), '--start=2019-01-01', '--end=2019-02-01', '-p', '86400'],
    exit: 0,
    calls: [{ service: 'Metric_Tracking_Object', method: 'getBandwidthData', args: ['2019-01-01', '2019-02-01', null, 86400] }],
  },
  {
    // -q keeps the summary rows (sum, average, max) of `vs bandwidth -q`: the JSON opens with the sum row, no date rows.
    test: 'test_bandwidth_hw_quite',
    args: ['--format=json', 'hw', 'bandwidth', hw(12), '--start=2019-01-01', '--end=2019-02-01', '-q'],
    exit: 0,
    stdout: /^\[\s*\{\s*"date": "sum_gb"[^]*"date": "average_mbps"[^]*"date": "max_gb"/,
    calls: [{ service: 'Metric_Tracking_Object', method: 'getBandwidthData', args: ['2019-01-01', '2019-02-01', null, 3600] }],
  },
  {
    test: 'test_dns_sync_both',
    args: ['--yes', 'hw', 'dns-sync', hw(13)],
    exit: 0,
    calls: [
      { service: 'Hardware_Server', method: 'getObject', id: id(13) },
      { service: 'Account', method: 'getDomains' },
      { service: 'Dns_Domain', method: 'getResourceRecords' },
      { service: 'Dns_Domain_ResourceRecord', method: 'createObject' },
      { service: 'Hardware_Server', method: 'getReverseDomainRecords', id: id(13) },
      { service: 'Dns_Domain_ResourceRecord', method: 'createObject' },
    ],
  },
  {
    test: 'test_dns_sync_edit_a',
    args: ['--yes', 'hw', 'dns-sync', '-a', hw(13)],
    exit: 0,
    calls: [{ service: 'Dns_Domain', method: 'getResourceRecords' }, { service: 'Dns_Domain_ResourceRecord', method: 'editObject' }],
    notCalled: ['Hardware_Server.getReverseDomainRecords'],
  },
  {
    test: 'test_dns_sync_edit_ptr',
    args: ['--yes', 'hw', 'dns-sync', '--ptr', hw(13)],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'getReverseDomainRecords', id: id(13) }, { service: 'Dns_Domain_ResourceRecord', method: 'editObject' }],
  },
  {
    // The fake's servers have no IPv6 address: the reference's "does not have an ipv6 address" refusal.
    test: 'test_dns_sync_v6',
    args: ['--yes', 'hw', 'dns-sync', '--aaaa-record', hw(13)],
    exit: 2,
    stderr: 'does not have an ipv6 address',
  },
  { test: 'test_dns_sync_misc_exception', args: ['hw', 'dns-sync', '-a', hw(13)], input: NO, exit: 2, notCalled: ['Dns_Domain_ResourceRecord.editObject'] },
  {
    test: 'test_hardware_storage',
    args: ['hw', 'storage', hw(14)],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'getAttachedNetworkStorages', id: id(14), args: ['ISCSI'] }],
  },
  { test: 'test_billing', args: ['hw', 'billing', hw(14)], exit: 0, calls: [{ service: 'Hardware_Server', method: 'getObject', id: id(14), mask: /billingItem/ }] },
  { test: 'test_authorize_hw_no_confirm', args: ['hw', 'authorize-storage', '-u', hw(14)], exit: 2, notCalled: ['Hardware.allowAccessToNetworkStorageList'] },
  {
    test: 'test_authorize_hw_empty',
    args: ['hw', 'authorize-storage', '--username-storage=#', hw(14)],
    exit: 1,
    stderr: 'The Storage with username: # was not found',
    notCalled: ['Hardware.allowAccessToNetworkStorageList'],
  },
  {
    test: 'test_authorize_hw',
    args: ['hw', 'authorize-storage', '--username-storage=SL01SEL3000001-1', hw(14)],
    exit: 0,
    calls: [{ service: 'Account', method: 'getNetworkStorage' }, { service: 'Hardware', method: 'allowAccessToNetworkStorageList', id: id(14), args: [[{ id: 9_100_001, username: 'SL01SEL3000001-1' }]] }],
  },
  { test: 'test_upgrade_no_options', args: ['--yes', 'hw', 'upgrade', hw(15)], exit: 2, notCalled: ['Product_Order.placeOrder', 'Product_Order.verifyOrder'] },
  { test: 'test_upgrade_aborted', args: ['hw', 'upgrade', hw(15), '--memory=1'], input: NO, exit: 2, notCalled: ['Product_Order.placeOrder'] },
  {
    test: 'test_upgrade_test',
    args: ['hw', 'upgrade', hw(15), '--test', '--memory=64', '--public-bandwidth=1000', '--drive-controller=RAID', '--network=10000 Redundant'],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'getUpgradeItemPrices', id: id(15) }, { service: 'Product_Order', method: 'verifyOrder' }],
    notCalled: ['Product_Order.placeOrder'],
  },
  {
    // slcli's `--add-disk 1000 2` (two values) is svc's `--add-disk 1000,2`.
    test: 'test_upgrade_add_disk',
    args: ['--yes', 'hw', 'upgrade', hw(15), '--add-disk=2000,2'],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'placeOrder' }],
  },
  { test: 'test_upgrade_resize_disk', args: ['--yes', 'hw', 'upgrade', hw(16), '--resize-disk=2000,0'], exit: 0, calls: [{ service: 'Product_Order', method: 'placeOrder' }] },
  { test: 'test_upgrade_disk_not_price_found', args: ['--yes', 'hw', 'upgrade', hw(16), '--add-disk=1000,3'], exit: 1, stderr: 'The item price was not found for disk3', notCalled: ['Product_Order.placeOrder'] },
  { test: 'test_upgrade_disk_already_exist', args: ['--yes', 'hw', 'upgrade', hw(16), '--add-disk=1000,0'], exit: 1, stderr: 'Unable to add the disk because this already exists', notCalled: ['Product_Order.placeOrder'] },
  { test: 'test_upgrade_disk_does_not_exist', args: ['--yes', 'hw', 'upgrade', hw(16), '--resize-disk=1000,3'], exit: 1, stderr: 'Unable to resize the disk because this does not exist', notCalled: ['Product_Order.placeOrder'] },
  {
    test: 'test_upgrade',
    args: ['--yes', 'hw', 'upgrade', hw(17), '--memory=64', '--public-bandwidth=1000', '--drive-controller=RAID', '--network=10000 Redundant'],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'placeOrder' }],
  },
  {
    test: 'test_components',
    args: ['hw', 'detail', hw(18), '--components'],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'getObject', id: id(18) }, { service: 'Hardware_Server', method: 'getComponents', id: id(18) }],
  },
  { test: 'test_components (svc hw components)', args: ['hw', 'components', hw(18)], exit: 0, calls: [{ service: 'Hardware_Server', method: 'getComponents', id: id(18) }] },
  { test: 'test_sensor', args: ['hw', 'sensor', hw(18)], exit: 0, calls: [{ service: 'Hardware', method: 'getSensorData', id: id(18) }] },
  { test: 'test_sensor_discrete', args: ['hw', 'sensor', hw(18), '--discrete'], exit: 0, calls: [{ service: 'Hardware', method: 'getSensorData', id: id(18) }], stdout: 'PS1 Status' },
  { test: 'test_monitoring', args: ['hw', 'monitoring', hw(18)], exit: 0, calls: [{ service: 'Hardware_Server', method: 'getObject', id: id(18), mask: /networkMonitors/ }] },
  { test: 'test_notifications', args: ['hw', 'notifications', hw(18)], exit: 0, calls: [{ service: 'User_Customer_Notification_Hardware', method: 'findByHardwareId', args: [id(18)] }] },
  {
    test: 'test_add_notification',
    args: ['hw', 'notification-add', hw(18), '--users', '7002'],
    exit: 0,
    calls: [{ service: 'User_Customer_Notification_Hardware', method: 'createObject', args: [{ hardwareId: id(18), userId: 7002 }] }],
  },
  {
    test: 'test_notification_delete',
    args: ['hw', 'notification-delete', '1201'],
    exit: 0,
    calls: [{ service: 'User_Customer_Notification_Hardware', method: 'deleteObjects', args: [[{ id: 1201 }]] }],
  },
  {
    // The password comes from SVC_CREDENTIAL_PASSWORD (or a prompt / stdin), never from the command line.
    test: 'test_create_credential',
    args: ['hw', 'create-credential', hw(19), '-U', 'testslcli', '--notes', 'test slcli', '--software', 'system'],
    env: { SVC_CREDENTIAL_PASSWORD: 'test-123456' },
    exit: 0,
    calls: [
      { service: 'Hardware', method: 'getSoftwareComponents', id: id(19) },
      {
        service: 'Software_Component_Password',
        method: 'createObject',
        args: [{ softwareId: 41_000_018, username: 'testslcli', password: 'test-123456', notes: 'test slcli' }],
      },
    ],
    stdout: '********',
  },
  {
    test: 'test_create_credential (password on stdin)',
    args: ['hw', 'create-credential', hw(19), '-U', 'second', '--software', 'system'],
    input: 'from-stdin-42\n',
    exit: 0,
    calls: [{ service: 'Software_Component_Password', method: 'createObject', args: [{ softwareId: 41_000_018, username: 'second', password: 'from-stdin-42' }] }],
  },
  {
    test: 'test_create_credential (unknown software)',
    args: ['hw', 'create-credential', hw(19), '-U', 'third', '--software', 'nosuch'],
    env: { SVC_CREDENTIAL_PASSWORD: 'test-123456' },
    exit: 1,
    stderr: 'Software not found',
    notCalled: ['Software_Component_Password.createObject'],
  },
  { test: 'test_hardware_cancel_no_force', args: ['hw', 'cancel', hw(20)], input: NO, exit: 2, notCalled: ['Billing_Item.cancelItem'] },
], async () => {
  const server = await startFakeServer({ counts: { hardware: 24 } });
  // slcli's fixture names the software 'system'.
  const software = server.state.data.hardware[18]!.operatingSystem.softwareLicense.softwareDescription;
  software.name = 'system';
  return server;
});

referenceTable('hw (slcli tests/CLI/modules/hardware/hardware_firmware_tests.py)', [
  // slcli sends 1/0; svc sends true/false (the API's boolean parameters).
  {
    test: 'test_update_firmware',
    args: ['--yes', 'hw', 'update-firmware', hw(1)],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'createFirmwareUpdateTransaction', id: id(1), args: [true, true, true, true, true] }],
  },
  ...([['-i', [true, false, false, false, false]], ['-r', [false, true, false, false, false]], ['-b', [false, false, true, false, false]],
    ['-d', [false, false, false, true, false]], ['-n', [false, false, false, false, true]]] as const).map(([flag, args], n) => ({
    test: `test_update_firmware_just_${['ipmi', 'raid', 'bios', 'disk', 'nic'][n] ?? ''}`,
    args: ['--yes', 'hw', 'update-firmware', hw(2 + n), flag],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'createFirmwareUpdateTransaction', id: id(2 + n), args: [...args] }],
  })),
  {
    test: 'test_update_firmware_just_all',
    args: ['--yes', 'hw', 'update-firmware', hw(7), '-i', '-r', '-b', '-d', '-n'],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'createFirmwareUpdateTransaction', id: id(7), args: [true, true, true, true, true] }],
  },
  { test: 'test_update_firmware_no_confirm', args: ['hw', 'update-firmware', hw(8)], input: NO, exit: 2, notCalled: ['Hardware_Server.createFirmwareUpdateTransaction'] },
  {
    test: 'test_reflash_firmware',
    args: ['--yes', 'hw', 'reflash-firmware', hw(9)],
    exit: 0,
    calls: [{ service: 'Hardware_Server', method: 'createFirmwareReflashTransaction', id: id(9), args: [true, true, true] }],
  },
  { test: 'test_reflash_firmware_no_confirm', args: ['hw', 'reflash-firmware', hw(10)], input: NO, exit: 2, notCalled: ['Hardware_Server.createFirmwareReflashTransaction'] },
], () => startFakeServer({ counts: { hardware: 12 } }));

const ORDER_BY_ID = { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] };

referenceTable('hw (slcli tests/CLI/modules/hardware/hardware_list_tests.py)', [
  {
    test: 'test_list_servers',
    args: ['hw', 'list', '--tag=openstack', '--columns=datacenter,primary_ip,hostname,id,backend_ip,action'],
    exit: 0,
    calls: [{ service: 'Account', method: 'getHardware', filter: { hardware: { id: ORDER_BY_ID, tagReferences: { tag: { name: { operation: 'in', options: [{ name: 'data', value: ['openstack'] }] } } } } } }],
  },
  {
    test: 'test_list_hw_search_noargs',
    args: ['hw', 'list', '--search'],
    exit: 0,
    calls: [{ service: 'Search', method: 'advancedSearch', args: ['_objectType:Vendor_Hardware '], mask: 'resource(Vendor_Hardware)' }],
    stdout: 'bm01',
  },
  {
    test: 'test_list_hw_search_noargs_domain',
    args: ['hw', 'list', '--search', '-Dtest'],
    exit: 0,
    calls: [{ service: 'Search', method: 'advancedSearch', args: ['_objectType:Vendor_Hardware  domain: *test*'] }],
  },
  {
    // Not an slcli test: a free term and a domain, as its search manager joins them.
    test: 'search.py search_hadrware_instances',
    args: ['hw', 'list', '--search', 'bm0', '--domain', 'example.org', '--format', 'csv', '--columns', 'hostname'],
    exit: 0,
    calls: [{ service: 'Search', method: 'advancedSearch', args: ['_objectType:Vendor_Hardware *bm0* domain: *example.org*'] }],
    stdout: 'hostname\nbm02\nbm04\n',
  },
  {
    test: 'test_list_by_owner',
    args: ['hw', 'list', '--owner=testUser'],
    exit: 0,
    calls: [{ service: 'Account', method: 'getHardware', filter: { hardware: { id: ORDER_BY_ID, billingItem: { orderItem: { order: { userRecord: { username: { operation: '_= testUser' } } } } } } } }],
  },
  {
    // slcli's --primary_ip/--backend_ip are svc's --primary-ip/--backend-ip.
    test: 'test_list_by_pub_ip',
    args: ['hw', 'list', '--primary-ip=1.2.3.4'],
    exit: 0,
    calls: [{ service: 'Account', method: 'getHardware', filter: { hardware: { id: ORDER_BY_ID, primaryIpAddress: { operation: '_= 1.2.3.4' } } } }],
  },
  {
    test: 'test_list_by_pri_ip',
    args: ['hw', 'list', '--backend-ip=1.2.3.4'],
    exit: 0,
    calls: [{ service: 'Account', method: 'getHardware', filter: { hardware: { id: ORDER_BY_ID, primaryBackendIpAddress: { operation: '_= 1.2.3.4' } } } }],
  },
]);

referenceTable('hw (slcli tests/CLI/modules/hardware/hardware_vlan_tests.py)', [
  { test: 'test_hardware_vlan_trunkable_no_hardware', args: ['hw', 'vlan-trunkable'], exit: 2, stderr: "missing required argument 'id'" },
  {
    // The model has the trunkable relation only from the VLAN's side (Network_Vlan.networkComponentsTrunkable).
    test: 'test_hardware_vlan_trunkable_happypath',
    args: ['hw', 'vlan-trunkable', hw(1)],
    exit: 0,
    calls: [
      { service: 'Hardware_Server', method: 'getNetworkComponents', id: id(1), mask: 'id,primaryIpAddress' },
      {
        service: 'Account',
        method: 'getNetworkVlans',
        filter: { networkVlans: { networkComponentsTrunkable: { id: { operation: 'in', options: [{ name: 'data', value: [31_000_000, 31_000_001] }] } } } },
      },
    ],
    stdout: 'public-dal10',
  },
  {
    test: 'test_hardware_vlan_remove',
    args: ['--yes', 'hw', 'vlan-remove', hw(1), 'public-dal10'],
    exit: 0,
    calls: [
      { service: 'Search', method: 'advancedSearch', args: ['_objectType:Vendor_Network_Vlan "public-dal10"'] },
      { service: 'Hardware_Server', method: 'getFrontendNetworkComponents', id: id(1) },
      { service: 'Network_Component', method: 'removeNetworkVlanTrunks' },
    ],
  },
  {
    test: 'test_hardware_vlan_remove_two_vlans',
    args: ['--yes', 'hw', 'vlan-remove', hw(1), 'public-dal10', 'private-dal10'],
    exit: 0,
    calls: [
      { service: 'Search', method: 'advancedSearch', args: ['_objectType:Vendor_Network_Vlan "public-dal10" "private-dal10"'] },
      { service: 'Hardware_Server', method: 'getFrontendNetworkComponents', id: id(1) },
      { service: 'Network_Component', method: 'removeNetworkVlanTrunks' },
      { service: 'Hardware_Server', method: 'getBackendNetworkComponents', id: id(1) },
      { service: 'Network_Component', method: 'removeNetworkVlanTrunks' },
    ],
  },
  { test: 'test_hardware_vlan_remove_no_vlans', args: ['--yes', 'hw', 'vlan-remove', hw(1)], exit: 2, notCalled: ['Search.advancedSearch'] },
  {
    // Before remove_all, so that server 200002 has trunks on both components to clear.
    test: 'test_hardware_vlan_add_two_vlans',
    args: ['--yes', 'hw', 'vlan-add', hw(2), 'public-dal10', 'private-dal10'],
    exit: 0,
    calls: [
      { service: 'Search', method: 'advancedSearch', args: ['_objectType:Vendor_Network_Vlan "public-dal10" "private-dal10"'] },
      { service: 'Network_Component', method: 'addNetworkVlanTrunks' },
      { service: 'Network_Component', method: 'addNetworkVlanTrunks' },
    ],
  },
  {
    test: 'test_hardware_vlan_remove_all_vlans',
    args: ['--yes', 'hw', 'vlan-remove', hw(2), '--all'],
    exit: 0,
    calls: [
      { service: 'Hardware_Server', method: 'getObject', id: id(2) },
      { service: 'Network_Component', method: 'clearNetworkVlanTrunks', id: 31_000_002 },
      { service: 'Network_Component', method: 'clearNetworkVlanTrunks', id: 31_000_003 },
    ],
    notCalled: ['Search.advancedSearch'],
  },
  {
    test: 'test_hardware_vlan_add',
    args: ['--yes', 'hw', 'vlan-add', hw(3), 'public-dal10'],
    exit: 0,
    calls: [
      { service: 'Search', method: 'advancedSearch', args: ['_objectType:Vendor_Network_Vlan "public-dal10"'] },
      { service: 'Hardware_Server', method: 'getFrontendNetworkComponents', id: id(3) },
      { service: 'Network_Component', method: 'addNetworkVlanTrunks' },
    ],
  },
  { test: 'test_hardware_vlan_add_no_vlans', args: ['--yes', 'hw', 'vlan-add', hw(3)], exit: 2, notCalled: ['Search.advancedSearch'] },
]);

describe('hw passwords stay secret', () => {
  it('create-credential never prints its password, not even with --debug or --verbose, and never takes it from argv', async () => {
    const server = await startFakeServer({ counts: { hardware: 2 } });
    try {
      const target = server.state.data.hardware[0]!;
      const software = target.operatingSystem.softwareLicense.softwareDescription.name;
      const secret = 'S3cret-Credential-77';
      for (const extra of [[], ['--debug'], ['--verbose'], ['--format', 'json']]) {
        const result = await svc(['--endpoint', server.url, ...extra, 'hw', 'create-credential', String(target.id), '-U', 'ops', '--software', software],
          { env: { ...DEMO_ENV, SVC_CREDENTIAL_PASSWORD: secret } });
        expect(result.code).toBe(0);
        expect(`${result.stdout}${result.stderr}`).not.toContain(secret);
      }
      const passwords = server.state.requests.filter((r) => r.method === 'createObject').map((r) => (r.args[0] as { password?: string }).password);
      expect(passwords).toEqual([secret, secret, secret, secret]);
      for (const format of ['json', 'jsonl', 'table']) {
        const detail = await svc(['--endpoint', server.url, 'hw', 'detail', String(target.id), '--format', format], { env: { ...DEMO_ENV } });
        expect(detail.code).toBe(0);
        expect(detail.stdout).not.toMatch(/fake-(ipmi-)?\d/);
      }
      const argv = await svc(['--endpoint', server.url, 'hw', 'create-credential', String(target.id), '-U', 'ops', '--software', software, '--password', secret],
        { env: { ...DEMO_ENV } });
      expect(argv.code).toBe(2);
      expect(argv.stderr).toContain("unknown option '--password'");
      expect(argv.stderr).not.toContain(secret);
    } finally {
      await server.close();
    }
  });
});

// A server that takes ten minutes to provision: `hw create --wait 1` gives up and exits 1.
referenceTable('hw create --wait (slow provisioning)', [
  {
    test: 'test_create_server_with_wait (not ready)',
    args: ['--yes', 'hw', 'create', SIZE, '--hostname=slow', '--domain=example.com', '--datacenter=dal10', '--port-speed=1000', OS, '--wait=1'],
    exit: 1,
    stderr: 'is not ready after 1 s',
    calls: [{ service: 'Product_Order', method: 'placeOrder' }, { service: 'Hardware_Server', method: 'getObject', mask: /provisionDate/ }],
  },
], () => startFakeServer({ provisionDelayMs: 600_000 }));
