/**
 * `svc vs` against slcli's own tests (tests/CLI/modules/vs/vs_tests.py and vs_create_tests.py):
 * the exit code and the calls the fake server received. slcli's guest 100 is the fake's web01
 * (100001); rows that change a guest's power state use a guest of their own, as they share one
 * server and run in order.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { referenceTable } from '../reference-table.js';

const EXPORTED = join(mkdtempSync(join(tmpdir(), 'svc-vs-reference-')), 'vs.template');

const ORDER_BY_ID = { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] };
const GUEST = 'Virtual_Guest';
const CREATE = ['vs', 'create', '--cpu=2', '--domain=example.com', '--hostname=host', '--os=UBUNTU_LATEST', '--memory=1', '--billing=hourly', '--datacenter=dal10'];
/**
 * The template slcli's `test_create` expects, for datacenter dal10, less its
 * `supplementalCreateObjectOptions: { bootMode: None }`: svc leaves out an option that was not given.
 */
const TEMPLATE = {
  startCpus: 2, maxMemory: 1024, hostname: 'host', domain: 'example.com', localDiskFlag: true, hourlyBillingFlag: true,
  operatingSystemReferenceCode: 'UBUNTU_LATEST', datacenter: { name: 'dal10' },
};
/**
 * A flavor order's template. slcli's CLI sends `localDiskFlag: None` with a flavor; svc sends the
 * manager's default `true` (as the reference's `VSManager` does when called without `local_disk`).
 */
const FLAVORED = (flavor: string, hostname = 'TEST', domain = 'TESTING'): Record<string, unknown> => ({
  hostname, domain, localDiskFlag: true, hourlyBillingFlag: true, supplementalCreateObjectOptions: { flavorKeyName: flavor },
});

referenceTable('vs (slcli tests/CLI/modules/vs/vs_tests.py)', [
  { test: 'test_rescue_vs', args: ['--yes', 'vs', 'rescue', '100001'], exit: 0, calls: [{ service: GUEST, method: 'executeRescueLayer', id: 100001 }] },
  { test: 'test_rescue_vs_no_confirm', args: ['vs', 'rescue', '100001'], input: 'n\n', exit: 2, notCalled: [`${GUEST}.executeRescueLayer`] },
  { test: 'test_reboot_vs_default', args: ['--yes', 'vs', 'reboot', '100001'], exit: 0, calls: [{ service: GUEST, method: 'rebootDefault', id: 100001 }] },
  { test: 'test_reboot_vs_no_confirm', args: ['vs', 'reboot', '100001'], input: 'n\n', exit: 2, notCalled: [`${GUEST}.rebootDefault`] },
  { test: 'test_reboot_vs_soft', args: ['--yes', 'vs', 'reboot', '--soft', '100001'], exit: 0, calls: [{ service: GUEST, method: 'rebootSoft', id: 100001 }] },
  { test: 'test_reboot_vs_hard', args: ['--yes', 'vs', 'reboot', '--hard', '100001'], exit: 0, calls: [{ service: GUEST, method: 'rebootHard', id: 100001 }] },
  { test: 'test_power_vs_off_soft', args: ['--yes', 'vs', 'power-off', '100003'], exit: 0, calls: [{ service: GUEST, method: 'powerOffSoft', id: 100003 }] },
  { test: 'test_power_off_vs_no_confirm', args: ['vs', 'power-off', '100004'], input: 'n\n', exit: 2, notCalled: [`${GUEST}.powerOffSoft`] },
  { test: 'test_power_off_vs_hard', args: ['--yes', 'vs', 'power-off', '--hard', '100004'], exit: 0, calls: [{ service: GUEST, method: 'powerOff', id: 100004 }] },
  // slcli's guest 100 is running in its fixture; here the halted worker05 is powered on.
  { test: 'test_power_on_vs', args: ['vs', 'power-on', '100005'], exit: 0, calls: [{ service: GUEST, method: 'powerOn', id: 100005 }] },
  { test: 'test_pause_vs', args: ['--yes', 'vs', 'pause', '100002'], exit: 0, calls: [{ service: GUEST, method: 'pause', id: 100002 }] },
  { test: 'test_pause_vs_no_confirm', args: ['vs', 'pause', '100006'], input: 'n\n', exit: 2, notCalled: [`${GUEST}.pause`] },
  { test: 'test_resume_vs', args: ['vs', 'resume', '100002'], exit: 0, calls: [{ service: GUEST, method: 'resume', id: 100002 }] },
  {
    test: 'test_list_vs',
    args: ['vs', 'list', '--tag=tag'],
    exit: 0,
    calls: [{
      service: 'Account', method: 'getVirtualGuests',
      filter: { virtualGuests: { id: ORDER_BY_ID, tagReferences: { tag: { name: { operation: 'in', options: [{ name: 'data', value: ['tag'] }] } } } } },
    }],
  },
  { test: 'test_list_vs_search_noargs', args: ['vs', 'list', '--search'], exit: 0, calls: [{ service: 'Search', method: 'advancedSearch', args: ['_objectType:Vendor_Virtual_Guest '] }] },
  {
    test: 'test_list_vs_search_noargs_domain',
    args: ['vs', 'list', '--search', '-Dtest'],
    exit: 0,
    calls: [{ service: 'Search', method: 'advancedSearch', args: ['_objectType:Vendor_Virtual_Guest  domain: *test*'] }],
  },
  {
    test: 'test_list_vs_search_args',
    args: ['vs', 'list', '--search=thisTerm'],
    exit: 0,
    calls: [{ service: 'Search', method: 'advancedSearch', args: ['_objectType:Vendor_Virtual_Guest *thisTerm*'] }],
  },
  {
    test: 'test_detail_vs',
    args: ['vs', 'detail', '100001', '--passwords', '--price'],
    exit: 0,
    calls: [
      { service: GUEST, method: 'getObject', id: 100001, mask: /operatingSystem\[passwords/ },
      { service: GUEST, method: 'getBlockDevices', id: 100001, mask: 'diskImage' },
      { service: GUEST, method: 'getBandwidthAllotmentDetail', id: 100001, mask: 'allocation[amount]' },
      { service: GUEST, method: 'getBillingCycleBandwidthUsage', id: 100001 },
      { service: GUEST, method: 'getReverseDomainRecords', id: 100001 },
    ],
    stdout: '"users"',
  },
  // slcli mocks billingItem away; the calls are the same.
  { test: 'test_detail_vs_empty_billing', args: ['vs', 'detail', '100001', '--passwords', '--price'], exit: 0, calls: [{ service: GUEST, method: 'getObject', id: 100001 }] },
  { test: 'test_detail_vs_empty_tag', args: ['vs', 'detail', '100001'], exit: 0, calls: [{ service: GUEST, method: 'getObject', id: 100001 }], stdout: '"tagReferences"' },
  { test: 'test_detail_vs_empty_allotment', args: ['vs', 'detail', '100001'], exit: 0, calls: [{ service: GUEST, method: 'getBandwidthAllotmentDetail', id: 100001 }], stdout: '"allotment"' },
  { test: 'test_detail_drives_system', args: ['vs', 'detail', '100001'], exit: 0, calls: [{ service: GUEST, method: 'getBlockDevices', id: 100001 }], stdout: '"type": "System"' },
  { test: 'test_detail_drives_swap', args: ['vs', 'detail', '100001'], exit: 0, calls: [{ service: GUEST, method: 'getBlockDevices', id: 100001 }], stdout: '"drives"' },
  { test: 'test_detail_vs_security_group', args: ['vs', 'detail', '100001'], exit: 0, calls: [{ service: GUEST, method: 'getObject', id: 100001, mask: /securityGroupBindings\[securityGroup\[id, name\]\]/ }] },
  { test: 'test_detail_vs_ptr_error', args: ['vs', 'detail', '100001'], exit: 0, calls: [{ service: GUEST, method: 'getReverseDomainRecords', id: 100001 }] },
  { test: 'test_vs_detail_csv_output_format_with_nested_tables', args: ['--format', 'csv', 'vs', 'detail', '100001'], exit: 0, stdout: /^name,value\nid,100001\n/ },
  { test: 'test_last_transaction_empty', args: ['vs', 'detail', '100001'], exit: 0, calls: [{ service: GUEST, method: 'getObject', id: 100001 }] },
  // slcli's TRANSIENT_CLOUD_SERVER is not a package of the fake: the rows name PUBLIC_CLOUD_SERVER.
  {
    // As slcli: the datacenters carry the pods closing soon as notes (Network_Pod.getAllObjects).
    test: 'test_create_options',
    args: ['vs', 'create-options', '--vsi-type', 'PUBLIC_CLOUD_SERVER'],
    exit: 0,
    calls: [{ service: 'Product_Package', method: 'getAllObjects' }, { service: 'Network_Pod', method: 'getAllObjects' }],
  },
  {
    // --prices: a row per price of each option, with its capacity restriction.
    test: 'test_create_options_prices',
    args: ['--format=json', 'vs', 'create-options', '--prices', '--vsi-type', 'PUBLIC_CLOUD_SERVER'],
    exit: 0,
    stdout: /"category": "os",\s*"key": "[A-Z0-9_]+",\s*"name": "[^"]*",\s*"value": "[^"]*",\s*"hourly": [^,]+,\s*"monthly": [^,]+,\s*"restriction": "/,
    calls: [{ service: 'Product_Package', method: 'getAllObjects' }],
  },
  {
    // slcli: `create-options --prices dal13` (LOCATION positional): the prices of that location.
    test: 'test_create_options_prices_location',
    args: ['--format=json', 'vs', 'create-options', '--prices', 'dal10', '--vsi-type', 'PUBLIC_CLOUD_SERVER'],
    exit: 0,
    stdout: '"restriction"',
    calls: [{ service: 'Location', method: 'getDatacenters', mask: 'priceGroups', filter: { name: { operation: 'dal10' } } }],
  },
  {
    test: 'test_create_options_prices_location (-p)',
    args: ['--format=csv', 'vs', 'create-options', 'dal10', '-p'],
    exit: 0,
    stdout: /^category,key,name,value,hourly,monthly,restriction,note\n/,
    calls: [{ service: 'Location', method: 'getDatacenters', mask: 'priceGroups', filter: { name: { operation: 'dal10' } } }],
  },
  { test: 'create_options.py (LOCATION and --datacenter differ)', args: ['vs', 'create-options', 'dal10', '--datacenter', 'dal13'], exit: 2, notCalled: ['Product_Package.getAllObjects'] },
  {
    test: 'test_create_options_location (--datacenter)',
    args: ['vs', 'create-options', '--datacenter', 'dal10'],
    exit: 0,
    calls: [{ service: 'Location', method: 'getDatacenters', mask: 'priceGroups', filter: { name: { operation: 'dal10' } } }],
  },
  {
    test: 'test_dns_sync_both',
    args: ['--yes', 'vs', 'dns-sync', '100001'],
    exit: 0,
    // web01's A record exists in the fake's zone (slcli's fixture zone has none), so it is edited; its PTR record is created.
    calls: [
      { service: 'Account', method: 'getDomains', filter: { domains: { name: { operation: '_= example.com' } } } },
      { service: 'Dns_Domain', method: 'getResourceRecords', id: 400001 },
      { service: 'Dns_Domain_ResourceRecord', method: 'editObject', args: [{ id: 500_000_008, domainId: 400001, host: 'web01', ttl: 7200, type: 'A', data: '161.100.0.2' }] },
      { service: GUEST, method: 'getReverseDomainRecords', id: 100001 },
      { service: 'Dns_Domain_ResourceRecord', method: 'createObject', args: [{ host: '2', data: 'web01.example.com', ttl: 7200, type: 'ptr', domainId: 400004 }] },
    ],
  },
  { test: 'test_dns_sync_v6', args: ['--yes', 'vs', 'dns-sync', '--aaaa-record', '100001'], exit: 2, stderr: 'does not have an ipv6 address', notCalled: ['Dns_Domain_ResourceRecord.createObject'] },
  {
    test: 'test_dns_sync_edit_a',
    args: ['--yes', 'vs', 'dns-sync', '-a', '100001'],
    exit: 0,
    calls: [{ service: 'Dns_Domain_ResourceRecord', method: 'editObject', args: [{ id: 500_000_008, domainId: 400001, host: 'web01', ttl: 7200, type: 'A', data: '161.100.0.2' }] }],
    notCalled: ['Dns_Domain_ResourceRecord.createObject'],
  },
  {
    test: 'test_dns_sync_edit_ptr',
    args: ['--yes', 'vs', 'dns-sync', '--ptr', '100001'],
    exit: 0,
    calls: [{ service: 'Dns_Domain_ResourceRecord', method: 'editObject', args: [{ id: 500_002_008, domainId: 400004, host: '2', type: 'PTR', data: 'web01.example.com', ttl: 7200 }] }],
  },
  { test: 'test_dns_sync_misc_exception', args: ['vs', 'dns-sync', '-a', '100001'], input: 'n\n', exit: 2, notCalled: ['Dns_Domain_ResourceRecord.editObject', 'Dns_Domain_ResourceRecord.createObject'] },
  { test: 'test_upgrade_no_options', args: ['vs', 'upgrade', '100001'], exit: 2, notCalled: ['Product_Order.placeOrder'] },
  { test: 'test_upgrade_private_no_cpu', args: ['vs', 'upgrade', '100001', '--private', '--memory=1024'], exit: 2, notCalled: ['Product_Order.placeOrder'] },
  { test: 'test_upgrade_aborted', args: ['vs', 'upgrade', '100001', '--cpu=1'], input: 'n\n', exit: 2, notCalled: ['Product_Order.placeOrder'] },
  {
    test: 'test_upgrade',
    args: ['--yes', 'vs', 'upgrade', '100001', '--cpu=4', '--memory=2048', '--network=1000'],
    exit: 0,
    calls: [{ service: GUEST, method: 'getUpgradeItemPrices', id: 100001, args: [true] }, { service: 'Product_Order', method: 'placeOrder' }],
  },
  {
    // slcli's form: `--resize-disk SIZE DISK` (two values), repeated; the disks in the order given, then the preset.
    test: 'test_upgrade_disk',
    args: ['--yes', 'vs', 'upgrade', '100001', '--flavor=B1_2X8X25', '--resize-disk=10', '1', '--resize-disk=10', '2'],
    exit: 0,
    calls: [
      { service: 'Product_Package', method: 'getItemPrices', id: 46 },
      { service: 'Product_Order', method: 'placeOrder' },
    ],
  },
  {
    // The rows below order disks on guests of their own: an upgrade changes the guest's disks.
    test: 'test_upgrade_disk (--resize-disk SIZE DISK before the id)',
    args: ['--yes', 'vs', 'upgrade', '--resize-disk', '25', '2', '--resize-disk', '10', '1', '100002'],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'placeOrder' }],
  },
  {
    test: 'test_upgrade_disk (SIZE:DISK, as svc took it before)',
    args: ['--yes', 'vs', 'upgrade', '100003', '--resize-disk', '10:2'],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'placeOrder' }],
  },
  { test: 'test_upgrade_disk (one value)', args: ['--yes', 'vs', 'upgrade', '100001', '--resize-disk', '10'], exit: 2, stderr: 'e.g. --resize-disk 100 2', notCalled: ['Product_Order.placeOrder'] },
  {
    test: 'test_upgrade_disk_error',
    args: ['--yes', 'vs', 'upgrade', '100001', '--flavor=B1_2X8X25', '--resize-disk=1000', '1', '--resize-disk=10', '2'],
    exit: 1,
    stderr: 'Unable to find disk option with value 1000',
    notCalled: ['Product_Order.placeOrder'],
  },
  { test: 'test_upgrade_with_flavor', args: ['--yes', 'vs', 'upgrade', '100001', '--flavor=B1_2X8X25'], exit: 0, calls: [{ service: 'Product_Order', method: 'placeOrder' }] },
  { test: 'test_upgrade_with_add_disk', args: ['--yes', 'vs', 'upgrade', '100001', '--add-disk=10', '--add-disk=10'], exit: 0, calls: [{ service: 'Product_Order', method: 'placeOrder' }] },
  // slcli exits 1 (a ValueError from the manager); svc refuses the combination as a usage error before any request.
  { test: 'test_upgrade_with_cpu_memory_and_flavor', args: ['--yes', 'vs', 'upgrade', '100001', '--cpu=4', '--memory=1024', '--flavor=B1_2X8X25'], exit: 2, notCalled: ['Product_Order.placeOrder'] },
  {
    test: 'test_edit',
    args: ['vs', 'edit', '--domain=example.com', '--hostname=host', '--userdata="testdata"', '--tag=dev', '--tag=green', '--public-speed=10', '--private-speed=100', '100007'],
    exit: 0,
    calls: [
      { service: GUEST, method: 'setUserMetadata', id: 100007, args: [['"testdata"']] },
      { service: GUEST, method: 'setTags', id: 100007, args: ['dev,green'] },
      { service: GUEST, method: 'editObject', id: 100007, args: [{ hostname: 'host', domain: 'example.com' }] },
      { service: GUEST, method: 'setPublicNetworkInterfaceSpeed', id: 100007, args: [10] },
      { service: GUEST, method: 'setPrivateNetworkInterfaceSpeed', id: 100007, args: [100] },
    ],
  },
  { test: 'test_ready', args: ['vs', 'ready', '100001'], exit: 0, calls: [{ service: GUEST, method: 'getObject', id: 100001 }] },
  { test: 'test_going_ready', args: ['vs', 'ready', '100001', '--wait=100'], exit: 0, calls: [{ service: GUEST, method: 'getObject', id: 100001 }] },
  {
    test: 'test_reload',
    args: ['--yes', 'vs', 'reload', '--postinstall', 'https://example.com/setup.sh', '--key', '100', '--image', '100', '100008'],
    exit: 0,
    calls: [{
      service: GUEST, method: 'reloadOperatingSystem', id: 100008,
      args: ['FORCE', { customProvisionScriptUri: 'https://example.com/setup.sh', sshKeyIds: [100], imageTemplateId: '100' }],
    }],
  },
  { test: 'test_reload_no_confirm', args: ['vs', 'reload', '100008'], input: 'n\n', exit: 2, notCalled: [`${GUEST}.reloadOperatingSystem`] },
  { test: 'test_cancel_no_confirm', args: ['vs', 'cancel', '100009'], input: 'n\n', exit: 2, notCalled: [`${GUEST}.deleteObject`] },
  { test: 'test_cancel', args: ['--yes', 'vs', 'cancel', '100009'], exit: 0, calls: [{ service: GUEST, method: 'deleteObject', id: 100009 }] },
  {
    test: 'test_vs_capture',
    args: ['vs', 'capture', '100001', '--name', 'TestName'],
    exit: 0,
    calls: [
      { service: GUEST, method: 'getObject', id: 100001, mask: 'id, blockDevices[id, device, mountType, diskImage[id, metadataFlag, type[keyName]]]' },
      { service: GUEST, method: 'createArchiveTemplate', id: 100001 },
    ],
  },
  { test: 'test_usage_no_confirm', args: ['vs', 'usage', '100001'], exit: 2, notCalled: ['Metric_Tracking_Object.getSummaryData'] },
  { test: 'test_usage_vs', args: ['vs', 'usage', '100001'], exit: 2, notCalled: ['Metric_Tracking_Object.getSummaryData'] },
  ...(['CPU0', 'cpu0', 'MEMORY_USAGE'] as const).map((type) => ({
    test: { CPU0: 'test_usage_vs_cpu', cpu0: 'test_usage_vs_cpu_lower_case', MEMORY_USAGE: 'test_usage_vs_memory' }[type],
    // svc spells slcli's --start_date, --end_date, --valid_type and --summary_period with hyphens.
    args: ['vs', 'usage', '100001', '--start-date=2019-3-4', '--end-date=2019-4-2', `--valid-type=${type}`, '--summary-period=300'],
    exit: 0,
    calls: [
      { service: GUEST, method: 'getMetricTrackingObjectId', id: 100001 },
      { service: 'Metric_Tracking_Object', method: 'getSummaryData', id: 10_100_001, args: ['2019-3-4', '2019-4-2', [{ keyName: type.toUpperCase(), summaryType: 'max' }], 300] },
    ],
  })),
  // slcli skips its own bandwidth tests ("until VIRT-11733 is released"); here they run.
  {
    test: 'test_bandwidth_vs',
    args: ['vs', 'bandwidth', '100001', '--start-date=2019-01-01', '--end-date=2019-02-01'],
    exit: 0,
    calls: [{ service: 'Metric_Tracking_Object', method: 'getBandwidthData', id: 10_100_001 }],
    stdout: '"date": "sum_gb"',
  },
  { test: 'test_bandwidth_vs_quite', args: ['vs', 'bandwidth', '100001', '--start-date=2019-01-01', '--end-date=2019-02-01', '-q'], exit: 0, stdout: /^\[\n {2}\{\n {4}"date": "sum_gb"/ },
  {
    test: 'test_vs_storage',
    args: ['vs', 'storage', '100001'],
    exit: 0,
    calls: [
      { service: GUEST, method: 'getAttachedNetworkStorages', id: 100001, args: ['ISCSI'] },
      { service: GUEST, method: 'getAttachedNetworkStorages', id: 100001, args: ['NAS'] },
      { service: GUEST, method: 'getAllowedHost', id: 100001, mask: 'credential' },
      { service: 'Account', method: 'getPortableStorageVolumes', filter: { portableStorageVolumes: { blockDevices: { guest: { id: { operation: 100001 } } } } } },
      { service: GUEST, method: 'getBlockDevices', id: 100001, mask: 'diskImage' },
    ],
    stdout: '"password": "********"',
  },
  { test: 'test_billing', args: ['vs', 'billing', '100001'], exit: 0, calls: [{ service: GUEST, method: 'getObject', id: 100001 }], stdout: '"billing_item_id"' },
  {
    test: 'test_vs_migrate_list',
    args: ['vs', 'migrate'],
    exit: 0,
    calls: [
      { service: 'Account', method: 'getVirtualGuests', mask: /pendingMigrationFlag/ },
      { service: 'Account', method: 'getVirtualGuests', filter: { virtualGuests: { id: ORDER_BY_ID, dedicatedHost: { id: { operation: 'not null' } } } } },
    ],
    notCalled: [`${GUEST}.migrate`, `${GUEST}.migrateDedicatedHost`],
  },
  { test: 'test_vs_migrate_guest', args: ['vs', 'migrate', '-g', '100001'], exit: 0, calls: [{ service: GUEST, method: 'migrate', id: 100001 }], notCalled: ['Account.getVirtualGuests', `${GUEST}.migrateDedicatedHost`], stdout: 'Started a migration on 100001' },
  // The fake has no guest pending migration, so --all migrates nothing (slcli's test_vs_migrate_all_empty).
  { test: 'test_vs_migrate_all_empty', args: ['vs', 'migrate', '-a'], exit: 0, calls: [{ service: 'Account', method: 'getVirtualGuests', mask: 'mask[id,pendingMigrationFlag]' }], notCalled: [`${GUEST}.migrate`], stdout: 'No guests require migration at this time' },
  // slcli's -h (host) is --host here: -h is help.
  {
    test: 'test_vs_migrate_dedicated',
    args: ['vs', 'migrate', '-g', '100001', '--host', '999'],
    exit: 0,
    calls: [{ service: GUEST, method: 'migrateDedicatedHost', id: 100001, args: [999] }],
    notCalled: ['Account.getVirtualGuests', `${GUEST}.migrate`],
  },
  // slcli exits 0 after "Failed to migrate"; svc exits 1 so scripts see the failure.
  { test: 'test_vs_migrate_exception', args: ['vs', 'migrate', '-g', '999999'], exit: 1, calls: [{ service: GUEST, method: 'migrate', id: 999_999 }], stderr: 'Failed to migrate 999999' },
  { test: 'test_credentail', args: ['vs', 'credentials', '100001'], exit: 0, calls: [{ service: GUEST, method: 'getObject', id: 100001 }] },
  { test: 'test_authorize_storage_vs_no_confirm', args: ['vs', 'authorize-storage', '-u', '1234'], exit: 2, notCalled: [`${GUEST}.allowAccessToNetworkStorageList`] },
  {
    test: 'test_authorize_vs_empty',
    args: ['vs', 'authorize-storage', '--username-storage=#', '100001'],
    exit: 1,
    calls: [{ service: 'Account', method: 'getNetworkStorage', filter: { networkStorage: { username: { operation: '#' } } } }],
    notCalled: [`${GUEST}.allowAccessToNetworkStorageList`],
    stderr: 'no storage with username "#" was found',
  },
  {
    test: 'test_authorize_storage_vs',
    args: ['vs', 'authorize-storage', '--username-storage=SL02SEV307_1', '100001'],
    exit: 0,
    calls: [{ service: GUEST, method: 'allowAccessToNetworkStorageList', id: 100001, args: [[{ id: 80_000_001, username: 'SL02SEV307_1' }]] }],
  },
  { test: 'test_authorize_portable_storage_vs', args: ['vs', 'authorize-storage', '--portable-id=70000002', '100001'], exit: 0, calls: [{ service: GUEST, method: 'attachDiskImage', id: 100001, args: [70_000_002] }] },
  {
    test: 'test_authorize_volume_and_portable_storage_vs',
    args: ['vs', 'authorize-storage', '--username-storage=SL02SEV307_1', '--portable-id=70000001', '100001'],
    exit: 0,
    calls: [{ service: GUEST, method: 'allowAccessToNetworkStorageList', id: 100001 }, { service: GUEST, method: 'attachDiskImage', id: 100001, args: [70_000_001] }],
  },
  { test: 'test_monitoring_vs', args: ['vs', 'monitoring', '100001'], exit: 0, calls: [{ service: GUEST, method: 'getObject', id: 100001, mask: /networkMonitors\[queryType, lastResult, responseAction\]/ }] },
  {
    test: 'test_user_access',
    args: ['vs', 'access', '100001'],
    exit: 0,
    calls: [{ service: GUEST, method: 'getBrowserConsoleAccessLogs', id: 100001, mask: 'createDate, eventType, id, message, sourceIp, sourcePort, username' }],
  },
  {
    test: 'test_add_notification',
    args: ['vs', 'notification-add', '100001', '--users', '7002'],
    exit: 0,
    calls: [{ service: 'User_Customer_Notification_Virtual_Guest', method: 'createObject', args: [{ guestId: 100001, userId: 7002 }] }],
  },
  { test: 'test_notifications', args: ['vs', 'notifications', '100001'], exit: 0, calls: [{ service: 'User_Customer_Notification_Virtual_Guest', method: 'findByGuestId', args: [100001] }], stdout: '"username": "alice"' },
  { test: 'test_notification_delete', args: ['vs', 'notification-delete', '3000001'], exit: 0, calls: [{ service: 'User_Customer_Notification_Virtual_Guest', method: 'deleteObjects', args: [[{ id: 3_000_001 }]] }] },
  {
    test: 'test_os_available',
    args: ['vs', 'os-available'],
    exit: 0,
    calls: [{ service: 'Product_Package', method: 'getItems', id: 835, filter: { items: { prices: { categories: { categoryCode: { operation: 'os' } } } } } }],
  },
]);

referenceTable('vs create (slcli tests/CLI/modules/vs/vs_create_tests.py)', [
  {
    test: 'test_create',
    args: ['--yes', ...CREATE, '--network=100', '--tag=dev', '--tag=green'],
    exit: 0,
    calls: [
      { service: GUEST, method: 'generateOrderTemplate', args: [{ ...TEMPLATE, networkComponents: [{ maxSpeed: 100 }] }] },
      { service: 'Product_Order', method: 'placeOrder' },
      { service: GUEST, method: 'setTags', args: ['dev,green'] },
    ],
    stdout: '"globalIdentifier"',
  },
  {
    test: 'test_create_vlan_subnet',
    args: ['--yes', ...CREATE, '--vlan-private=577940', '--subnet-private=478700', '--vlan-public=1639255', '--subnet-public=297614'],
    exit: 0,
    calls: [{
      service: GUEST, method: 'generateOrderTemplate',
      args: [{
        ...TEMPLATE,
        primaryBackendNetworkComponent: { networkVlan: { id: 577940, primarySubnet: { id: 478700 } } },
        primaryNetworkComponent: { networkVlan: { id: 1639255, primarySubnet: { id: 297614 } } },
      }],
    }],
  },
  {
    test: 'test_create_by_router',
    args: ['--yes', ...CREATE, '--router-private=577940', '--router-public=1639255', '--test'],
    exit: 0,
    calls: [{
      service: GUEST, method: 'generateOrderTemplate',
      args: [{ ...TEMPLATE, primaryBackendNetworkComponent: { router: { id: 577940 } }, primaryNetworkComponent: { router: { id: 1639255 } } }],
    }, { service: 'Product_Order', method: 'verifyOrder' }],
  },
  { test: 'test_create_with_wait_ready', args: ['--yes', ...CREATE, '--network=100', '--wait=1'], exit: 0, calls: [{ service: 'Product_Order', method: 'placeOrder' }, { service: GUEST, method: 'getObject' }] },
  {
    test: 'test_create_with_integer_image_id',
    args: ['--yes', 'vs', 'create', '--cpu=2', '--domain=example.com', '--hostname=host', '--image=2000001', '--memory=1', '--network=100', '--datacenter=dal10'],
    exit: 0,
    calls: [
      { service: 'Virtual_Guest_Block_Device_Template_Group', method: 'getObject', id: 2_000_001, mask: 'id,globalIdentifier' },
      { service: GUEST, method: 'generateOrderTemplate', args: [{ ...withoutOs(TEMPLATE), blockDeviceTemplateGroup: { globalIdentifier: '0B5DEAF4-643D-46CA-A695-CECBE8832C9D' }, networkComponents: [{ maxSpeed: 100 }] }] },
      { service: 'Product_Order', method: 'placeOrder' },
    ],
  },
  {
    test: 'test_create_with_integer_image_guid',
    args: ['--yes', 'vs', 'create', '--cpu=2', '--domain=example.com', '--hostname=host', '--image=0B5DEAF4-643D-46CA-A695-CECBE8832C9D', '--memory=1', '--network=100', '--datacenter=dal10'],
    exit: 0,
    calls: [
      { service: GUEST, method: 'generateOrderTemplate', args: [{ ...withoutOs(TEMPLATE), blockDeviceTemplateGroup: { globalIdentifier: '0B5DEAF4-643D-46CA-A695-CECBE8832C9D' }, networkComponents: [{ maxSpeed: 100 }] }] },
      { service: 'Product_Order', method: 'placeOrder' },
    ],
    notCalled: ['Virtual_Guest_Block_Device_Template_Group.getObject'],
  },
  {
    test: 'test_create_with_flavor',
    args: ['--yes', 'vs', 'create', '--domain=example.com', '--hostname=host', '--os=UBUNTU_LATEST', '--network=100', '--billing=hourly', '--datacenter=dal10', '--flavor=B1_1X2X25'],
    exit: 0,
    calls: [{
      service: GUEST, method: 'generateOrderTemplate',
      args: [{ ...FLAVORED('B1_1X2X25', 'host', 'example.com'), operatingSystemReferenceCode: 'UBUNTU_LATEST', datacenter: { name: 'dal10' }, networkComponents: [{ maxSpeed: 100 }] }],
    }, { service: 'Product_Order', method: 'placeOrder' }],
  },
  { test: 'test_create_with_flavor_and_memory', args: ['vs', 'create', '--domain=example.com', '--hostname=host', '--os=UBUNTU_LATEST', '--network=100', '--datacenter=dal10', '--flavor=BL_1X2X25', '--memory=2048MB'], exit: 2, notCalled: [`${GUEST}.generateOrderTemplate`] },
  { test: 'test_create_with_dedicated_and_flavor', args: ['vs', 'create', '--domain=example.com', '--hostname=host', '--os=UBUNTU_LATEST', '--network=100', '--datacenter=dal10', '--dedicated', '--flavor=BL_1X2X25'], exit: 2, notCalled: [`${GUEST}.generateOrderTemplate`] },
  { test: 'test_create_with_hostid_and_flavor', args: ['vs', 'create', '--domain=example.com', '--hostname=host', '--os=UBUNTU_LATEST', '--network=100', '--datacenter=dal10', '--host-id=100', '--flavor=BL_1X2X25'], exit: 2, notCalled: [`${GUEST}.generateOrderTemplate`] },
  { test: 'test_create_with_flavor_and_cpu', args: ['vs', 'create', '--domain=example.com', '--hostname=host', '--os=UBUNTU_LATEST', '--network=100', '--datacenter=dal10', '--flavor=BL_1X2X25', '--cpu=2'], exit: 2, notCalled: [`${GUEST}.generateOrderTemplate`] },
  {
    test: 'test_create_with_host_id',
    args: ['--yes', ...CREATE, '--network=100', '--dedicated', '--host-id=123', '--test'],
    exit: 0,
    calls: [{ service: GUEST, method: 'generateOrderTemplate', args: [{ ...TEMPLATE, dedicatedHost: { id: 123 }, networkComponents: [{ maxSpeed: 100 }] }] }],
  },
  // slcli mocks the guest; here web01 (100001) is the model, with its OS named, as the fake's web01 runs an OS its VS package does not sell.
  {
    test: 'test_create_like',
    args: ['--yes', 'vs', 'create', '--like=100001', '--san', '--billing=hourly', '--os=UBUNTU_LATEST', '--test'],
    exit: 0,
    calls: [
      { service: GUEST, method: 'getObject', id: 100001 },
      {
        service: GUEST, method: 'generateOrderTemplate',
        args: [{
          startCpus: 8, maxMemory: 2048, hostname: 'web01', domain: 'example.com', localDiskFlag: false, hourlyBillingFlag: true,
          operatingSystemReferenceCode: 'UBUNTU_LATEST', datacenter: { name: 'dal10' }, networkComponents: [{ maxSpeed: 10000 }],
        }],
      },
    ],
  },
  // The file's contents (hostname=TEST, flavor=B1_2X8X25) are checked in test/template-file.test.ts; nothing is ordered nor verified.
  {
    test: 'test_create_vs_export',
    args: ['vs', 'create', '--hostname', 'TEST', '--export', EXPORTED, '--domain', 'TESTING', '--flavor', 'B1_2X8X25', '--datacenter', 'dal10', '--os', 'UBUNTU_LATEST'],
    exit: 0, stdout: 'Successfully exported options to a template file.',
    notCalled: [`${GUEST}.generateOrderTemplate`, 'Product_Order.verifyOrder', 'Product_Order.placeOrder'],
  },
  // Not an slcli test: template.py's TemplateCallback, from the file exported above; the command line's hostname wins.
  {
    test: 'template.py TemplateCallback',
    args: ['--yes', 'vs', 'create', '--template', EXPORTED, '--hostname', 'FROMLINE', '--test'],
    exit: 0,
    calls: [{ service: GUEST, method: 'generateOrderTemplate', args: [{ ...FLAVORED('B1_2X8X25'), hostname: 'FROMLINE', domain: 'TESTING', operatingSystemReferenceCode: 'UBUNTU_LATEST', datacenter: { name: 'dal10' } }] }],
    notCalled: ['Product_Order.placeOrder'],
  },
  { test: 'test_create_vs_test', args: ['vs', 'create', '--test', '--hostname', 'TEST', '--domain', 'TESTING', '--cpu', '1', '--memory', '2048MB', '--datacenter', 'dal10', '--os', 'UBUNTU_LATEST'], exit: 0, calls: [{ service: 'Product_Order', method: 'verifyOrder' }], notCalled: ['Product_Order.placeOrder'] },
  { test: 'test_create_vs_flavor_test', args: ['vs', 'create', '--test', '--hostname', 'TEST', '--domain', 'TESTING', '--flavor', 'B1_2X8X25', '--datacenter', 'dal10', '--os', 'UBUNTU_LATEST'], exit: 0, calls: [{ service: 'Product_Order', method: 'verifyOrder' }] },
  // Not an slcli test: slcli resolves --placementgroup by name or id (helpers.resolve_id over PlacementGroupManager.resolve_ids).
  {
    test: 'svc: --placementgroup by name',
    args: ['vs', 'create', '--test', '--hostname', 'TEST', '--domain', 'TESTING', '--flavor', 'B1_2X8X25', '--datacenter', 'dal10', '--os', 'UBUNTU_LATEST', '--placementgroup', 'empty-group'],
    exit: 0,
    calls: [{ service: 'Account', method: 'getPlacementGroups' }, { service: 'Product_Order', method: 'verifyOrder' }],
  },
  {
    test: 'svc: --placementgroup naming no group',
    args: ['vs', 'create', '--test', '--hostname', 'TEST', '--domain', 'TESTING', '--flavor', 'B1_2X8X25', '--datacenter', 'dal10', '--os', 'UBUNTU_LATEST', '--placementgroup', 'nosuch'],
    exit: 2,
    stderr: "option '--placementgroup': no placement group is named 'nosuch'",
    notCalled: ['Product_Order.verifyOrder'],
  },
  { test: 'test_create_vs_bad_memory', args: ['vs', 'create', '--hostname', 'TEST', '--domain', 'TESTING', '--cpu', '1', '--memory', '2034MB', '--flavor', 'B1_2X8X25', '--datacenter', 'dal10'], exit: 2, notCalled: [`${GUEST}.generateOrderTemplate`] },
  {
    test: 'test_create_vs_transient',
    args: ['--yes', 'vs', 'create', '--hostname', 'TEST', '--domain', 'TESTING', '--flavor', 'B1_2X8X25', '--datacenter', 'dal10', '--transient', '--os', 'UBUNTU_LATEST', '--test'],
    exit: 0,
    calls: [{ service: GUEST, method: 'generateOrderTemplate', args: [{ ...FLAVORED('B1_2X8X25'), transientGuestFlag: true, operatingSystemReferenceCode: 'UBUNTU_LATEST', datacenter: { name: 'dal10' } }] }],
  },
  { test: 'test_create_vs_bad_transient_monthly', args: ['vs', 'create', '--hostname', 'TEST', '--domain', 'TESTING', '--flavor', 'B1_2X8X25', '--datacenter', 'dal10', '--transient', '--billing', 'monthly', '--os', 'UBUNTU_LATEST'], exit: 2, notCalled: [`${GUEST}.generateOrderTemplate`] },
  { test: 'test_create_vs_bad_transient_dedicated', args: ['vs', 'create', '--hostname', 'TEST', '--domain', 'TESTING', '--flavor', 'B1_2X8X25', '--datacenter', 'dal10', '--transient', '--dedicated', '--os', 'UBUNTU_LATEST'], exit: 2, notCalled: [`${GUEST}.generateOrderTemplate`] },
  {
    test: 'test_create_with_ipv6',
    args: ['vs', 'create', '--test', '--hostname', 'TEST', '--domain', 'TESTING', '--flavor', 'B1_2X8X25', '--datacenter', 'dal10', '--os', 'UBUNTU_LATEST', '--ipv6'],
    exit: 0,
    calls: [
      { service: GUEST, method: 'generateOrderTemplate', args: [{ ...FLAVORED('B1_2X8X25'), operatingSystemReferenceCode: 'UBUNTU_LATEST', datacenter: { name: 'dal10' } }] },
      { service: 'Product_Package', method: 'getItems' },
      { service: 'Product_Order', method: 'verifyOrder' },
    ],
  },
  { test: 'test_create_with_ipv6_no_test', args: ['--yes', 'vs', 'create', '--hostname', 'TEST', '--domain', 'TESTING', '--flavor', 'B1_2X8X25', '--datacenter', 'dal10', '--os', 'UBUNTU_LATEST', '--ipv6'], exit: 0, calls: [{ service: 'Product_Order', method: 'placeOrder' }] },
  { test: 'test_create_vs_no_confirm', args: ['vs', 'create', '--hostname', 'TEST', '--domain', 'TESTING', '--flavor', 'B1_2X8X25', '--datacenter', 'dal10', '--os', 'UBUNTU_LATEST'], input: 'n\n', exit: 2, notCalled: ['Product_Order.placeOrder', `${GUEST}.generateOrderTemplate`] },
  {
    test: 'test_create_with_userdata',
    args: ['--yes', 'vs', 'create', '--hostname', 'TEST', '--domain', 'TESTING', '--flavor', 'B1_2X8X25', '--datacenter', 'dal10', '--os', 'UBUNTU_LATEST', '--userdata', 'This is my user data ok'],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'placeOrder' }],
  },
  {
    test: 'test_check_for_closing',
    args: ['--yes', 'vs', 'create', '--hostname', 'TEST', '--domain', 'TESTING', '--flavor', 'B1_2X8X25', '--datacenter', 'dal10', '--os', 'UBUNTU_LATEST'],
    exit: 0,
    calls: [{ service: 'Network_Pod', method: 'getAllObjects' }, { service: 'Product_Order', method: 'placeOrder' }],
  },
]);

/** The TEMPLATE without its OS (for image orders). */
function withoutOs(template: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(template).filter(([key]) => key !== 'operatingSystemReferenceCode'));
}
