/**
 * `Vendor_User_Customer_Notification_Virtual_Guest`: users notified about a guest —
 * `findByGuestId`, `createObject({ guestId, userId })` (relation `user`), `deleteObjects([{ id }])`.
 *
 * @module
 */
import { invalidParameters } from '../engine/fake-fault.js';
import { EXTRA_ID_BASE, type FakeGuestNotification } from '../data/guest-extras.js';
import type { AnyRecord } from '../data/record-types.js';
import { listResult, output, structArgument, type CallContext, type ServiceSpec } from './service-spec.js';
import { describe, isStruct } from '../engine/values.js';

/** The entry with its `user` relation filled in. */
function withUser(context: CallContext, entry: FakeGuestNotification): AnyRecord {
  const user = context.data.users.find((candidate) => candidate.id === entry.userId);
  return { ...entry, user: user === undefined ? undefined : { ...user } };
}

/** The `Vendor_User_Customer_Notification_Virtual_Guest` service. */
export const guestNotificationService: ServiceSpec = {
  type: 'Generic',
  collection: (data) => data.guestNotifications,
  methods: {
    findByGuestId: {
      run: (context) => {
        const guestId = context.args[0];
        if (typeof guestId !== 'number') throw invalidParameters(`${context.service}::findByGuestId expects a guest id, got ${describe(guestId)}.`);
        const entries = context.data.guestNotifications.filter((entry) => entry.guestId === guestId);
        return listResult(context, entries.map((entry) => withUser(context, entry)), 'Generic', [], true);
      },
    },
    createObject: {
      run: (context) => {
        const template = structArgument(context, 0, 'the notification template');
        const { guestId, userId } = template;
        const { data } = context;
        if (!data.virtualGuests.some((guest) => guest.id === guestId)) {
          throw invalidParameters(`${context.service}::createObject: no guest with id ${describe(guestId)}.`);
        }
        if (!data.users.some((user) => user.id === userId)) {
          throw invalidParameters(`${context.service}::createObject: no user with id ${describe(userId)}.`);
        }
        const entry: FakeGuestNotification = {
          id: data.nextId('guestNotification', data.guestNotifications, EXTRA_ID_BASE.notification),
          guestId: guestId as number,
          userId: userId as number,
        };
        data.guestNotifications.push(entry);
        return output(context, withUser(context, entry), 'Generic');
      },
    },
    deleteObjects: {
      run: (context) => {
        const list = context.args[0];
        if (!Array.isArray(list) || !list.every((item) => isStruct(item) && typeof item.id === 'number')) {
          throw invalidParameters(`${context.service}::deleteObjects expects an array of ({ id }), got ${describe(list)}.`);
        }
        const ids = (list as AnyRecord[]).map((item) => item.id);
        context.data.guestNotifications = context.data.guestNotifications.filter((entry) => !ids.includes(entry.id));
        return true;
      },
    },
  },
};
