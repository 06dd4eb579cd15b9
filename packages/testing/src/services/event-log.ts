/**
 * `Vendor_Event_Log`: the account's audit log (`getAllObjects` with a filter on its fields).
 *
 * @module
 */
import { extrasOf } from '../data/account-extras.js';
import { listResult, type ServiceSpec } from './service-spec.js';

/** The `Vendor_Event_Log` service. */
export const eventLogService: ServiceSpec = {
  type: 'Generic',
  methods: {
    getAllObjects: {
      run: (context) => listResult(context, extrasOf(context.data).eventLog, 'Generic', [], true),
    },
  },
};
