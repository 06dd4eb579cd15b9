/**
 * `Vendor_Email_Subscription`: email notifications of the current user (`enabled` is computed per
 * user; `enable` and `disable` act for the user the request authenticated as).
 *
 * @module
 */
import { extrasOf } from '../data/account-extras.js';
import { invalidParameters } from '../engine/fake-fault.js';
import { listResult, objectOf, type MethodSpec, type ServiceSpec } from './service-spec.js';

function switchSubscription(on: boolean): MethodSpec {
  return {
    needsObject: true,
    run: (context) => {
      const user = context.currentUser;
      if (!user) throw invalidParameters(`${context.service}::${context.method} needs a customer user.`);
      const extras = extrasOf(context.data);
      let enabled = extras.enabledSubscriptions.get(user.id);
      if (!enabled) {
        enabled = new Set();
        extras.enabledSubscriptions.set(user.id, enabled);
      }
      const id = objectOf(context).id as number;
      if (on) enabled.add(id);
      else enabled.delete(id);
      return true;
    },
  };
}

/** The `Vendor_Email_Subscription` service. */
export const emailSubscriptionService: ServiceSpec = {
  type: 'EmailSubscription',
  collection: (data) => extrasOf(data).subscriptions,
  methods: {
    getAllObjects: {
      run: (context) => listResult(context, extrasOf(context.data).subscriptions, 'EmailSubscription', [], true),
    },
    enable: switchSubscription(true),
    disable: switchSubscription(false),
  },
};
