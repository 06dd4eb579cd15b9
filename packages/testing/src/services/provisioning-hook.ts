/**
 * `Vendor_Provisioning_Hook`: post-provisioning scripts (create, delete).
 *
 * @module
 */
import { extrasOf, nextExtraId, type FakeProvisioningHook } from '../data/account-extras.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { isoDate } from '../data/generate.js';
import { output, structArgument, type ServiceSpec } from './service-spec.js';
import { describe } from '../engine/values.js';

/** The `Vendor_Provisioning_Hook` service. */
export const provisioningHookService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => extrasOf(data).provisioningHooks,
  deletable: true,
  methods: {
    createObject: {
      run: (context) => {
        const template = structArgument(context, 0, 'a hook template { name, uri }');
        const where = `${context.service}::createObject`;
        if (typeof template.name !== 'string' || template.name.trim() === '') {
          throw invalidParameters(`${where}: name must be a non-empty string, got ${describe(template.name)}.`);
        }
        if (typeof template.uri !== 'string' || !/^https?:\/\/\S+$/.test(template.uri)) {
          throw invalidParameters(`${where}: uri must be an http(s) URL, got ${describe(template.uri)}.`);
        }
        const extras = extrasOf(context.data);
        const hook: FakeProvisioningHook = {
          id: nextExtraId(extras, 'provisioningHook', 207_054), name: template.name, uri: template.uri, createDate: isoDate(Date.now()), hookType: {},
        };
        extras.provisioningHooks.push(hook);
        return output(context, hook, 'Generic');
      },
    },
  },
};
