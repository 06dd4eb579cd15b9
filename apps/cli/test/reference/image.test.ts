import { referenceTable } from '../reference-table.js';

// The fake server's image 2000001 (`web-base`) is stored in dal10 and wdc07; slcli's fixtures use
// id 100 and ams01. The fake checks object-storage URIs, so the rows give whole ones where slcli's
// tests give `swift://test` (which the real service refuses too).
const IMAGE = 2000001;
const SERVICE = 'Virtual_Guest_Block_Device_Template_Group';
const SWIFT = 'swift://acct1@dal05/images/web-base.vhd';
const COS = 'cos://us-south/images/web-base.vhd';
const KEY = 'cos-api-key-0123456789abcdef';

referenceTable('image (slcli tests/CLI/modules/image_tests.py)', [
  // slcli's get_image mask is IMAGE_MASK; svc's detail asks for the fields its table shows (visibility, type, datacenters).
  { test: 'test_detail', args: ['image', 'detail', String(IMAGE)], exit: 0, calls: [{ service: SERVICE, method: 'getObject', id: IMAGE }] },
  {
    test: 'test_edit_note',
    args: ['image', 'edit', '2000002', '--note=test'],
    exit: 0,
    calls: [{ service: SERVICE, method: 'editObject', id: 2000002, args: [{ note: 'test' }] }],
    notCalled: [`${SERVICE}.setTags`],
  },
  {
    test: 'test_edit_name',
    args: ['image', 'edit', '2000002', '--name=test'],
    exit: 0,
    calls: [{ service: SERVICE, method: 'editObject', id: 2000002, args: [{ name: 'test' }] }],
  },
  {
    test: 'test_edit_tag',
    args: ['image', 'edit', '2000002', '--tag=test'],
    exit: 0,
    calls: [{ service: SERVICE, method: 'setTags', id: 2000002, args: ['test'] }],
    notCalled: [`${SERVICE}.editObject`],
  },
  {
    test: 'test_import',
    args: ['image', 'import', 'imported', SWIFT],
    exit: 0,
    calls: [{ service: SERVICE, method: 'createFromExternalSource', args: [{ name: 'imported', note: null, operatingSystemReferenceCode: null, uri: SWIFT }] }],
  },
  {
    test: 'test_import (cos://, key from SVC_IBM_API_KEY)',
    args: ['image', 'import', 'imported-cos', COS, '--os-code', 'UBUNTU_22_64', '--root-key-crn', 'crn:v1:bluemix:public:kms:us-south:a/1:2:key:3', '--is-encrypted'],
    env: { SVC_IBM_API_KEY: KEY, SVC_WRAPPED_DEK: 'wrapped-dek-value' },
    exit: 0,
    calls: [{
      service: SERVICE,
      method: 'createFromIcos',
      args: [{
        name: 'imported-cos', note: null, operatingSystemReferenceCode: 'UBUNTU_22_64', uri: COS, ibmApiKey: KEY,
        crkCrn: 'crn:v1:bluemix:public:kms:us-south:a/1:2:key:3', wrappedDek: 'wrapped-dek-value', cloudInit: false, byol: false, isEncrypted: true,
      }],
    }],
  },
  {
    test: 'test_import (cos://, --ibm-api-key asks; the key is read from stdin, never echoed)',
    args: ['image', 'import', 'imported-cos2', COS, '--ibm-api-key'],
    input: `${KEY}\n`,
    exit: 0,
    calls: [{ service: SERVICE, method: 'createFromIcos', args: [{
      name: 'imported-cos2', note: null, operatingSystemReferenceCode: null, uri: COS, ibmApiKey: KEY,
      crkCrn: null, wrappedDek: null, cloudInit: false, byol: false, isEncrypted: false,
    }] }],
  },
  {
    test: 'test_import (a key given on the command line is refused: it would sit in the shell history)',
    args: ['image', 'import', 'imported-cos3', COS, '--ibm-api-key', KEY],
    exit: 2,
    notCalled: [`${SERVICE}.createFromIcos`],
  },
  {
    test: 'test_import (--ibm-api-key=KEY is refused and the key is not echoed)',
    args: ['image', 'import', 'imported-cos4', COS, `--ibm-api-key=${KEY}`],
    exit: 2,
    stderr: /^(?![\s\S]*cos-api-key)[\s\S]*--ibm-api-key/,
    notCalled: [`${SERVICE}.createFromIcos`],
  },
  {
    test: 'test_import (--wrapped-dek=VALUE is refused and the value is not echoed)',
    args: ['image', 'import', 'imported-cos5', COS, '--wrapped-dek=secret-dek-value'],
    exit: 2,
    stderr: /^(?![\s\S]*secret-dek-value)[\s\S]*--wrapped-dek/,
    notCalled: [`${SERVICE}.createFromIcos`],
  },
  {
    test: 'test_export',
    args: ['image', 'export', String(IMAGE), SWIFT],
    exit: 0,
    calls: [{ service: SERVICE, method: 'copyToExternalSource', id: IMAGE, args: [{ uri: SWIFT }] }],
  },
  {
    test: 'test_export (cos://, key from SVC_IBM_API_KEY)',
    args: ['image', 'export', String(IMAGE), COS],
    env: { SVC_IBM_API_KEY: KEY },
    exit: 0,
    calls: [{ service: SERVICE, method: 'copyToIcos', id: IMAGE, args: [{ uri: COS, ibmApiKey: KEY }] }],
  },
  {
    test: 'test_export (--dry-run: the planned call shows the key masked)',
    args: ['--dry-run', 'image', 'export', String(IMAGE), COS],
    env: { SVC_IBM_API_KEY: KEY },
    exit: 0,
    stdout: /^(?![\s\S]*cos-api-key)[\s\S]*"ibmApiKey": "\*{8}"/,
    notCalled: [`${SERVICE}.copyToIcos`],
  },
  {
    test: 'test_list',
    args: ['image', 'list'],
    exit: 0,
    calls: [
      {
        service: 'Account',
        method: 'getPrivateBlockDeviceTemplateGroups',
        filter: { privateBlockDeviceTemplateGroups: { id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] } } },
      },
      { service: SERVICE, method: 'getPublicImages', filter: { id: { operation: 'orderBy', options: [{ name: 'sort', value: ['ASC'] }] } } },
    ],
  },
  {
    test: 'test_datacenter_add',
    args: ['image', 'datacenter', String(IMAGE), '--add', 'dal10'],
    exit: 0,
    calls: [
      { service: SERVICE, method: 'getStorageLocations', id: IMAGE },
      { service: SERVICE, method: 'addLocations', id: IMAGE, args: [[{ id: 1854895, name: 'dal10', longName: 'Dallas 10', statusId: 2 }]] },
    ],
  },
  {
    test: 'test_datacenter_remove',
    args: ['image', 'datacenter', String(IMAGE), '--remove', 'wdc07'],
    exit: 0,
    calls: [
      { service: SERVICE, method: 'getStorageLocations', id: IMAGE },
      { service: SERVICE, method: 'removeLocations', id: IMAGE },
    ],
  },
  { test: 'test_datacenter_remove_fails', args: ['image', 'datacenter', String(IMAGE), '--remove'], exit: 2, notCalled: [`${SERVICE}.removeLocations`] },
  {
    test: 'test_share',
    args: ['image', 'share', String(IMAGE), '--account-id', '654321'],
    exit: 0,
    calls: [{ service: SERVICE, method: 'permitSharingAccess', id: IMAGE, args: [654321] }],
  },
  { test: 'test_share_without_id', args: ['image', 'share'], exit: 2, notCalled: [`${SERVICE}.permitSharingAccess`] },
  { test: 'test_share_without_id_account', args: ['image', 'share', String(IMAGE)], exit: 2, stderr: '--account-id', notCalled: [`${SERVICE}.permitSharingAccess`] },
  {
    test: 'test_deny_share',
    args: ['image', 'share-deny', String(IMAGE), '--account-id', '654321'],
    exit: 0,
    calls: [{ service: SERVICE, method: 'denySharingAccess', id: IMAGE, args: [654321] }],
  },
  { test: 'test_deny_share_without_id', args: ['image', 'share-deny'], exit: 2, notCalled: [`${SERVICE}.denySharingAccess`] },
  {
    test: 'test_deny_share_without_id_account',
    args: ['image', 'share-deny', String(IMAGE)],
    exit: 2,
    stderr: '--account-id',
    notCalled: [`${SERVICE}.denySharingAccess`],
  },
  // Last: it deletes the image the other rows use.
  { test: 'test_delete', args: ['--yes', 'image', 'delete', String(IMAGE)], exit: 0, calls: [{ service: SERVICE, method: 'deleteObject', id: IMAGE }] },
]);
