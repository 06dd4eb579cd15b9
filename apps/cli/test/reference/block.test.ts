/**
 * `svc block` against slcli's own tests (tests/CLI/modules/block_tests.py): the exit code, the
 * calls the fake server received and the output. slcli's mocks answer any id; here the ids are the
 * fake's seeded storage: endurance volume 120000001 (`SL02SEL284521-1`, dal10, monthly; snapshots
 * 121000001–121000003; weekly, daily and replication schedules; replica 120000002 in wdc07; allowed
 * hosts 123000001–123000004), performance volume 120000003 (hourly, no snapshot space), dependent
 * duplicate 120000004 (hourly), object storage account 126500001. slcli's `--really`/`--force` is
 * svc's `--yes` (and `--force` where slcli has it); piped output is JSON unless `--format table`.
 * Rows run in order on one server, so the rows that cancel come last.
 */
import { referenceTable } from '../reference-table.js';

const ORDER_BY_ID = { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] };
const STORAGE = 'Network_Storage';
const HOST = 'Network_Storage_Allowed_Host';
const HUB = 'Network_Storage_Hub_Cleversafe_Account';
const PLACE = { service: 'Product_Order', method: 'placeOrder' };
/** slcli's `StorageManager` masks, as its sources write them. */
const DETAIL_MASK = 'id,username,password,capacityGb,snapshotCapacityGb,parentVolume.snapshotSizeBytes,storageType.keyName,' +
  'serviceResource.datacenter[name],serviceResourceBackendIpAddress,storageTierLevel,provisionedIops,lunId,originalVolumeName,' +
  'originalSnapshotName,originalVolumeSize,activeTransactionCount,activeTransactions.transactionStatus[friendlyName],replicationPartnerCount,' +
  'replicationStatus,replicationPartners[id,username,serviceResourceBackendIpAddress,serviceResource[datacenter[name]],replicationSchedule[type[keyname]]],notes';
const ACCESS_MASK = 'id,allowedVirtualGuests[allowedHost[credential, sourceSubnet]],allowedHardware[allowedHost[credential]],' +
  'allowedSubnets[allowedHost[credential]],allowedIpAddresses[allowedHost[credential]]';
const CANCEL_MASK = 'mask[id,billingItem[id,hourlyFlag]]';
const CANCEL_SNAPSHOT_MASK = 'mask[id,billingItem[activeChildren,hourlyFlag]]';
/** The filter of `list_block_volumes` (group `iscsiNetworkStorage`). */
const LIST_FILTER = (more: Record<string, unknown> = {}): unknown => ({
  iscsiNetworkStorage: {
    serviceResource: { type: { type: { operation: '!~ ISCSI' } } }, id: ORDER_BY_ID, storageType: { keyName: { operation: '*= BLOCK_STORAGE' } }, ...more,
  },
});
/** slcli's `volume-list` mask: its default columns' masks (slcli joins a set; svc sends them in column order). */
const LIST_MASK = 'id,username,serviceResource.datacenter.name,storageType.keyName,capacityGb,provisionedIops,serviceResourceBackendIpAddress,lunId,' +
  'activeTransactionCount,replicationPartnerCount,notes';
const ENDURANCE_ORDER = ['block', 'volume-order', '--storage-type=endurance', '--size=20', '--os-type=linux', '--location=dal10'];
const PERFORMANCE_ORDER = ['block', 'volume-order', '--storage-type=performance', '--size=20', '--os-type=linux', '--location=dal10'];

referenceTable('block (slcli tests/CLI/modules/block_tests.py)', [
  // Reads.
  { test: 'test_access_list', args: ['block', 'access-list', '120000001'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000001, mask: ACCESS_MASK }], stdout: '"password": "********"' },
  // svc: the iSCSI passwords only with --passwords (SPEC §10).
  { test: 'test_access_list (--passwords)', args: ['--format', 'table', 'block', 'access-list', '120000001', '--passwords'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000001, mask: ACCESS_MASK }], stdout: /web01\.example\.com.*fake-chap-1-secret/ },
  { test: 'test_volume_detail', args: ['block', 'volume-detail', '120000001'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000001, mask: DETAIL_MASK }], stdout: '"storageTierLevel": "READHEAVY_TIER"' },
  // svc: the volume's own password (in slcli's mask) is masked too.
  { test: 'test_volume_detail (password masked)', args: ['block', 'volume-detail', '120000001'], exit: 0, stdout: '"password": "********"' },
  { test: 'test_block_detail_issue1732', args: ['--format=table', 'block', 'volume-detail', '120000001'], exit: 0,
    stdout: /username\s+│ SL02SEL284521-1 .*\n(.*\n)*│ capacity_gb\s+│ 500GB .*\n(.*\n)*│ replication_status\s+│ Replicant Volume Provisioning has completed\./ },
  { test: 'test_volume_detail_name_identifier', args: ['block', 'volume-detail', 'SL02SEL284521-1'], exit: 0,
    calls: [
      { service: 'Account', method: 'getIscsiNetworkStorage', mask: 'mask[id]', filter: LIST_FILTER({ username: { operation: '_= SL02SEL284521-1' } }) },
      { service: STORAGE, method: 'getObject', id: 120000001 },
    ] },
  { test: 'test_volume_list', args: ['block', 'volume-list'], exit: 0,
    calls: [{ service: 'Account', method: 'getIscsiNetworkStorage', mask: LIST_MASK, filter: LIST_FILTER() }], stdout: '"username": "SL02SEL284521-1"' },
  { test: 'test_volume_list_notes_format_output_json', args: ['--format', 'json', '--columns', 'notes', 'block', 'volume-list'], exit: 0,
    stdout: '"notes": "vmware datastore"' },
  // svc does not shorten notes in tables (slcli cuts them at 20 characters); the seeded ones are shorter.
  { test: 'test_volume_list_reduced_notes_format_output_table', args: ['--format', 'table', '--columns', 'notes', 'block', 'volume-list'], exit: 0,
    stdout: /│ notes +│\n├─+┤\n│ database +│/ },
  { test: 'test_volume_list_order', args: ['block', 'volume-list', '--order=6000101'], exit: 0,
    calls: [{ service: 'Account', method: 'getIscsiNetworkStorage', filter: LIST_FILTER({ billingItem: { orderItem: { order: { id: { operation: 6000101 } } } } }) }],
    stdout: /^\[\n {2}\{\n {4}"id": 120000001,[^\]]*\}\n\]\n$/ },
  { test: 'test_volume_count', args: ['block', 'volume-count'], exit: 0,
    calls: [{ service: 'Account', method: 'getIscsiNetworkStorage', mask: 'mask[serviceResource[datacenter[name]],replicationPartners[serviceResource[datacenter[name]]]]' }],
    stdout: /^\{\n {2}"dal10": 3,\n {2}"wdc07": 1\n\}\n$/ },
  { test: 'test_list_volume_schedules', args: ['block', 'snapshot-schedule-list', '120000001'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000001, mask: 'schedules[type,properties[type]]' }],
    stdout: /"type": "WEEKLY",(.*\n)*\s+"type": "HOURLY",\n\s+"replication": "\*"/ },
  { test: 'test_snapshot_list', args: ['block', 'snapshot-list', '120000001'], exit: 0,
    calls: [{ service: STORAGE, method: 'getSnapshots', id: 120000001, mask: 'id,notes,snapshotCreationTimestamp,snapshotSizeBytes' }],
    stdout: '"notes": "before upgrade"' },
  { test: 'test_replication_locations', args: ['block', 'replica-locations', '120000001'], exit: 0,
    calls: [{ service: STORAGE, method: 'getValidReplicationTargetDatacenterLocations', id: 120000001 }], stdout: '"longName": "Washington 7"' },
  // slcli's mock answers no location; every fake volume has some, so the row checks the call and the table.
  { test: 'test_replication_locations_unsuccessful', args: ['--format', 'table', 'block', 'replica-locations', '120000003'], exit: 0,
    calls: [{ service: STORAGE, method: 'getValidReplicationTargetDatacenterLocations', id: 120000003 }], stdout: /│ id +│ long_name +│ short_name +│/ },
  { test: 'test_replication_partners', args: ['block', 'replica-partners', '120000001'], exit: 0,
    calls: [{ service: STORAGE, method: 'getReplicationPartners', id: 120000001 }], stdout: '"username": "SL02SEL284521-1_REP_1"' },
  { test: 'test_replication_partners_unsuccessful', args: ['--format', 'table', 'block', 'replica-partners', '120000003'], exit: 0,
    calls: [{ service: STORAGE, method: 'getReplicationPartners', id: 120000003 }], stdout: 'There are no replication partners for the given volume.\n' },
  { test: 'test_volume_limit', args: ['block', 'volume-limits'], exit: 0, calls: [{ service: STORAGE, method: 'getVolumeCountLimits' }] },
  { test: 'test_volume_limit_empty_datacenter', args: ['--format', 'table', 'block', 'volume-limits'], exit: 0, stdout: /│ global +│ 700 +│/ },
  { test: 'test_volume_limit_datacenter', args: ['block', 'volume-limits', '-d', 'dal10'], exit: 0,
    stdout: /^\[\n {2}\{\n {4}"datacenterName": "dal10",[^{}]*\}\n\]\n$/ },
  { test: 'test_volume_options', args: ['block', 'volume-options'], exit: 0,
    calls: [
      { service: 'Product_Package', method: 'getItems', id: 759, mask: 'mask[categories]' },
      { service: 'Product_Package', method: 'getRegions', id: 759 },
      { service: 'Network_Pod', method: 'getAllObjects' },
    ],
    stdout: '"key_name": "READHEAVY_TIER"' },
  { test: 'test_object_list', args: ['block', 'object-list'], exit: 0,
    calls: [{ service: 'Account', method: 'getHubNetworkStorage', mask: 'mask[id,username,billingItem,storageType, notes]' }], stdout: '"username": "SLOS284521-2"' },
  { test: 'test_object_details', args: ['block', 'object-storage-detail', '126500001'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 126500001, mask: DETAIL_MASK }, { service: HUB, method: 'getBuckets', id: 126500001 }],
    stdout: '"name": "slos284521-2-backups"' },
  { test: 'test_object_permissions', args: ['block', 'object-storage-permission', '126500001'], exit: 0,
    calls: [{ service: HUB, method: 'getObject', id: 126500001, mask: 'mask[uuid,credentials]' }, { service: HUB, method: 'getEndpoints', id: 126500001 }],
    stdout: /"username": "Tx8YfUaKcQ3bL0mZp2Wv",\n\s+"password": "\*{8}"/ },
  // svc: the secret access key only with --passwords.
  { test: 'test_object_permissions (--passwords)', args: ['block', 'object-storage-permission', '126500001', '--passwords'], exit: 0,
    stdout: '"password": "fake-object-storage-secret-key"' },
  { test: 'test_get_subnets_in_acl', args: ['block', 'subnets-list', '123000001'], exit: 0,
    calls: [{ service: HOST, method: 'getSubnetsInAcl', id: 123000001 }], stdout: '"id": 600002' },
  { test: 'test_snapshot_get_notification_status (None)', args: ['--format', 'table', 'block', 'snapshot-get-notification-status', '120000001'], exit: 0,
    calls: [{ service: STORAGE, method: 'getSnapshotNotificationStatus', id: 120000001 }], stdout: 'Enabled: Snapshots space usage threshold is enabled for volume 120000001' },
  { test: 'test_snapshot_get_notification_status (1)', args: ['--format', 'table', 'block', 'snapshot-get-notification-status', '120000004'], exit: 0,
    stdout: 'Enabled: Snapshots space usage threshold is enabled for volume 120000004' },
  { test: 'test_snapshot_get_notification_status (0)', args: ['--format', 'table', 'block', 'snapshot-get-notification-status', '120000003'], exit: 0,
    stdout: 'Disabled: Snapshots space usage threshold is disabled for volume 120000003' },

  // LUN ids and notes.
  { test: 'test_volume_set_lun_id_in_range', args: ['--format', 'table', 'block', 'volume-set-lun-id', '120000001', '42'], exit: 0,
    calls: [{ service: STORAGE, method: 'createOrUpdateLunId', id: 120000001, args: [42] }], stdout: 'Block volume with id 120000001 is reporting LUN ID 42\n' },
  // slcli's mock answers no value; the fake answers the value set, so this row checks LUN 0 is reported as set.
  { test: 'test_volume_set_lun_id_in_range_missing_value', args: ['--format', 'table', 'block', 'volume-set-lun-id', '120000001', '0'], exit: 0,
    calls: [{ service: STORAGE, method: 'createOrUpdateLunId', id: 120000001, args: [0] }], stdout: 'is reporting LUN ID 0\n' },
  // Out of the API's range: the fault, exit 1 (slcli re-raises it).
  { test: 'test_volume_set_lun_id_not_in_range', args: ['block', 'volume-set-lun-id', '120000001', '5000'], exit: 1,
    calls: [{ service: STORAGE, method: 'createOrUpdateLunId', id: 120000001, args: [5000] }], stderr: 'LUN id' },
  // svc: a negative LUN id is a usage error before any call.
  { test: 'test_volume_set_lun_id_not_in_range (-1)', args: ['block', 'volume-set-lun-id', '120000001', '-1'], exit: 2,
    notCalled: [`${STORAGE}.createOrUpdateLunId`], stderr: "argument '<lun-id>' expects an integer from 0 to 4095" },
  { test: 'test_volume_set_note', args: ['--format', 'table', 'block', 'volume-set-note', '120000001', '--note=testing'], exit: 0,
    calls: [{ service: STORAGE, method: 'editObject', id: 120000001, args: [{ notes: 'testing' }] }], stdout: 'Set note successfully!' },
  // slcli's mock answers false; here the volume does not exist: the fault, exit 1.
  { test: 'test_volume_not_set_note', args: ['block', 'volume-set-note', '999', '--note=testing'], exit: 1,
    calls: [{ service: STORAGE, method: 'editObject', id: 999 }] },

  // Snapshots. svc sends the notes as '' when --notes is not given (slcli sends None).
  { test: 'test_create_snapshot', args: ['--format', 'table', 'block', 'snapshot-create', '120000001'], exit: 0,
    calls: [{ service: STORAGE, method: 'createSnapshot', id: 120000001, args: [''] }], stdout: /^New snapshot created with id: \d+\n$/ },
  // slcli's mock answers no snapshot; the fake refuses a volume without snapshot space (exit 1). `-n=note` is the
  // note `=note` to both parsers (a short option's value follows it directly).
  { test: 'test_create_snapshot_unsuccessful', args: ['block', 'snapshot-create', '120000003', '-n=note'], exit: 1,
    calls: [{ service: STORAGE, method: 'createSnapshot', id: 120000003, args: ['=note'] }], stderr: 'no snapshot space' },
  { test: 'test_enable_snapshots', args: ['block', 'snapshot-enable', '120000001', '--schedule-type=HOURLY', '--minute=10', '--retention-count=5'], exit: 0,
    calls: [{ service: STORAGE, method: 'enableSnapshots', id: 120000001, args: ['HOURLY', 5, 10, 0, 'SUNDAY'] }] },
  { test: 'test_disable_snapshots', args: ['block', 'snapshot-disable', '120000001', '--schedule-type=HOURLY'], exit: 0,
    calls: [{ service: STORAGE, method: 'disableSnapshots', id: 120000001, args: ['HOURLY'] }] },
  { test: 'test_block_snapshot_set_notify_status', args: ['--format', 'table', 'block', 'snapshot-set-notification', '120000001', '--enable'], exit: 0,
    calls: [{ service: STORAGE, method: 'setSnapshotNotification', id: 120000001, args: [true] }],
    stdout: 'Snapshots space usage threshold warning notification has been set to True for volume 120000001\n' },
  { test: 'test_block_snapshot_disable_not_in_schedule_type', args: ['block', 'snapshot-disable', '120000001', '--schedule-type=ABCD'], exit: 2,
    notCalled: [`${STORAGE}.disableSnapshots`], stderr: '--schedule-type must be INTERVAL, HOURLY, DAILY, or WEEKLY' },
  { test: 'test_block_snapshot_enable_not_in_schedule_type',
    args: ['block', 'snapshot-enable', '120000001', '--schedule-type=ZYXW', '--minute=10', '--retention-count=5'], exit: 2,
    notCalled: [`${STORAGE}.enableSnapshots`], stderr: '--schedule-type must be INTERVAL, HOURLY, DAILY, or WEEKLY, not ZYXW' },
  { test: 'test_block_snapshot_enable_retention_count',
    args: ['block', 'snapshot-enable', '120000001', '--schedule-type=INTERVAL', '--minute=-1', '--retention-count=5'], exit: 2,
    notCalled: [`${STORAGE}.enableSnapshots`], stderr: '--minute value must be between 30 and 59' },
  { test: 'test_block_snapshot_enable_minute', args: ['block', 'snapshot-enable', '120000001', '--schedule-type=HOURLY', '--minute=-1', '--retention-count=5'],
    exit: 2, notCalled: [`${STORAGE}.enableSnapshots`], stderr: '--minute value must be between 0 and 59' },
  { test: 'test_block_snapshot_enable_hour', args: ['block', 'snapshot-enable', '120000001', '--schedule-type=DAILY', '--hour=-1', '--retention-count=5'],
    exit: 2, notCalled: [`${STORAGE}.enableSnapshots`], stderr: '--hour value must be between 0 and 23' },
  { test: 'test_block_snapshot_enable_day_of_week',
    args: ['block', 'snapshot-enable', '120000001', '--schedule-type=WEEKLY', '--day-of-week=EVERDAY', '--retention-count=5'], exit: 2,
    notCalled: [`${STORAGE}.enableSnapshots`], stderr: '--day-of-week value must be a valid day (ex: SUNDAY)' },
  // svc checks --iops before asking (and before any call).
  { test: 'test_snapshot_order_order_iops', args: ['block', 'snapshot-order', '120000003', '--size=10', '--tier=0.25', '--iops=1'], exit: 2,
    notCalled: [`${STORAGE}.getObject`, 'Product_Order.placeOrder'], stderr: "option '-i, --iops': 1 is not between 100 and 6000" },
  { test: 'test_snapshot_order_order_iops_100', args: ['block', 'snapshot-order', '120000003', '--size=10', '--tier=0.25', '--iops=101'], exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: "option '-i, --iops': 101 is not a multiple of 100" },
  { test: 'test_snapshot_restore', args: ['--yes', '--format', 'table', 'block', 'snapshot-restore', '120000001', '--snapshot-id=121000001'], exit: 0,
    calls: [{ service: STORAGE, method: 'restoreFromSnapshot', id: 120000001, args: [121000001] }],
    stdout: 'Block volume 120000001 is being restored using snapshot 121000001\n' },
  // svc asks before a restore (its data is replaced); slcli does not.
  { test: 'test_snapshot_restore (declined)', args: ['block', 'snapshot-restore', '120000001', '--snapshot-id=121000001'], input: 'n\n', exit: 2,
    notCalled: [`${STORAGE}.restoreFromSnapshot`] },
  // svc asks before a delete (slcli's test passes --really).
  { test: 'test_snapshot_delete', args: ['--yes', 'block', 'snapshot-delete', '121000003'], exit: 0,
    calls: [{ service: STORAGE, method: 'deleteObject', id: 121000003 }] },
  // slcli's mock refuses the price (ValueError, exit 2); here no snapshot space of 7 GB exists: the same usage error.
  { test: 'test_snapshot_order_performance_manager_error', args: ['--yes', 'block', 'snapshot-order', '120000003', '--size=7'], exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: 'Could not find price for snapshot space' },
  { test: 'test_snapshot_order', args: ['--yes', '--format', 'table', 'block', 'snapshot-order', '120000003', '--size=20', '--iops=4000'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000003 }, PLACE],
    stdout: /^Order #\d+ placed successfully!\n > 20 GB Storage Space\n > Order status: PENDING_AUTO_APPROVAL\n$/ },
  // slcli's mock answers an order without placedOrder; the fake places it (an upgrade of the space just ordered).
  { test: 'test_snapshot_order_order_not_placed', args: ['--yes', '--format', 'table', 'block', 'snapshot-order', '120000003', '--size=40', '--upgrade'],
    exit: 0, calls: [PLACE], stdout: 'placed successfully!' },
  // svc asks before ordering (slcli's block group does not): "n" orders nothing.
  { test: 'test_snapshot_order (declined)', args: ['block', 'snapshot-order', '120000001', '--size=40', '--upgrade'], input: 'n\n', exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: 'it is charged to the account' },

  // Access.
  { test: 'test_authorize_host_to_volume',
    args: ['block', 'access-authorize', '120000003', '--hardware-id=200001', '--virtual-id=100002', '--ip-address-id=10262144', '--ip-address=161.100.0.2'],
    exit: 0,
    calls: [
      { service: 'Network_Subnet_IpAddress', method: 'getByIpAddress', args: ['161.100.0.2'] },
      { service: STORAGE, method: 'allowAccessFromHostList', id: 120000003, args: [[
        { objectType: 'Vendor_Hardware', id: 200001 }, { objectType: 'Vendor_Virtual_Guest', id: 100002 },
        { objectType: 'Vendor_Network_Subnet_IpAddress', id: 10262144 }, { objectType: 'Vendor_Network_Subnet_IpAddress', id: 10000002 },
      ]] },
    ] },
  // slcli answers an unknown address with an ArgumentError (exit 2).
  { test: 'test_authorize_host_to_volume (unknown address)', args: ['block', 'access-authorize', '120000003', '--ip-address=192.3.2.1'], exit: 2,
    notCalled: [`${STORAGE}.allowAccessFromHostList`], stderr: 'IP Address not found on your account' },
  { test: 'test_deauthorize_host_to_volume',
    args: ['--yes', 'block', 'access-revoke', '120000003', '--hardware-id=200001', '--virtual-id=100002', '--ip-address-id=10262144', '--ip-address=161.100.0.2'],
    exit: 0,
    calls: [{ service: STORAGE, method: 'removeAccessFromHostList', id: 120000003, args: [[
      { objectType: 'Vendor_Hardware', id: 200001 }, { objectType: 'Vendor_Virtual_Guest', id: 100002 },
      { objectType: 'Vendor_Network_Subnet_IpAddress', id: 10262144 }, { objectType: 'Vendor_Network_Subnet_IpAddress', id: 10000002 },
    ]] }] },
  // svc asks before revoking access (slcli does not).
  { test: 'test_deauthorize_host_to_volume (declined)', args: ['block', 'access-revoke', '120000001', '--virtual-id=100001'], input: 'n\n', exit: 2,
    notCalled: [`${STORAGE}.removeAccessFromHostList`] },
  { test: 'test_assign_subnets_to_acl', args: ['--format', 'table', 'block', 'subnets-assign', '123000002', '--subnet-id=600002'], exit: 0,
    calls: [{ service: HOST, method: 'assignSubnetsToAcl', id: 123000002, args: [[600002]] }],
    stdout: 'Successfully assigned subnet id: 600002 to allowed host id: 123000002\n' },
  { test: 'test_remove_subnets_from_acl', args: ['--yes', '--format', 'table', 'block', 'subnets-remove', '123000002', '--subnet-id=600002'], exit: 0,
    calls: [{ service: HOST, method: 'removeSubnetsFromAcl', id: 123000002, args: [[600002]] }],
    stdout: 'Successfully removed subnet id: 600002 for allowed host id: 123000002\n' },
  // The password comes from stdin (or a prompt, or SVC_ISCSI_PASSWORD), never from the command line.
  { test: 'test_set_password', args: ['--format', 'table', 'block', 'access-password', '123000001'], input: 'a_strong_password_12\n', exit: 0,
    calls: [{ service: HOST, method: 'setCredentialPassword', id: 123000001, args: ['a_strong_password_12'] }], stdout: 'Password updated for 123000001\n' },
  { test: 'test_set_password (SVC_ISCSI_PASSWORD)', args: ['block', 'access-password', '123000002'], env: { SVC_ISCSI_PASSWORD: 'another_strong_password' }, exit: 0,
    calls: [{ service: HOST, method: 'setCredentialPassword', id: 123000002, args: ['another_strong_password'] }] },
  { test: 'test_set_password (--password refused)', args: ['block', 'access-password', '123000001', '--password=AAAAA'], exit: 2,
    notCalled: [`${HOST}.setCredentialPassword`], stderr: "unknown option '--password=…'" },

  // Replicas.
  { test: 'test_replicant_failover', args: ['--format', 'table', 'block', 'replica-failover', '120000001', '--replicant-id=120000002'], exit: 0,
    calls: [{ service: STORAGE, method: 'failoverToReplicant', id: 120000001, args: [120000002] }], stdout: 'Failover to replicant is now in progress.\n' },
  // slcli's mock answers false; the fake refuses a volume that is not a replica of it (exit 1).
  { test: 'test_replicant_failover_unsuccessful', args: ['block', 'replica-failover', '120000003', '--replicant-id=120000002'], exit: 1,
    calls: [{ service: STORAGE, method: 'failoverToReplicant', id: 120000003 }], stderr: 'is not a replica of volume 120000003' },
  { test: 'test_replicant_failback', args: ['--format', 'table', 'block', 'replica-failback', '120000001'], exit: 0,
    calls: [{ service: STORAGE, method: 'failbackFromReplicant', id: 120000001 }], stdout: 'Failback from replicant is now in progress.\n' },
  { test: 'test_replicant_failback_unsuccessful', args: ['block', 'replica-failback', '120000003'], exit: 1,
    calls: [{ service: STORAGE, method: 'failbackFromReplicant', id: 120000003 }], stderr: 'nothing to fail back' },
  { test: 'test_disaster_recovery_failover_aborted', args: ['block', 'disaster-recovery-failover', '120000001', '--replicant-id=120000002'], input: 'n\n', exit: 2,
    notCalled: [`${STORAGE}.disasterRecoveryFailoverToReplicant`], stderr: 'for disaster recovery' },
  { test: 'test_replicant_order', args: ['--yes', '--format', 'table', 'block', 'replica-order', '120000001', '--snapshot-schedule=DAILY', '--datacenter=wdc07', '--tier=2'],
    exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000001 }, PLACE],
    stdout: /^Order #\d+ placed successfully!\n > Storage as a Service\n > Block Storage\n(.*\n)* > Replication for Tier-based Performance\n$/ },
  // slcli's mock answers an order without placedOrder; the fake places it (--iops is the primary's, unused by an endurance replica).
  { test: 'test_replicant_order_order_not_placed', args: ['--yes', 'block', 'replica-order', '120000001', '--snapshot-schedule=WEEKLY', '--datacenter=wdc07', '--iops=100'],
    exit: 0, calls: [PLACE] },

  // Duplicates and modifications. slcli's mocks refuse with a ValueError (exit 2); here the manager's own checks do.
  { test: 'test_duplicate_order_exception_caught', args: ['--yes', 'block', 'volume-duplicate', '120000004', '--duplicate-size=13000'], exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: 'Could not find price' },
  // slcli's mock answers an order without placedOrder; the fake places it.
  { test: 'test_duplicate_order_order_not_placed', args: ['--yes', 'block', 'volume-duplicate', '120000001', '--duplicate-iops=1400'], exit: 0, calls: [PLACE] },
  { test: 'test_duplicate_order',
    args: ['--yes', '--format', 'table', 'block', 'volume-duplicate', '120000001', '--origin-snapshot-id=121000001', '--duplicate-size=1000', '--duplicate-tier=2',
      '--duplicate-snapshot-size=20'],
    exit: 0, calls: [{ service: STORAGE, method: 'getObject', id: 120000001 }, PLACE], stdout: /^Order #\d+ placed successfully!\n > Storage as a Service\n/ },
  { test: 'test_duplicate_order_hourly_billing',
    args: ['--yes', 'block', 'volume-duplicate', '120000001', '--origin-snapshot-id=121000001', '--duplicate-size=1000', '--duplicate-tier=2', '--billing=hourly',
      '--duplicate-snapshot-size=20'],
    exit: 0, calls: [PLACE], stdout: '"placedOrder"' },
  { test: 'test_modify_order_exception_caught', args: ['--yes', 'block', 'volume-modify', '120000001', '--new-size=13000'], exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: 'Could not find price for endurance storage space' },
  // slcli's mock answers no order; svc's manager refuses IOPS alone for an endurance volume (exit 2).
  { test: 'test_modify_order_order_not_placed', args: ['--yes', 'block', 'volume-modify', '120000001', '--new-iops=1400'], exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: 'A size or tier value must be given to modify this endurance volume.' },
  { test: 'test_modify_order', args: ['--yes', '--format', 'table', 'block', 'volume-modify', '120000001', '--new-size=1000', '--new-tier=4'], exit: 0,
    calls: [{ service: STORAGE, method: 'getObject', id: 120000001 }, PLACE], stdout: /^Order #\d+ placed successfully!\n > Storage as a Service\n(.*\n)* > 4 IOPS per GB\n$/ },
  { test: 'test_dupe_refresh', args: ['--yes', 'block', 'volume-refresh', '120000004', '121000001'], exit: 0,
    calls: [{ service: STORAGE, method: 'refreshDuplicate', id: 120000004, args: [121000001, false] }] },
  { test: 'test_dep_dupe_convert', args: ['block', 'volume-convert', '120000004'], exit: 0,
    calls: [{ service: STORAGE, method: 'convertCloneDependentToIndependent', id: 120000004 }] },
  { test: 'test_block_duplicate_covert_status', args: ['block', 'duplicate-convert-status', '120000004'], exit: 0,
    calls: [{ service: STORAGE, method: 'getDuplicateConversionStatus', id: 120000004 }], stdout: '"volumeUsername": "SL02SEL284521-3"' },

  // Volume orders.
  { test: 'test_volume_order_performance_iops_not_given', args: ['--yes', ...PERFORMANCE_ORDER], exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: "option '--iops <n>' is required with --storage-type performance" },
  { test: 'test_volume_order_performance_snapshot_error', args: ['--yes', ...PERFORMANCE_ORDER, '--iops=100', '--snapshot-size=10', '--service-offering=performance'],
    exit: 2, notCalled: ['Product_Order.placeOrder'], stderr: '--snapshot-size is not available for performance service offerings' },
  { test: 'test_volume_order_performance', args: ['--yes', '--format', 'table', ...PERFORMANCE_ORDER, '--iops=100', '--snapshot-size=10'], exit: 0,
    calls: [PLACE],
    stdout: /^Order #(\d+) placed successfully!\n > Storage as a Service\n > Block Storage\n > 20 - 39 GBs\n > 100 - 1000 IOPS\n > 10 GB Storage Space\n\nYou may run 'svc block volume-list --order \1' to find this block volume after it is ready\.\n$/ },
  { test: 'test_volume_order_endurance_tier_not_given', args: ['--yes', ...ENDURANCE_ORDER], exit: 2,
    notCalled: ['Product_Order.placeOrder'], stderr: "option '--tier <iops-per-gb>' is required with --storage-type endurance" },
  { test: 'test_volume_order_endurance', args: ['--yes', '--format', 'table', ...ENDURANCE_ORDER, '--tier=0.25', '--snapshot-size=10'], exit: 0,
    calls: [PLACE], stdout: /^Order #\d+ placed successfully!\n > Storage as a Service\n > Block Storage\n(.*\n)* > 10 GB Storage Space\n\nYou may run/ },
  // slcli's mock answers an order without placedOrder; the fake places it.
  { test: 'test_volume_order_order_not_placed', args: ['--yes', ...ENDURANCE_ORDER, '--tier=0.25'], exit: 0, calls: [PLACE] },
  { test: 'test_volume_order_hourly_billing_not_available', args: ['--yes', ...ENDURANCE_ORDER, '--tier=0.25', '--billing=hourly', '--service-offering=enterprise'],
    exit: 2, notCalled: ['Product_Order.placeOrder'], stderr: /enterprise is a legacy storage offering\n.*Hourly billing is only available/ },
  { test: 'test_volume_order_hourly_billing', args: ['--yes', '--format', 'table', ...ENDURANCE_ORDER, '--tier=0.25', '--billing=hourly', '--service-offering=storage_as_a_service'],
    exit: 0, calls: [PLACE], stdout: 'placed successfully!' },
  { test: 'test_volume_order_performance_manager_error', args: ['--yes', ...PERFORMANCE_ORDER.map((a) => (a === '--size=20' ? '--size=13000' : a)), '--iops=100'],
    exit: 2, notCalled: ['Product_Order.placeOrder'], stderr: 'Could not find price for performance storage space' },
  { test: 'test_volume_order_endurance_manager_error', args: ['--yes', ...ENDURANCE_ORDER.map((a) => (a === '--size=20' ? '--size=13000' : a)), '--tier=0.25'],
    exit: 2, notCalled: ['Product_Order.placeOrder'], stderr: 'Could not find price for endurance storage space' },
  // svc asks before ordering: no answer (stdin closed) orders nothing.
  { test: 'test_volume_order (not confirmed)', args: [...ENDURANCE_ORDER, '--tier=0.25'], exit: 2, notCalled: ['Product_Order.placeOrder'],
    stderr: 'not confirmed' },

  // Failover after a disaster, then cancellations: they change the volumes for good, so they come last.
  { test: 'test_disaster_recovery_failover', args: ['--yes', '--format', 'table', 'block', 'disaster-recovery-failover', '120000001', '--replicant-id=120000002'],
    exit: 0, calls: [{ service: STORAGE, method: 'disasterRecoveryFailoverToReplicant', id: 120000001, args: [120000002] }],
    stdout: 'Disaster Recovery Failover to replicant is now in progress.\n' },
  { test: 'test_snapshot_cancel_aborted', args: ['block', 'snapshot-cancel', '120000001'], input: 'n\n', exit: 2, notCalled: ['Billing_Item.cancelItem'] },
  // slcli's mock answers false; a volume without snapshot space has nothing to cancel (exit 1).
  { test: 'test_block_snapshot_unable_cancel', args: ['--yes', 'block', 'snapshot-cancel', '120000002'], exit: 1, notCalled: ['Billing_Item.cancelItem'] },
  // svc's manager sends its default reason where slcli's CLI passes None.
  { test: 'test_snapshot_cancel', args: ['--yes', '--format', 'table', 'block', 'snapshot-cancel', '120000001'], exit: 0,
    calls: [
      { service: STORAGE, method: 'getObject', id: 120000001, mask: CANCEL_SNAPSHOT_MASK },
      { service: 'Billing_Item', method: 'cancelItem', args: [false, true, 'No longer needed'] },
    ],
    stdout: 'Block volume with id 120000001 has been marked for snapshot cancellation\n' },
  { test: 'test_block_snapshot_cancel_immediate', args: ['--yes', '--format', 'table', 'block', 'snapshot-cancel', '--immediate', '120000004'], exit: 0,
    calls: [{ service: 'Billing_Item', method: 'cancelItem', args: [true, true, 'No longer needed'] }],
    stdout: 'Block volume with id 120000004 has been marked for immediate snapshot cancellation\n' },
  { test: 'test_cancel_block_volume_no_force', args: ['block', 'volume-cancel', '120000001'], exit: 2, notCalled: ['Billing_Item.cancelItem'], stderr: 'not confirmed' },
  { test: 'test_volume_cancel (--dry-run)', args: ['--dry-run', 'block', 'volume-cancel', '120000001'], exit: 0,
    notCalled: ['Billing_Item.cancelItem'], stdout: '"method": "cancelItem"', stderr: 'Dry run: nothing was changed.' },
  { test: 'test_volume_cancel', args: ['--yes', '--format', 'table', 'block', 'volume-cancel', '120000001'], exit: 0,
    calls: [
      { service: STORAGE, method: 'getObject', id: 120000001, mask: CANCEL_MASK },
      { service: 'Billing_Item', method: 'cancelItem', args: [false, true, 'No longer needed'] },
    ],
    stdout: 'Block volume with id 120000001 has been marked for cancellation\n' },
  // An hourly volume is cancelled at once, whatever --immediate says (as slcli's manager).
  { test: 'test_cancel_block_volume_force', args: ['--format', 'table', 'block', 'volume-cancel', '120000003', '--immediate', '--force'], exit: 0,
    calls: [{ service: 'Billing_Item', method: 'cancelItem', args: [true, true, 'No longer needed'] }],
    stdout: 'Block volume with id 120000003 has been marked for immediate cancellation\n' },
]);
