/**
 * `Vendor_User_Permission_Action` and `Vendor_User_Permission_Department`: the portal permissions.
 *
 * @module
 */
import { extrasOf } from '../data/account-extras.js';
import { listResult, type ServiceSpec } from './service-spec.js';

/** The `Vendor_User_Permission_Action` service. */
export const permissionActionService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => extrasOf(data).permissions,
  methods: {
    getAllObjects: {
      run: (context) => listResult(context, extrasOf(context.data).permissions, 'Generic', [], true),
    },
  },
};

/** The `Vendor_User_Permission_Department` service. */
export const permissionDepartmentService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => extrasOf(data).departments,
  methods: {
    getAllObjects: {
      run: (context) => listResult(context, extrasOf(context.data).departments, 'Generic', [], true),
    },
  },
};
