/**
 * `Vendor_Hardware_Server`: get, edit, OS reload and cancel (`deleteObject`).
 *
 * @module
 */
import type { AnyRecord } from '../record-types.js';
import type { ServiceSpec } from '../service-spec.js';
import { afterServerEdit, reloadMethod, unbindAddresses } from './virtual-guest.js';

/** The `Vendor_Hardware_Server` service. */
export const hardwareServerService: ServiceSpec = {
  type: 'Hardware',
  collection: (data) => data.hardware as unknown as AnyRecord[],
  editable: ['hostname', 'domain', 'notes', 'userData'],
  afterEdit: afterServerEdit,
  deletable: true,
  onDelete: (record, context) => unbindAddresses(context, record, 'hardwareId'),
  methods: {
    reloadOperatingSystem: { needsObject: true, run: reloadMethod },
  },
};
