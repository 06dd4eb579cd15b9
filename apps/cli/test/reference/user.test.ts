import { referenceTable } from '../reference-table.js';

// slcli's tests use its fixture ids (11100, 12345, 1234…); the rows use the fake server's users:
// demo (7001, the caller), alice (7002), bob (7003).
const ALICE = 7002;
const BOB = 7003;
const SUBNET = '600001';
const HARDWARE = '200001';
const GUEST = '100001';
const DEDICATED = '600101';
const NOTIFICATION = 'Order Approved';
// slcli's `user create` template: these fields of the current user (or of --from-user), without the id.
const CREATE_MASK = 'mask[id, firstName, lastName, email, companyName, address1, city, country, postalCode, state, userStatusId, timezoneId]';
const ADDRESS = { companyName: 'Fake Company Ltd.', address1: '1 Loopback Way', city: 'Dallas', country: 'US', postalCode: '75201', state: 'TX', userStatusId: 1001 };
const DEMO_TEMPLATE = { firstName: 'Demo', lastName: 'User', email: 'demo@example.com', ...ADDRESS };
const BOB_TEMPLATE = { firstName: 'Bob', lastName: 'Brandt', email: 'bob@example.com', ...ADDRESS };

referenceTable('user (slcli tests/CLI/modules/user_tests.py)', [
  { test: 'test_user_list', args: ['user', 'list'], exit: 0, calls: [{ service: 'Account', method: 'getUsers' }] },
  { test: 'test_user_list_only_id', args: ['user', 'list', '--columns', 'id'], exit: 0, calls: [{ service: 'Account', method: 'getUsers' }] },
  { test: 'test_detail', args: ['user', 'detail', String(ALICE)], exit: 0, calls: [{ service: 'User_Customer', method: 'getObject', id: ALICE }] },
  {
    // slcli always reads apiAuthenticationKeys[authenticationKey]; svc reads the key itself only with --passwords (or slcli's -k, kept as an alias).
    test: 'test_detail_keys',
    args: ['user', 'detail', String(ALICE), '-k'],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'getObject', id: ALICE, mask: /apiAuthenticationKeys\[authenticationKey\]/ }],
  },
  {
    test: 'test_detail_permissions',
    args: ['user', 'detail', String(ALICE), '-p'],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'getPermissions', id: ALICE }],
  },
  {
    test: 'test_detail_hardware',
    args: ['user', 'detail', String(ALICE), '--hardware'],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'getObject', id: ALICE, mask: 'mask[id, hardware, dedicatedHosts]' }],
  },
  {
    test: 'test_detail_virtual',
    args: ['user', 'detail', String(ALICE), '--virtual'],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'getObject', id: ALICE, mask: 'mask[id, virtualGuests]' }],
  },
  {
    test: 'test_detail_logins',
    args: ['user', 'detail', String(ALICE), '-l'],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'getLoginAttempts', id: ALICE }],
  },
  { test: 'test_detail_events', args: ['user', 'detail', String(ALICE), '-e'], exit: 0, calls: [{ service: 'Event_Log', method: 'getAllObjects' }] },
  {
    test: 'test_print_hardware_access',
    args: ['user', 'detail', String(ALICE), '--hardware'],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'getObject', id: ALICE, mask: 'mask[id, hardware, dedicatedHosts]' }],
  },
  {
    // slcli 6.2.9: the user's permissions, master flag and roles, against every department's permissions.
    test: 'test_permissions_list',
    args: ['user', 'permissions', String(ALICE), '--format', 'csv'],
    exit: 0,
    calls: [
      { service: 'User_Customer', method: 'getObject', id: ALICE, mask: 'mask[id, permissions, isMasterUserFlag, roles]' },
      { service: 'User_Permission_Department', method: 'getAllObjects', mask: 'mask[permissions[id,keyName,description,name]]' },
    ],
    stdout: /^kind,department,key_name,assigned,description\n(?:.*\n)*permission,Support,TICKET_ADD,false,Add Tickets\n(?:.*\n)*permission,Support,TICKET_VIEW,true,View Tickets\n/,
  },
  {
    test: 'test_permissions_list (the master user)',
    args: ['user', 'permissions', 'demo'],
    exit: 0,
    stderr: 'demo is the master user: every permission is enabled',
    calls: [
      { service: 'User_Customer', method: 'getObject', id: 7001, mask: 'mask[id, permissions, isMasterUserFlag, roles]' },
      { service: 'User_Permission_Department', method: 'getAllObjects' },
    ],
  },
  {
    test: 'test_edit_perms_on',
    args: ['user', 'edit-permissions', String(ALICE), '--enable', 'TICKET_VIEW'],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'addBulkPortalPermission', id: ALICE, args: [[{ keyName: 'TICKET_VIEW' }]] }],
  },
  {
    test: 'test_edit_perms_on_bad',
    args: ['user', 'edit-permissions', String(ALICE), '--enable', 'TEST_NOt_exist'],
    exit: 1,
    notCalled: ['User_Customer.addBulkPortalPermission'],
  },
  {
    test: 'test_edit_perms_off',
    args: ['user', 'edit-permissions', String(ALICE), '--disable', 'TICKET_VIEW'],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'removeBulkPortalPermission', id: ALICE, args: [[{ keyName: 'TICKET_VIEW' }]] }],
  },
  {
    test: 'test_edit_perms_from_user',
    args: ['user', 'edit-permissions', String(ALICE), '--from-user', String(BOB)],
    exit: 0,
    calls: [
      { service: 'User_Customer', method: 'getPermissions', id: BOB },
      { service: 'User_Customer', method: 'addBulkPortalPermission', id: ALICE },
      { service: 'User_Customer', method: 'removeBulkPortalPermission', id: ALICE },
    ],
  },
  {
    // slcli takes the password with -p; svc asks for it (here on stdin). Both start from the current
    // user's template (its id dropped), then set the username and email.
    test: 'test_create_user',
    args: ['--yes', 'user', 'create', 'test', '-e', 'test@us.ibm.com'],
    input: 'Testword1!\n',
    exit: 0,
    calls: [
      { service: 'Account', method: 'getCurrentUser', mask: CREATE_MASK },
      { service: 'User_Customer', method: 'createObject', args: [{ ...DEMO_TEMPLATE, username: 'test', email: 'test@us.ibm.com' }, 'Testword1!', null] },
    ],
    notCalled: ['User_Customer.getObject'],
  },
  {
    test: 'test_create_user_with_template',
    args: ['user', 'create', 'test1', '-e', 'test@us.ibm.com', '-t', '{"firstName": "Supermand"}'],
    input: 'Testword1!\n',
    exit: 0,
    calls: [
      { service: 'Account', method: 'getCurrentUser', mask: CREATE_MASK },
      {
        service: 'User_Customer', method: 'createObject',
        args: [{ ...DEMO_TEMPLATE, firstName: 'Supermand', username: 'test1', email: 'test@us.ibm.com' }, 'Testword1!', null],
      },
    ],
  },
  {
    test: 'test_create_user_with_bad_template',
    args: ['user', 'create', 'test', '-e', 'test@us.ibm.com', '-t', '{firstName: "Supermand"}'],
    input: 'Testword1!\n',
    exit: 2,
    notCalled: ['User_Customer.createObject'],
  },
  {
    test: 'test_create_user_from_user',
    args: ['user', 'create', 'test2', '-e', 'test@us.ibm.com', '-u', String(BOB)],
    input: 'Testword1!\n',
    exit: 0,
    calls: [
      { service: 'User_Customer', method: 'getObject', id: BOB, mask: CREATE_MASK },
      { service: 'User_Customer', method: 'createObject', args: [{ ...BOB_TEMPLATE, username: 'test2', email: 'test@us.ibm.com' }, 'Testword1!', null] },
    ],
    notCalled: ['Account.getCurrentUser'],
  },
  {
    test: 'test_create_user_from_user (by username)',
    args: ['user', 'create', 'test4', '-e', 'test@us.ibm.com', '--from-user', 'bob'],
    input: 'Testword1!\n',
    exit: 0,
    calls: [
      { service: 'User_Customer', method: 'getObject', id: BOB, mask: CREATE_MASK },
      { service: 'User_Customer', method: 'createObject', args: [{ ...BOB_TEMPLATE, username: 'test4', email: 'test@us.ibm.com' }, 'Testword1!', null] },
    ],
  },
  {
    test: 'test_create_user_no_password',
    args: ['user', 'create', 'test3', '-e', 'test@us.ibm.com'],
    input: '\n',
    exit: 2,
    notCalled: ['User_Customer.createObject'],
  },
  {
    test: 'test_edit_details',
    args: ['user', 'edit-details', String(BOB), '-t', '{"firstName":"Supermand"}', '--format', 'table'],
    exit: 0,
    stdout: `Updated user ${BOB}.`,
    calls: [{ service: 'User_Customer', method: 'editObject', id: BOB, args: [{ firstName: 'Supermand' }] }],
  },
  {
    test: 'test_edit_details_bad_json',
    args: ['user', 'edit-details', String(BOB), '-t', '{firstName:"Supermand"}'],
    exit: 2,
    notCalled: ['User_Customer.editObject'],
  },
  {
    test: 'test_delete',
    args: ['--yes', 'user', 'delete', String(BOB), '--format', 'table'],
    exit: 0,
    stdout: `Deleted user ${BOB}.`,
    calls: [{ service: 'User_Customer', method: 'editObject', id: BOB, args: [{ userStatusId: 1021 }] }],
  },
  { test: 'test_delete (refused at the prompt)', args: ['user', 'delete', String(BOB)], input: 'n\n', exit: 2, notCalled: ['User_Customer.editObject'] },
  {
    test: 'test_vpn_manual',
    args: ['user', 'vpn-manual', String(ALICE), '--enable'],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'editObject', id: ALICE, args: [{ vpnManualConfig: true }] }],
  },
  {
    test: 'test_vpn_manual (--disable)',
    args: ['user', 'vpn-manual', String(ALICE), '--disable'],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'editObject', id: ALICE, args: [{ vpnManualConfig: false }] }],
  },
  {
    test: 'test_vpn_subnet_add',
    args: ['user', 'vpn-subnet', String(ALICE), '--add', SUBNET],
    exit: 0,
    calls: [
      { service: 'Network_Service_Vpn_Overrides', method: 'createObjects', args: [[{ userId: ALICE, subnetId: Number(SUBNET) }]] },
      { service: 'User_Customer', method: 'updateVpnUser', id: ALICE },
    ],
  },
  {
    test: 'test_vpn_subnet_remove',
    args: ['user', 'vpn-subnet', String(ALICE), '--remove', SUBNET],
    exit: 0,
    calls: [
      { service: 'User_Customer', method: 'getOverrides', id: ALICE, mask: 'mask[id,subnetId]' },
      { service: 'Network_Service_Vpn_Overrides', method: 'deleteObjects' },
      { service: 'User_Customer', method: 'updateVpnUser', id: ALICE },
    ],
  },
  { test: 'test_notificacions_list', args: ['user', 'notifications'], exit: 0, calls: [{ service: 'Email_Subscription', method: 'getAllObjects', mask: 'mask[enabled]' }] },
  {
    test: 'test_edit_notification_on',
    args: ['user', 'edit-notifications', '--enable', NOTIFICATION],
    exit: 0,
    calls: [{ service: 'Email_Subscription', method: 'enable' }],
  },
  { test: 'test_edit_notification_on_bad', args: ['user', 'edit-notifications', '--enable', 'Test not exist'], exit: 1, notCalled: ['Email_Subscription.enable'] },
  {
    test: 'test_edit_notifications_off',
    args: ['user', 'edit-notifications', '--disable', NOTIFICATION],
    exit: 0,
    calls: [{ service: 'Email_Subscription', method: 'disable' }],
  },
  {
    test: 'test_devices_access',
    args: ['user', 'device-access', String(ALICE)],
    exit: 0,
    calls: [
      { service: 'User_Customer', method: 'getPermissions', id: ALICE },
      { service: 'User_Customer', method: 'getHardware', id: ALICE },
      { service: 'User_Customer', method: 'getVirtualGuests', id: ALICE },
      { service: 'User_Customer', method: 'getDedicatedHosts', id: ALICE },
    ],
  },
  {
    test: 'test_grant_access_hardware',
    args: ['user', 'grant-access', String(ALICE), '--hardware', HARDWARE],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'addHardwareAccess', id: ALICE, args: [Number(HARDWARE)] }],
  },
  {
    test: 'test_grant_access_virtual',
    args: ['user', 'grant-access', String(ALICE), '--virtual', GUEST],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'addVirtualGuestAccess', id: ALICE, args: [Number(GUEST)] }],
  },
  {
    test: 'test_grant_access_dedicated',
    args: ['user', 'grant-access', String(ALICE), '--dedicated', DEDICATED],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'addDedicatedHostAccess', id: ALICE, args: [Number(DEDICATED)] }],
  },
  { test: 'test_grant_without_device', args: ['user', 'grant-access', String(ALICE)], exit: 2, notCalled: ['User_Customer.addHardwareAccess'] },
  {
    test: 'test_remove_access_hardware',
    args: ['user', 'remove-access', String(ALICE), '--hardware', HARDWARE],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'removeHardwareAccess', id: ALICE, args: [Number(HARDWARE)] }],
  },
  {
    test: 'test_remove_access_virtual',
    args: ['user', 'remove-access', String(ALICE), '--virtual', GUEST],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'removeVirtualGuestAccess', id: ALICE, args: [Number(GUEST)] }],
  },
  {
    test: 'test_remove_access_dedicated',
    args: ['user', 'remove-access', String(ALICE), '--dedicated', DEDICATED],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'removeDedicatedHostAccess', id: ALICE, args: [Number(DEDICATED)] }],
  },
  { test: 'test_remove_without_device', args: ['user', 'remove-access', String(ALICE)], exit: 2, notCalled: ['User_Customer.removeHardwareAccess'] },
  {
    // slcli takes --password on the command line; svc reads SVC_VPN_PASSWORD, a prompt or stdin, never argv.
    test: 'test_update_vpn_password',
    args: ['user', 'vpn-password', String(ALICE)],
    env: { SVC_VPN_PASSWORD: 'Mypassword1.' },
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'updateVpnPassword', id: ALICE, args: ['Mypassword1.'] }],
  },
  {
    test: 'test_update_vpn_password (stdin)',
    args: ['user', 'vpn-password', String(ALICE)],
    input: 'Mypassword2.\n',
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'updateVpnPassword', id: ALICE, args: ['Mypassword2.'] }],
  },
  {
    test: 'test_update_vpn_password (--password refused: never on the command line)',
    args: ['user', 'vpn-password', String(ALICE), '--password', 'Mypassword1.'],
    exit: 2,
    notCalled: ['User_Customer.updateVpnPassword'],
  },
  { test: 'test_remove_without_password', args: ['user', 'vpn-password', String(ALICE)], input: '\n', exit: 2, notCalled: ['User_Customer.updateVpnPassword'] },
  { test: 'test_api_key_without_option', args: ['user', 'apikey', String(ALICE)], exit: 2, notCalled: ['User_Customer.addApiAuthenticationKey'] },
  {
    test: 'test_api_key_with_all_option',
    args: ['user', 'apikey', String(ALICE), '--add', '--remove', '--refresh'],
    exit: 2,
    notCalled: ['User_Customer.addApiAuthenticationKey', 'User_Customer.removeApiAuthenticationKey'],
  },
  {
    test: 'test_add_api_authentication_key',
    args: ['user', 'apikey', String(BOB), '--add'],
    exit: 0,
    stdout: '********',
    calls: [{ service: 'User_Customer', method: 'addApiAuthenticationKey', id: BOB }],
  },
  {
    test: 'test_remove_api_authentication_key',
    args: ['--yes', 'user', 'apikey', String(BOB), '--remove'],
    exit: 0,
    calls: [
      { service: 'User_Customer', method: 'getApiAuthenticationKeys', id: BOB },
      { service: 'User_Customer', method: 'removeApiAuthenticationKey', id: BOB },
    ],
  },
  {
    test: 'test_remove_api_authentication_key_without_api_key',
    args: ['--yes', 'user', 'apikey', String(BOB), '--remove'],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'getApiAuthenticationKeys', id: BOB }],
    notCalled: ['User_Customer.removeApiAuthenticationKey'],
  },
  {
    test: 'test_refresh_api_authentication_key',
    args: ['--yes', 'user', 'apikey', String(BOB), '--refresh', '--show-key', '--format', 'json'],
    exit: 0,
    stdout: /"apiKey": "[0-9a-f]{64}"/,
    calls: [
      { service: 'User_Customer', method: 'getApiAuthenticationKeys', id: BOB },
      { service: 'User_Customer', method: 'addApiAuthenticationKey', id: BOB },
    ],
  },
  {
    test: 'test_vpn_disable',
    args: ['user', 'vpn-disable', String(ALICE)],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'editObject', id: ALICE, args: [{ sslVpnAllowedFlag: false }] }],
  },
  {
    test: 'test_vpn_enable',
    args: ['user', 'vpn-enable', String(ALICE)],
    exit: 0,
    calls: [{ service: 'User_Customer', method: 'editObject', id: ALICE, args: [{ sslVpnAllowedFlag: true }] }],
  },
]);
