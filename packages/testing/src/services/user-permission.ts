/**
 * `Vendor_User_Permission_Action` and `Vendor_User_Permission_Department`: the portal permissions.
 *
 * @module
 */
import { extrasOf } from '../account-extras.js';
import type { AnyRecord } from '../record-types.js';
import { listResult, type ServiceSpec } from '../service-spec.js';

/** The `Vendor_User_Permission_Action` service. */
export const permissionActionService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => extrasOf(data).permissions as unknown as AnyRecord[],
  methods: {
    getAllObjects: {
      run: (context) => listResult(context, extrasOf(context.data).permissions as unknown as AnyRecord[], 'Generic', [], true),
    },
  },
};

/** The `Vendor_User_Permission_Department` service. */
export const permissionDepartmentService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => extrasOf(data).departments as unknown as AnyRecord[],
  methods: {
    getAllObjects: {
      run: (context) => listResult(context, extrasOf(context.data).departments as unknown as AnyRecord[], 'Generic', [], true),
    },
  },
};
