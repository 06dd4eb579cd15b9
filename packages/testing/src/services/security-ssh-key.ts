/**
 * `Vendor_Security_Ssh_Key`: SSH keys of the account — `createObject`, `getObject`,
 * `editObject` (label, notes), `deleteObject`. The account lists them with `getSshKeys`.
 *
 * @module
 */
import { invalidParameters } from '../engine/fake-fault.js';
import { isoDate } from '../data/generate.js';
import { EXTRA_ID_BASE, fingerprintOf, type FakeSshKey } from '../data/guest-extras.js';
import { output, structArgument, type ServiceSpec } from './service-spec.js';
import { describe } from '../engine/values.js';

/** The `Vendor_Security_Ssh_Key` service. */
export const securitySshKeyService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => data.sshKeys,
  editable: ['label', 'notes'],
  afterEdit: (record) => {
    record.modifyDate = isoDate(Date.now());
  },
  deletable: true,
  methods: {
    createObject: {
      run: (context) => {
        const template = structArgument(context, 0, 'the key template');
        const { key, label, notes } = template;
        if (typeof key !== 'string' || !/^(ssh-|ecdsa-)\S+ \S+/.test(key.trim())) {
          throw invalidParameters(`${context.service}::createObject key must be a public key text (ssh-rsa AAAA…), got ${describe(key)}.`);
        }
        if (typeof label !== 'string' || label.trim() === '') {
          throw invalidParameters(`${context.service}::createObject label is required, got ${describe(label)}.`);
        }
        if (notes !== undefined && notes !== null && typeof notes !== 'string') {
          throw invalidParameters(`${context.service}::createObject notes must be a string, got ${describe(notes)}.`);
        }
        const { data } = context;
        const created: FakeSshKey = {
          id: data.nextId('sshKey', data.sshKeys, EXTRA_ID_BASE.sshKey),
          key: key.trim(),
          label,
          fingerprint: fingerprintOf(key.trim()),
          createDate: isoDate(Date.now()),
        };
        if (typeof notes === 'string') created.notes = notes;
        data.sshKeys.push(created);
        return output(context, created, 'Generic');
      },
    },
  },
};
