import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { referenceTable } from '../reference-table.js';

// The fake server's catalog: package BARE_METAL_SERVER (id 200) with preset S1270_32GB_1X1TBSATA_NORAID,
// datacenters dal10 and wdc07; quote 4000 (of package 200); order 6000000. slcli's tests use the
// package `package`, DALLAS13, quote 12345 and order 12345 of its fixtures.
//
// Not ported: test_place_with_quantity and test_empty_get_datacenter mock the location lookup to
// check slcli's own warnings; test_preset_list_prices and test_location_list only check its table.
const PKG = 'BARE_METAL_SERVER';
const PRESET = 'S1270_32GB_1X1TBSATA_NORAID';
const ITEMS = ['OS_UBUNTU_22_04_LTS_JAMMY_JELLYFISH_64_BIT', 'BANDWIDTH_0_GB_2', '1_GBPS_PUBLIC_PRIVATE_NETWORK_UPLINKS'];
const HARDWARE = ['--complex-type', 'Vendor_Container_Product_Order_Hardware_Server', '--preset', PRESET,
  '--extras', '{"hardware":[{"hostname":"ordered1","domain":"example.com"}]}'];
const QUOTE = 4000;
const files = mkdtempSync(join(tmpdir(), 'svc-order-reference-'));
const USERFILE = join(files, 'userdata.txt');
writeFileSync(USERFILE, 'some data');
const PACKAGE_BY_KEY = { keyName: { operation: PKG } };

referenceTable('order (slcli tests/CLI/modules/order_tests.py)', [
  {
    test: 'test_category_list',
    args: ['order', 'category-list', PKG],
    exit: 0,
    calls: [{ service: 'Product_Package', method: 'getAllObjects', filter: PACKAGE_BY_KEY }, { service: 'Product_Package', method: 'getConfiguration', id: 200 }],
  },
  {
    test: 'test_item_list',
    args: ['order', 'item-list', PKG],
    exit: 0,
    calls: [{ service: 'Product_Package', method: 'getItems', id: 200 }],
  },
  {
    test: 'test_item_list_prices',
    args: ['order', 'item-list', PKG, '--prices'],
    exit: 0,
    calls: [{ service: 'Product_Package', method: 'getItems', id: 200 }],
    notCalled: ['Product_Package.getItemPrices'],
  },
  {
    test: 'test_item_list_location_keyname',
    args: ['order', 'item-list', PKG, '--prices', 'DALLAS10'],
    exit: 0,
    calls: [
      { service: 'Product_Package', method: 'getItems', id: 200 },
      { service: 'Product_Package', method: 'getItemPrices', id: 200, filter: { itemPrices: { pricingLocationGroup: { locations: { name: { operation: 'dal10' } } } } } },
    ],
  },
  {
    test: 'test_item_list_location_name',
    args: ['order', 'item-list', PKG, '--prices', 'dal10'],
    exit: 0,
    calls: [{ service: 'Product_Package', method: 'getItemPrices', id: 200, filter: { itemPrices: { pricingLocationGroup: { locations: { name: { operation: 'dal10' } } } } } }],
  },
  {
    test: 'test_item_list_category_keyword',
    args: ['order', 'item-list', PKG, '--prices', 'dal10', '-c', 'os', '-k', 'ubuntu'],
    exit: 0,
    // slcli filters on `items.categories.categoryCode`; svc on `items.itemCategory.categoryCode`
    // (the item's own category, which is what the listing shows).
    calls: [
      {
        service: 'Product_Package',
        method: 'getItems',
        id: 200,
        filter: { items: { description: { operation: '*= ubuntu' }, itemCategory: { categoryCode: { operation: '_= os' } } } },
      },
      { service: 'Product_Package', method: 'getItemPrices', id: 200 },
    ],
  },
  {
    test: 'test_item_list (location without --prices)',
    args: ['order', 'item-list', PKG, 'dal10'],
    exit: 2,
    notCalled: ['Product_Package.getItems'],
  },
  {
    test: 'test_package_list',
    args: ['order', 'package-list'],
    exit: 0,
    calls: [{ service: 'Product_Package', method: 'getAllObjects', filter: { type: { keyName: { operation: '!= BLUEMIX_SERVICE' } } } }],
    stdout: PKG,
  },
  {
    test: 'test_package_list_keyword',
    args: ['order', 'package-list', '--keyword', 'Bare'],
    exit: 0,
    calls: [{
      service: 'Product_Package',
      method: 'getAllObjects',
      filter: { type: { keyName: { operation: '!= BLUEMIX_SERVICE' } }, name: { operation: '*= Bare' } },
    }],
  },
  {
    test: 'test_package_list_type',
    args: ['order', 'package-list', '--package_type', 'BARE_METAL_CPU'],
    exit: 0,
    calls: [{ service: 'Product_Package', method: 'getAllObjects', filter: { type: { keyName: { operation: 'BARE_METAL_CPU' } } } }],
    stdout: PKG,
  },
  {
    test: 'test_place',
    args: ['-y', 'order', 'place', PKG, 'dal10', ...ITEMS, ...HARDWARE],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'placeOrder' }],
    notCalled: ['Product_Order.verifyOrder'],
  },
  {
    test: 'test_place (not confirmed)',
    args: ['order', 'place', PKG, 'dal10', ...ITEMS, ...HARDWARE],
    input: 'n\n',
    exit: 2,
    notCalled: ['Product_Order.placeOrder'],
  },
  {
    test: 'test_place_extras_parameter_fail',
    args: ['-y', 'order', 'place', PKG, 'dal10', ...ITEMS, '--complex-type', 'Hardware_Server', '--extras', '{"device":['],
    exit: 2,
    notCalled: ['Product_Order.placeOrder', 'Product_Order.verifyOrder'],
  },
  {
    test: 'test_place_quote',
    args: ['order', 'place-quote', '--name', 'foobar', PKG, 'dal10', ...ITEMS, ...HARDWARE],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'placeQuote' }],
  },
  {
    test: 'test_place_quote_extras_parameter_fail',
    args: ['-y', 'order', 'place-quote', PKG, 'dal10', ...ITEMS, '--complex-type', 'Hardware_Server', '--extras', '{"device":['],
    exit: 2,
    notCalled: ['Product_Order.placeQuote'],
  },
  {
    test: 'test_verify_hourly',
    args: ['order', 'place', '--billing', 'hourly', '--verify', PKG, 'dal10', ...ITEMS, ...HARDWARE],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'verifyOrder' }],
    notCalled: ['Product_Order.placeOrder'],
  },
  {
    test: 'test_verify_monthly',
    args: ['order', 'place', '--billing', 'monthly', '--verify', PKG, 'dal10', ...ITEMS, ...HARDWARE],
    exit: 0,
    calls: [{ service: 'Product_Order', method: 'verifyOrder' }],
    notCalled: ['Product_Order.placeOrder'],
  },
  {
    test: 'test_preset_list',
    args: ['order', 'preset-list', PKG],
    exit: 0,
    calls: [
      { service: 'Product_Package', method: 'getAccountRestrictedActivePresets', id: 200 },
      { service: 'Product_Package', method: 'getActivePresets', id: 200 },
    ],
  },
  {
    test: 'test_preset_list_keywork',
    args: ['order', 'preset-list', PKG, '--keyword', 'S1270'],
    exit: 0,
    // slcli's filter names only activePresets and is sent to both lists; svc names both lists.
    calls: [{
      service: 'Product_Package',
      method: 'getActivePresets',
      filter: { activePresets: { name: { operation: '*= S1270' } }, accountRestrictedActivePresets: { name: { operation: '*= S1270' } } },
    }],
  },
  {
    test: 'test_preset_list_prices',
    args: ['order', 'preset-list', PKG, '--prices'],
    exit: 0,
    calls: [{ service: 'Product_Package', method: 'getActivePresets', id: 200 }],
  },
  {
    test: 'test_location_list',
    args: ['order', 'package-locations', PKG],
    exit: 0,
    calls: [{ service: 'Product_Package', method: 'getRegions', id: 200 }],
    stdout: 'dal10',
  },
  {
    test: 'test_quote_verify',
    args: ['order', 'quote', String(QUOTE), '--verify', '--fqdn', 'test01.test.com', '--complex-type', 'Vendor_Container_Product_Order_Hardware_Server'],
    exit: 0,
    calls: [{ service: 'Billing_Order_Quote', method: 'verifyOrder', id: QUOTE }],
    notCalled: ['Billing_Order_Quote.placeOrder'],
  },
  {
    test: 'test_quote_verify_image',
    args: ['order', 'quote', String(QUOTE), '--verify', '--fqdn', 'test01.test.com', '--image', '2000001'],
    exit: 0,
    calls: [
      { service: 'Virtual_Guest_Block_Device_Template_Group', method: 'getObject', id: 2000001, mask: 'id,globalIdentifier' },
      { service: 'Billing_Order_Quote', method: 'verifyOrder', id: QUOTE },
    ],
  },
  {
    test: 'test_quote_verify_image_guid',
    args: ['order', 'quote', String(QUOTE), '--verify', '--fqdn', 'test01.test.com', '--image', '0B5DEAF4-643D-46CA-A695-CECBE8832C9D'],
    exit: 0,
    calls: [{ service: 'Billing_Order_Quote', method: 'verifyOrder', id: QUOTE }],
    notCalled: ['Virtual_Guest_Block_Device_Template_Group.getObject'],
  },
  {
    test: 'test_quote_verify_userdata',
    args: ['order', 'quote', String(QUOTE), '--verify', '--fqdn', 'test01.test.com', '--userdata', 'aaaa1234'],
    exit: 0,
    calls: [{ service: 'Billing_Order_Quote', method: 'verifyOrder', id: QUOTE }],
  },
  {
    test: 'test_quote_verify_userdata_file',
    args: ['order', 'quote', String(QUOTE), '--verify', '--fqdn', 'test01.test.com', '--userfile', USERFILE],
    exit: 0,
    calls: [{ service: 'Billing_Order_Quote', method: 'verifyOrder', id: QUOTE }],
  },
  {
    test: 'test_quote_verify_sshkey',
    args: ['order', 'quote', String(QUOTE), '--verify', '--fqdn', 'test01.test.com', '--key', 'laptop'],
    exit: 0,
    calls: [{ service: 'Account', method: 'getSshKeys' }, { service: 'Billing_Order_Quote', method: 'verifyOrder', id: QUOTE }],
  },
  {
    test: 'test_quote_verify_postinstall_others',
    args: ['order', 'quote', String(QUOTE), '--verify', '--fqdn', 'test01.test.com', '--quantity', '1', '--postinstall', 'https://127.0.0.1/test.sh'],
    exit: 0,
    calls: [{ service: 'Billing_Order_Quote', method: 'verifyOrder', id: QUOTE }],
  },
  { test: 'test_quote_detail', args: ['order', 'quote-detail', String(QUOTE)], exit: 0, calls: [{ service: 'Billing_Order_Quote', method: 'getObject', id: QUOTE }] },
  { test: 'test_quote_save', args: ['order', 'quote-save', String(QUOTE)], exit: 0, calls: [{ service: 'Billing_Order_Quote', method: 'saveQuote', id: QUOTE }] },
  { test: 'test_quote_list', args: ['order', 'quote-list'], exit: 0, calls: [{ service: 'Account', method: 'getActiveQuotes' }] },
  {
    test: 'test_cancelation',
    args: ['order', 'cancelation'],
    exit: 0,
    calls: [{ service: 'Billing_Item_Cancellation_Request', method: 'getAllCancellationRequests' }],
  },
  { test: 'test_order_lookup', args: ['order', 'lookup', '6000000'], exit: 0, calls: [{ service: 'Billing_Order', method: 'getObject', id: 6000000 }] },
  {
    test: 'test_order_lookup (--details)',
    args: ['order', 'lookup', '6000000', '--details'],
    exit: 0,
    calls: [{ service: 'Billing_Order', method: 'getObject', id: 6000000, mask: /invoiceTopLevelItems\[.*children\[/ }],
  },
  {
    test: 'test_quote_place',
    args: ['-y', 'order', 'quote', String(QUOTE), '--fqdn', 'test01.test.com'],
    exit: 0,
    calls: [{ service: 'Billing_Order_Quote', method: 'placeOrder', id: QUOTE }],
  },
  // Last: it deletes the quote the rows above use.
  { test: 'test_quote_delete', args: ['-y', 'order', 'quote-delete', String(QUOTE)], exit: 0, calls: [{ service: 'Billing_Order_Quote', method: 'deleteQuote', id: QUOTE }] },
]);
