/**
 * `svc file` against slcli's own tests (tests/CLI/modules/file_tests.py): the exit code, the calls
 * the fake server received and the output. slcli's mocks answer any id; here the ids are the fake's
 * seeded storage: endurance volume 120000005 (`SL02SV284521_4`, dal10, monthly, 4 IOPS/GB;
 * snapshots 121000004–121000005; hourly snapshot and daily replication schedules; replica 120000006
 * in fra02; a subnet and three guests allowed), performance volume 120000007 (wdc07, monthly),
 * small endurance volume 120000008 (hourly, no snapshot space). The first order of the table, a
 * dependent duplicate of 120000005, becomes volume 120000009. slcli's `--really`/`--force` is svc's
 * `--yes` (and `--force`); piped output is JSON unless `--format table`. Rows run in order on one
 * server, so the rows that cancel come last.
 */
import { referenceTable } from '../reference-table.js';

const ORDER_BY_ID = { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] };
const STORAGE = 'Network_Storage';
const PLACE = { service: 'Product_Order', method: 'placeOrder' };
/** slcli's `FileStorageManager.get_file_volume_details` mask, as its sources write it. */
const DETAIL_MASK = 'id,username,password,capacityGb,bytesUsed,snapshotCapacityGb,parentVolume.snapshotSizeBytes,storageType.keyName,' +
  'serviceResource.datacenter[name],serviceResourceBackendIpAddress,fileNetworkMountAddress,storageTierLevel,provisionedIops,lunId,' +
  'originalVolumeName,originalSnapshotName,originalVolumeSize,activeTransactionCount,activeTransactions.transactionStatus[friendlyName],' +
  'replicationPartnerCount,replicationStatus,' +
  'replicationPartners[id,username,serviceResourceBackendIpAddress,serviceResource[datacenter[name]],replicationSchedule[type[keyname]]],notes';
const ACCESS_MASK = 'id,allowedVirtualGuests[allowedHost[credential, sourceSubnet]],allowedHardware[allowedHost[credential]],' +
  'allowedSubnets[allowedHost[credential]],allowedIpAddresses[allowedHost[credential]]';
const CANCEL_MASK = 'mask[id,billingItem[id,hourlyFlag]]';
/** The filter of `list_file_volumes` (group `nasNetworkStorage`). */
const LIST_FILTER = (more: Record<string, unknown> = {}): unknown => ({
  nasNetworkStorage: {
    serviceResource: { type: { type: { operation: '!~ NAS' } } }, id: ORDER_BY_ID, storageType: { keyName: { operation: '*= FILE_STORAGE' } }, ...more,
  },
});
/** slcli's `volume-list` mask: its default columns' masks (slcli joins a set; svc sends them in column order). */
const LIST_MASK = 'id,username,serviceResource.datacenter.name,storageType.keyName,capacityGb,bytesUsed,serviceResourceBackendIpAddress,' +
  'activeTransactionCount,fileNetworkMountAddress,replicationPartnerCount,notes';
const ENDURANCE_ORDER = ['file', 'volume-order', '--storage-type=endurance', '--size=20', '--location=dal10'];
const PERFORMANCE_ORDER = ['file', 'volume-order', '--storage-type=performance', '--size=20', '--location=dal10'];
/** The hosts of slcli's access rows, as the fake has them: hardware, a guest, an address by id, an address, a subnet. */
const HOSTS = ['--hardware-id=200001', '--virtual-id=100004', '--ip-address-id=10262144', '--ip-address=161.100.0.2', '--subnet-id=600001'];
const HOST_TEMPLATES = [[
  { objectType: 'Vendor_Hardware', id: 200001 }, { objectType: 'Vendor_Virtual_Guest', id: 100004 },
  { objectType: 'Vendor_Network_Subnet_IpAddress', id: 10262144 }, { objectType: 'Vendor_Network_Subnet_IpAddress', id: 10000002 },
  { objectType: 'Vendor_Network_Subnet', id: 600001 },
]];

referenceTable('file (slcli tests/CLI/modules/file_tests.py)', [
  // Reads.
  { test: 'test_access_list', args: ['file', 'access-list', '120000005'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000005, mask: ACCESS_MASK }], stdout: /"type": "SUBNET"(.*\n)*\s+"password": "\*{8}"/ },
  // svc: the passwords only with --passwords (SPEC §10).
  { test: 'test_access_list (--passwords)', args: ['--format', 'csv', 'file', 'access-list', '120000005', '--passwords'], exit: 0,
    stdout: /^id,name,type,private_ip_address,source_subnet,host_iqn,username,password,allowed_host_id\n600002,10\.100\.0\.0\/14,SUBNET,.*,fake-chap-/ },
  { test: 'test_volume_list', args: ['file', 'volume-list'], exit: 0,
    calls: [{ service: 'Account', method: 'getNasNetworkStorage', mask: LIST_MASK, filter: LIST_FILTER() }], stdout: '"fileNetworkMountAddress"' },
  { test: 'test_volume_list_order', args: ['file', 'volume-list', '--order=6000104'], exit: 0,
    calls: [{ service: 'Account', method: 'getNasNetworkStorage', filter: LIST_FILTER({ billingItem: { orderItem: { order: { id: { operation: 6000104 } } } } }) }],
    stdout: /^\[\n {2}\{\n {4}"id": 120000005,[^\]]*\}\n\]\n$/ },
  { test: 'test_volume_list_notes_format_output_json', args: ['--format', 'json', '--columns', 'notes', 'file', 'volume-list'], exit: 0,
    stdout: '"notes": "shared home directories"' },
  // svc does not shorten notes in tables (slcli cuts them at 20 characters).
  { test: 'test_volume_list_reduced_notes_format_output_table', args: ['--format', 'table', '--columns', 'notes', 'file', 'volume-list'], exit: 0,
    stdout: '│ shared home directories │' },
  { test: 'test_volume_count', args: ['file', 'volume-count'], exit: 0,
    calls: [{ service: 'Account', method: 'getNasNetworkStorage', mask: 'mask[serviceResource[datacenter[name]],replicationPartners[serviceResource[datacenter[name]]]]' }],
    stdout: /^\{\n {2}"dal10": 2,\n {2}"fra02": 1,\n {2}"wdc07": 1\n\}\n$/ },
  { test: 'test_snapshot_list', args: ['file', 'snapshot-list', '120000005'], exit: 0,
    calls: [{ service: STORAGE, method: 'getSnapshots', id: 120000005, mask: 'id,notes,snapshotCreationTimestamp,snapshotSizeBytes' }],
    stdout: '"notes": "quarter end"' },
  { test: 'test_volume_detail', args: ['file', 'volume-detail', '120000005'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000005, mask: DETAIL_MASK }], stdout: '"fileNetworkMountAddress": "fsf-dal10' },
  { test: 'test_volume_detail_name_identifier', args: ['file', 'volume-detail', 'SL02SV284521_4'], exit: 0,
    calls: [
      { service: 'Account', method: 'getNasNetworkStorage', mask: 'mask[id]', filter: LIST_FILTER({ username: { operation: '_= SL02SV284521_4' } }) },
      { service: STORAGE, method: 'getObject', id: 120000005 },
    ] },
  { test: 'test_volume_detail_issues2154', args: ['--format=table', 'file', 'volume-detail', '120000005'], exit: 0,
    stdout: /│ username +│ SL02SV284521_4 +│\n(.*\n)*│ used_space +│ 120\.00 GB +│\n(.*\n)*│ mount_address +│ fsf-dal100301a-fz\.service\.vendor\.example:\/SL02SV284521_4\/data01 +│/ },
  { test: 'test_list_volume_schedules', args: ['file', 'snapshot-schedule-list', '120000005'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000005, mask: 'schedules[type,properties[type]]' }],
    stdout: /"type": "HOURLY",(.*\n)*\s+"type": "DAILY",\n\s+"replication": "\*"/ },
  { test: 'test_replication_locations', args: ['file', 'replica-locations', '120000005'], exit: 0,
    calls: [{ service: STORAGE, method: 'getValidReplicationTargetDatacenterLocations', id: 120000005 }], stdout: '"longName": "Frankfurt 2"' },
  // slcli's mock answers no location; every fake volume has some, so the row checks the call and the table.
  { test: 'test_replication_locations_unsuccessful', args: ['--format', 'table', 'file', 'replica-locations', '120000008'], exit: 0,
    calls: [{ service: STORAGE, method: 'getValidReplicationTargetDatacenterLocations', id: 120000008 }], stdout: /│ id +│ long_name +│ short_name +│/ },
  { test: 'test_replication_partners', args: ['file', 'replica-partners', '120000005'], exit: 0,
    calls: [{ service: STORAGE, method: 'getReplicationPartners', id: 120000005 }], stdout: '"username": "SL02SV284521_4_REP_1"' },
  { test: 'test_replication_partners_unsuccessful', args: ['--format', 'table', 'file', 'replica-partners', '120000008'], exit: 0,
    stdout: 'There are no replication partners for the given volume.\n' },
  { test: 'test_volume_limit', args: ['file', 'volume-limits'], exit: 0, calls: [{ service: STORAGE, method: 'getVolumeCountLimits' }] },
  { test: 'test_volume_limit_empty_datacenter', args: ['--format', 'table', 'file', 'volume-limits'], exit: 0, stdout: /│ global +│ 700 +│/ },
  { test: 'test_volume_limit_datacenter', args: ['file', 'volume-limits', '-d', 'wdc07'], exit: 0,
    stdout: /^\[\n {2}\{\n {4}"datacenterName": "wdc07",[^{}]*\}\n\]\n$/ },
  // slcli's file group asks for the items with the default mask (its block group with mask[categories]).
  { test: 'test_volume_options', args: ['file', 'volume-options'], exit: 0,
    calls: [
      { service: 'Product_Package', method: 'getItems', id: 759 },
      { service: 'Product_Package', method: 'getRegions', id: 759 },
      { service: 'Network_Pod', method: 'getAllObjects' },
    ],
    stdout: '"table": "snapshot"' },
  // svc: --prices asks for the prices too, and shows them.
  { test: 'test_volume_options (--prices)', args: ['--format', 'table', 'file', 'volume-options', 'dal10', '--prices'], exit: 0,
    calls: [{ service: 'Product_Package', method: 'getItems', id: 759, mask: 'mask[itemCategory,prices]' }],
    stdout: /│ table +│ id +│ description +│ key_name +│ capacity_minimum +│ price +│ note +│\n├[─┼]+┤\n│ datacenter +│ - +│ DAL10 - Dallas 10 / },
  { test: 'test_snapshot_get_notification_status (None)', args: ['--format', 'table', 'file', 'snapshot-get-notification-status', '120000005'], exit: 0,
    calls: [{ service: STORAGE, method: 'getSnapshotNotificationStatus', id: 120000005 }], stdout: 'Enabled: Snapshots space usage threshold is enabled for volume 120000005' },

  // Snapshots and notes.
  { test: 'test_enable_snapshots', args: ['file', 'snapshot-enable', '120000005', '--schedule-type=DAILY', '--minute=10', '--retention-count=5'], exit: 0,
    calls: [{ service: STORAGE, method: 'enableSnapshots', id: 120000005, args: ['DAILY', 5, 10, 0, 'SUNDAY'] }] },
  { test: 'test_disable_snapshots', args: ['file', 'snapshot-disable', '120000005', '--schedule-type=HOURLY'], exit: 0,
    calls: [{ service: STORAGE, method: 'disableSnapshots', id: 120000005, args: ['HOURLY'] }] },
  { test: 'test_create_snapshot', args: ['--format', 'table', 'file', 'snapshot-create', '120000005'], exit: 0,
    calls: [{ service: STORAGE, method: 'createSnapshot', id: 120000005, args: [''] }], stdout: /^New snapshot created with id: \d+\n$/ },
  // slcli's mock answers no snapshot; the fake refuses a volume without snapshot space (exit 1).
  { test: 'test_create_snapshot_unsuccessful', args: ['file', 'snapshot-create', '120000008', '-n=note'], exit: 1,
    calls: [{ service: STORAGE, method: 'createSnapshot', id: 120000008, args: ['=note'] }], stderr: 'no snapshot space' },
  { test: 'test_snapshot_restore', args: ['--yes', '--format', 'table', 'file', 'snapshot-restore', '120000005', '--snapshot-id=121000004'], exit: 0,
    calls: [{ service: STORAGE, method: 'restoreFromSnapshot', id: 120000005, args: [121000004] }],
    stdout: 'File volume 120000005 is being restored using snapshot 121000004\n' },
  { test: 'test_delete_snapshot', args: ['--yes', 'file', 'snapshot-delete', '121000005'], exit: 0,
    calls: [{ service: STORAGE, method: 'deleteObject', id: 121000005 }] },
  { test: 'test_delete_snapshot (declined)', args: ['file', 'snapshot-delete', '121000004'], input: 'n\n', exit: 2, notCalled: [`${STORAGE}.deleteObject`] },
  { test: 'test_volume_set_note', args: ['--format', 'table', 'file', 'volume-set-note', '120000005', '--note=testing'], exit: 0,
    calls: [{ service: STORAGE, method: 'editObject', id: 120000005, args: [{ notes: 'testing' }] }], stdout: 'Set note successfully!' },
  // slcli's mock answers false; here the volume does not exist: the fault, exit 1.
  { test: 'test_volume_not_set_note', args: ['file', 'volume-set-note', '999', '--note=testing'], exit: 1, calls: [{ service: STORAGE, method: 'editObject', id: 999 }] },

  // Access: the file group also takes subnets (-s); its -h is --hardware-id, as in slcli (--help stays).
  { test: 'test_authorize_host_to_volume', args: ['file', 'access-authorize', '120000007', ...HOSTS], exit: 0,
    calls: [
      { service: 'Network_Subnet_IpAddress', method: 'getByIpAddress', args: ['161.100.0.2'] },
      { service: STORAGE, method: 'allowAccessFromHostList', id: 120000007, args: HOST_TEMPLATES },
    ] },
  { test: 'test_authorize_host_to_volume (-h, -s)', args: ['file', 'access-authorize', '120000008', '-h', '200001', '-s', '600001'], exit: 0,
    calls: [{ service: STORAGE, method: 'allowAccessFromHostList', id: 120000008, args: [[
      { objectType: 'Vendor_Hardware', id: 200001 }, { objectType: 'Vendor_Network_Subnet', id: 600001 },
    ]] }] },
  { test: 'test_authorize_host_to_volume (no host)', args: ['file', 'access-authorize', '120000008'], exit: 2,
    notCalled: [`${STORAGE}.allowAccessFromHostList`], stderr: 'give at least one host' },
  { test: 'test_deauthorize_host_to_volume', args: ['--yes', 'file', 'access-revoke', '120000007', ...HOSTS], exit: 0,
    calls: [{ service: STORAGE, method: 'removeAccessFromHostList', id: 120000007, args: HOST_TEMPLATES }] },

  // Duplicates (the first creates volume 120000009), refresh and conversion.
  { test: 'test_duplicate_order',
    args: ['--yes', '--format', 'table', 'file', 'volume-duplicate', '120000005', '--origin-snapshot-id=121000004', '--dependent-duplicate', 'true'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000005 }, PLACE], stdout: /^Order #\d+ placed successfully!\n > Storage as a Service\n > File Storage\n/ },
  { test: 'test_dupe_refresh', args: ['--yes', 'file', 'volume-refresh', '120000009', '121000004'], exit: 0,
    calls: [{ service: STORAGE, method: 'refreshDuplicate', id: 120000009, args: [121000004, false] }] },
  { test: 'test_dupe_refresh (-f)', args: ['--yes', 'file', 'volume-refresh', '120000009', '121000004', '-f'], exit: 0,
    calls: [{ service: STORAGE, method: 'refreshDuplicate', id: 120000009, args: [121000004, true] }] },
  { test: 'test_dep_dupe_convert', args: ['file', 'volume-convert', '120000009'], exit: 0,
    calls: [{ service: STORAGE, method: 'convertCloneDependentToIndependent', id: 120000009 }] },
  { test: 'test_duplicate_convert_status', args: ['--format', 'table', 'file', 'duplicate-convert-status', '120000009'], exit: 0,
    calls: [{ service: STORAGE, method: 'getDuplicateConversionStatus', id: 120000009 }], stdout: /│ username +│ SL02SV284521_7 +│/ },
  // slcli's mock refuses (ValueError, exit 2); here the manager's price check does.
  { test: 'test_duplicate_order_exception_caught', args: ['--yes', 'file', 'volume-duplicate', '120000005', '--duplicate-size=13000'], exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: 'Could not find price' },
  // slcli's mock answers an order without placedOrder; the fake places it.
  { test: 'test_duplicate_order_order_not_placed', args: ['--yes', 'file', 'volume-duplicate', '120000007', '--duplicate-iops=4000'], exit: 0, calls: [PLACE] },
  { test: 'test_duplicate_order_hourly_billing',
    args: ['--yes', 'file', 'volume-duplicate', '120000005', '--origin-snapshot-id=121000004', '--duplicate-size=1000', '--duplicate-tier=4', '--billing=hourly',
      '--duplicate-snapshot-size=20'],
    exit: 0, calls: [PLACE], stdout: '"placedOrder"' },
  { test: 'test_file_volume_duplicate_force', args: ['file', 'volume-duplicate', '120000005'], input: 'n\n', exit: 2, notCalled: ['Product_Order.placeOrder'] },
  { test: 'test_modify_order_exception_caught', args: ['--yes', 'file', 'volume-modify', '120000005', '--new-size=13000'], exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: 'Could not find price for endurance storage space' },
  // slcli's mock answers no order; svc's manager refuses IOPS alone for an endurance volume (exit 2).
  { test: 'test_modify_order_order_not_placed', args: ['--yes', 'file', 'volume-modify', '120000005', '--new-iops=1400'], exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: 'A size or tier value must be given to modify this endurance volume.' },
  { test: 'test_modify_order', args: ['--format', 'table', 'file', 'volume-modify', '120000005', '--new-size=2000', '--new-tier=4', '--force'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000005 }, PLACE], stdout: /^Order #\d+ placed successfully!\n > Storage as a Service\n(.*\n)* > 4 IOPS per GB\n$/ },
  { test: 'test_modify_order_no_force', args: ['file', 'volume-modify', '120000005', '--new-size=4000'], input: 'n\n', exit: 2, notCalled: ['Product_Order.placeOrder'] },

  // Snapshot space orders.
  { test: 'test_snapshot_order', args: ['--format', 'table', 'file', 'snapshot-order', '120000008', '--capacity=10', '--tier=0.25', '--force'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000008 }, PLACE],
    stdout: /^Order #\d+ placed successfully!\n > 10 GB Storage Space\n > Order status: PENDING_AUTO_APPROVAL\n$/ },
  // slcli's mock answers an order without placedOrder; the fake places it (an upgrade of the space just ordered).
  { test: 'test_snapshot_order_order_not_placed', args: ['--yes', 'file', 'snapshot-order', '120000008', '--capacity=20', '--tier=0.25', '--upgrade'], exit: 0,
    calls: [PLACE] },
  // slcli's mock refuses (ValueError, exit 2); no snapshot space of 7 GB exists: the same usage error.
  { test: 'test_snapshot_order_performance_manager_error', args: ['--yes', 'file', 'snapshot-order', '120000005', '--capacity=7', '--upgrade'], exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: 'Could not find price for snapshot space' },
  // The file group's option is --capacity (the block group's --size).
  { test: 'test_snapshot_order (--size)', args: ['--yes', 'file', 'snapshot-order', '120000005', '--size=10'], exit: 2, notCalled: ['Product_Order.placeOrder'] },

  // Replicas.
  { test: 'test_file_replica_order_iops (121)', args: ['file', 'replica-order', '120000005', '-s', 'HOURLY', '-l', 'wdc07', '-i', '121'], exit: 2,
    notCalled: [`${STORAGE}.getObject`, 'Product_Order.placeOrder'], stderr: "option '-i, --iops': 121 is not a multiple of 100" },
  { test: 'test_file_replica_order_iops (90)', args: ['file', 'replica-order', '120000005', '-s', 'HOURLY', '-l', 'wdc07', '-i', '90'], exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: "option '-i, --iops': 90 is not between 100 and 6000" },
  { test: 'test_file_replica_order_force', args: ['file', 'replica-order', '120000005', '-s', 'HOURLY', '-l', 'wdc07'], input: 'n\n', exit: 2,
    notCalled: ['Product_Order.placeOrder'] },
  { test: 'test_replicant_order', args: ['--yes', '--format', 'table', 'file', 'replica-order', '120000005', '--snapshot-schedule=DAILY', '--location=wdc07', '--tier=4'],
    exit: 0, calls: [{ service: STORAGE, method: 'getObject', id: 120000005 }, PLACE],
    stdout: /^Order #\d+ placed successfully!\n > Storage as a Service\n > File Storage\n(.*\n)* > Replication for Tier-based Performance\n$/ },
  // slcli's mock answers an order without placedOrder; the fake places it.
  { test: 'test_replicant_order_order_not_placed', args: ['file', 'replica-order', '120000005', '--snapshot-schedule=DAILY', '--location=tok02', '--force'],
    exit: 0, calls: [PLACE] },
  { test: 'test_replicant_failover', args: ['--format', 'table', 'file', 'replica-failover', '120000005', '--replicant-id=120000006'], exit: 0,
    calls: [{ service: STORAGE, method: 'failoverToReplicant', id: 120000005, args: [120000006] }], stdout: 'Failover to replicant is now in progress.\n' },
  // slcli's mock answers false; the fake refuses a volume that is not a replica of it (exit 1).
  { test: 'test_replicant_failover_unsuccessful', args: ['file', 'replica-failover', '120000007', '--replicant-id=120000006'], exit: 1,
    stderr: 'is not a replica of volume 120000007' },
  { test: 'test_replicant_failback', args: ['--format', 'table', 'file', 'replica-failback', '120000005'], exit: 0,
    calls: [{ service: STORAGE, method: 'failbackFromReplicant', id: 120000005 }], stdout: 'Failback from replicant is now in progress.\n' },
  { test: 'test_replicant_failback_unsuccessful', args: ['file', 'replica-failback', '120000007'], exit: 1, stderr: 'nothing to fail back' },
  { test: 'test_disaster_recovery_failover_aborted', args: ['file', 'disaster-recovery-failover', '120000005', '--replicant-id=120000006'], input: 'n\n', exit: 2,
    notCalled: [`${STORAGE}.disasterRecoveryFailoverToReplicant`] },
  { test: 'test_disaster_recovery_failover', args: ['--yes', '--format', 'table', 'file', 'disaster-recovery-failover', '120000005', '--replicant-id=120000006'],
    exit: 0, calls: [{ service: STORAGE, method: 'disasterRecoveryFailoverToReplicant', id: 120000005, args: [120000006] }],
    stdout: 'Disaster Recovery Failover to replicant is now in progress.\n' },

  // Volume orders.
  { test: 'test_volume_order_performance_iops_not_given', args: ['--yes', ...PERFORMANCE_ORDER], exit: 2, notCalled: ['Product_Order.placeOrder'],
    stderr: "option '--iops <n>' is required with --storage-type performance" },
  { test: 'test_volume_order_performance_snapshot_error', args: ['--yes', ...PERFORMANCE_ORDER, '--iops=100', '--snapshot-size=10', '--service-offering=performance'],
    exit: 2, notCalled: ['Product_Order.placeOrder'], stderr: '--snapshot-size is not available for performance service offerings' },
  { test: 'test_volume_order_performance', args: ['--yes', '--format', 'table', ...PERFORMANCE_ORDER, '--iops=100', '--snapshot-size=10'], exit: 0,
    calls: [PLACE],
    stdout: /^Order #(\d+) placed successfully!\n > Storage as a Service\n > File Storage\n > 20 - 39 GBs\n > 100 - 1000 IOPS\n > 10 GB Storage Space\n\nYou may run 'svc file volume-list --order \1' to find this file volume after it is ready\.\n$/ },
  { test: 'test_volume_order_endurance_tier_not_given', args: ['--yes', ...ENDURANCE_ORDER], exit: 2, notCalled: ['Product_Order.placeOrder'],
    stderr: "option '--tier <iops-per-gb>' is required with --storage-type endurance" },
  { test: 'test_volume_order_endurance', args: ['--yes', '--format', 'table', ...ENDURANCE_ORDER, '--tier=0.25', '--snapshot-size=10'], exit: 0,
    calls: [PLACE], stdout: /^Order #\d+ placed successfully!\n > Storage as a Service\n > File Storage\n(.*\n)* > 10 GB Storage Space\n\nYou may run/ },
  // slcli's mock answers an order without placedOrder; the fake places it (slcli's -l for the location).
  { test: 'test_volume_order_order_not_placed', args: ['--yes', 'file', 'volume-order', '--storage-type=endurance', '--size=20', '--tier=0.25', '-l', 'dal10'], exit: 0,
    calls: [PLACE] },
  { test: 'test_volume_order_hourly_billing_not_available', args: ['--yes', ...ENDURANCE_ORDER, '--tier=0.25', '--billing=hourly', '--service-offering=enterprise'],
    exit: 2, notCalled: ['Product_Order.placeOrder'], stderr: 'Hourly billing is only available for the storage_as_a_service service offering' },
  { test: 'test_volume_order_hourly_billing',
    args: ['--yes', '--format', 'table', ...ENDURANCE_ORDER, '--tier=0.25', '--service-offering=storage_as_a_service', '--billing=hourly', '--snapshot-size=10'],
    exit: 0, calls: [PLACE], stdout: 'placed successfully!' },
  { test: 'test_volume_order_performance_manager_error', args: ['--yes', ...PERFORMANCE_ORDER.map((a) => (a === '--size=20' ? '--size=13000' : a)), '--iops=100'],
    exit: 2, notCalled: ['Product_Order.placeOrder'], stderr: 'Could not find price for performance storage space' },
  { test: 'test_volume_order_endurance_manager_error', args: ['--yes', ...ENDURANCE_ORDER.map((a) => (a === '--size=20' ? '--size=13000' : a)), '--tier=0.25'],
    exit: 2, notCalled: ['Product_Order.placeOrder'], stderr: 'Could not find price for endurance storage space' },
  // slcli's file group asks before ordering: "n" orders nothing.
  { test: 'test_volume_order (declined)', args: [...ENDURANCE_ORDER, '--tier=0.25'], input: 'n\n', exit: 2, notCalled: ['Product_Order.placeOrder'] },

  // Cancellations come last. svc's manager sends its default reason where slcli's CLI passes None.
  { test: 'test_file_snapshot_cancel_force', args: ['file', 'snapshot-cancel', '120000007'], input: 'n\n', exit: 2, notCalled: ['Billing_Item.cancelItem'] },
  { test: 'test_snapshot_cancel', args: ['--yes', '--format', 'table', 'file', 'snapshot-cancel', '120000007'], exit: 0,
    calls: [
      { service: STORAGE, method: 'getObject', id: 120000007, mask: 'mask[id,billingItem[activeChildren,hourlyFlag]]' },
      { service: 'Billing_Item', method: 'cancelItem', args: [false, true, 'No longer needed'] },
    ],
    stdout: 'File volume with id 120000007 has been marked for snapshot cancellation\n' },
  { test: 'test_file_volume_cancel_force', args: ['file', 'volume-cancel', '120000005'], input: 'n\n', exit: 2, notCalled: ['Billing_Item.cancelItem'] },
  { test: 'test_volume_cancel', args: ['--yes', '--format', 'table', 'file', 'volume-cancel', '120000007'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000007, mask: CANCEL_MASK }, { service: 'Billing_Item', method: 'cancelItem', args: [false, true, 'No longer needed'] }],
    stdout: 'File volume with id 120000007 has been marked for cancellation\n' },
  // A replica has no billing item of its own: "Storage Volume was already cancelled" (exit 1).
  { test: 'test_volume_cancel_without_billing_item', args: ['--yes', 'file', 'volume-cancel', '120000006'], exit: 1,
    notCalled: ['Billing_Item.cancelItem'], stderr: 'Storage Volume was already cancelled' },
  { test: 'test_volume_cancel_with_billing_item', args: ['--format', 'table', 'file', 'volume-cancel', '120000005', '--immediate', '--force'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000005 }, { service: 'Billing_Item', method: 'cancelItem', args: [true, true, 'No longer needed'] }],
    stdout: 'File volume with id 120000005 has been marked for immediate cancellation\n' },
]);
