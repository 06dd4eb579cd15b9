/**
 * `Vendor_Notification_Occurrence_Event`: maintenances, incidents and announcements.
 *
 * @module
 */
import { extrasOf } from '../data/account-extras.js';
import { listResult, objectOf, type ServiceSpec } from './service-spec.js';

/** The `Vendor_Notification_Occurrence_Event` service. */
export const notificationEventService: ServiceSpec = {
  type: 'NotificationEvent',
  collection: (data) => extrasOf(data).events,
  methods: {
    getAllObjects: {
      run: (context) => listResult(context, extrasOf(context.data).events, 'NotificationEvent', [], true),
    },
    acknowledgeNotification: {
      needsObject: true,
      run: (context) => {
        objectOf(context).acknowledgedFlag = true;
        return true;
      },
    },
  },
};
