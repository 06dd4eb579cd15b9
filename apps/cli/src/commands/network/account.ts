/**
 * `svc network summary`, `pods`, `rwhois-show` and `rwhois-edit`: the account's network as a whole.
 *
 * @module
 */

import type { NetworkManager } from '@svclib/managers';

import { UsageError } from '../../errors.js';
import { col } from '../../output/index.js';
import { oneOf } from '../../parse.js';
import type { CommandSpec } from '../../spec.js';
import { defined, listOf, message, objectOf } from '../common.js';

const RWHOIS_FIELDS = [
  ['abuse-email', 'abuseEmail'], ['address1', 'address1'], ['address2', 'address2'], ['city', 'city'], ['company-name', 'companyName'],
  ['country', 'country'], ['first-name', 'firstName'], ['last-name', 'lastName'], ['postal-code', 'postalCode'], ['state', 'state'],
] as const;

/** `svc network summary`. */
export const SUMMARY_COMMAND: CommandSpec<NetworkManager> = {
  name: 'summary',
  summary: 'Count hardware, virtual servers, public IPs, subnets and VLANs per datacenter',
  example: 'svc network summary --sortby datacenter',
  run: async (network) => listOf(Object.entries(await network.summaryByDatacenter()).map(([datacenter, counts]) => ({ datacenter, ...counts })), [
    col('datacenter'), col('hardware', 'hardwareCount'), col('virtual_servers', 'virtualGuestCount'), col('public_ips', 'publicIpCount'),
    col('subnets', 'subnetCount'), col('vlans', 'vlanCount'),
  ]),
};

/** `svc network pods`. */
export const PODS_COMMAND: CommandSpec<NetworkManager> = {
  name: 'pods',
  summary: 'List the network pods (optionally of one datacenter)',
  example: 'svc network pods --datacenter dal10',
  options: [{ flags: '-d, --datacenter <name>', description: 'datacenter short name' }],
  run: async (network, _args, o) => listOf(await network.getPods(defined({ datacenter: o.datacenter })), [
    col('name'), col('datacenter', 'datacenterName'), col('frontend_router', 'frontendRouterName'), col('backend_router', 'backendRouterName'),
  ]),
};

/** `svc network rwhois-show`. */
export const RWHOIS_SHOW_COMMAND: CommandSpec<NetworkManager> = {
  name: 'rwhois-show',
  summary: 'Show the RWhois contact data of the account',
  example: 'svc network rwhois-show',
  run: async (network) => objectOf(await network.getRwhois(), [
    ...RWHOIS_FIELDS.map(([name, field]) => col(name.replaceAll('-', '_'), field)), col('private_residence', 'privateResidenceFlag'),
  ]),
};

/** `svc network rwhois-edit`. */
export const RWHOIS_EDIT_COMMAND: CommandSpec<NetworkManager> = {
  name: 'rwhois-edit',
  summary: 'Change the RWhois contact data of the account',
  example: 'svc network rwhois-edit --abuse-email abuse@example.com --city Austin',
  options: [
    ...RWHOIS_FIELDS.map(([flag]) => ({ flags: `--${flag} <text>`, description: flag.replaceAll('-', ' ') })),
    { flags: '--private-residence <yes|no>', description: 'whether the address is a private residence', parse: oneOf(['yes', 'no']) },
  ],
  async run(network, _args, o) {
    const changes = defined({
      ...Object.fromEntries(RWHOIS_FIELDS.map(([flag, field]) => [field, o[flag.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())]])),
      privateResidence: o.privateResidence === undefined ? undefined : o.privateResidence === 'yes',
    });
    if (Object.keys(changes).length === 0) throw new UsageError('nothing to change: give at least one field, e.g. --abuse-email');
    return message('Edited the RWhois data.', await network.editRwhois(changes));
  },
};
