/**
 * Waiting for an image template to be usable: no transaction on it or on any of its copies (one
 * per datacenter), and active.
 *
 * @module
 */
import { defineOptions, opt, type SpecFor } from '@svclib/core/options';
import type { Virtual_Guest_Block_Device_Template_Group } from '@svclib/model';
import { callApi } from '../manager-support.js';
import { notFound, requireInput, runNamedWaiter, type WaiterSuccess } from './named-waiter.js';
import type { WaiterConfig } from './wait-until.js';

/** The mask of the image checks: status, and the transactions of the image and of its copies. */
export const IMAGE_ACTIVE_MASK =
  'id, name, status[keyName, name], transaction[id, transactionStatus.name], children[id, transaction[id, transactionStatus.name]]';

/**
 * Input of {@link waitUntilImageActive}.
 *
 * @example
 * ```ts
 * const input: ImageWaitInput = { id: 2001 };
 * ```
 */
export interface ImageWaitInput {
  /** The image template's id (`Virtual_Guest_Block_Device_Template_Group`). */
  id: number;
}

const IMAGE_INPUT = defineOptions('waitUntilImageActive', {
  id: opt.required(opt.positiveInteger('a positive integer id')),
} satisfies SpecFor<ImageWaitInput>, 'input');

/** The first transaction of the image or its copies, if any. */
function transactionOf(image: Virtual_Guest_Block_Device_Template_Group): string | undefined {
  const busy = [image, ...(image.children ?? [])].map((group) => group.transaction).find((transaction) => transaction != null);
  if (busy === undefined || busy === null) return undefined;
  return busy.transactionStatus?.name ?? `#${String(busy.id ?? '?')}`;
}

/** Active: no transaction anywhere, and a status (when the API gives one) of `ACTIVE`. */
function isActive(image: Virtual_Guest_Block_Device_Template_Group): boolean {
  const status = image.status?.keyName;
  return transactionOf(image) === undefined && (status === undefined || status.toUpperCase() === 'ACTIVE');
}

/**
 * Waits until an image template is active: neither the image nor any of its per-datacenter copies
 * (`children`) has a `transaction` (an import, a capture, a copy to new locations), and its
 * `status.keyName`, when the API gives one, is `ACTIVE`. Reads
 * `Virtual_Guest_Block_Device_Template_Group.getObject` with {@link IMAGE_ACTIVE_MASK}; an image
 * that does not exist (any more) is a failure. Default pacing: 10 s, growing to 60 s.
 *
 * @param config - `client`, `maxWaitMs`, and optionally `minDelayMs`, `maxDelayMs`, `signal`, `clock`.
 * @param input - `id`.
 * @returns The success, with the image as last read in `value`.
 * @throws WaiterError on timeout or when the image is not found; the signal's reason when aborted.
 * @example
 * ```ts
 * const image = await images.importImageFromUri('web-base', 'swift://acct@dal05/images/web.vhd', { osCode: 'UBUNTU_22_64' });
 * await waitUntilImageActive({ client, maxWaitMs: 2 * 3_600_000 }, { id: image.id! });
 * ```
 */
export async function waitUntilImageActive(config: WaiterConfig, input: ImageWaitInput): Promise<WaiterSuccess<Virtual_Guest_Block_Device_Template_Group>> {
  const where = 'waitUntilImageActive';
  requireInput(where, input, '{ id }');
  const { id } = IMAGE_INPUT.check(input, where);
  return runNamedWaiter<Virtual_Guest_Block_Device_Template_Group>(where, config, { minDelayMs: 10_000, maxDelayMs: 60_000 }, {
    poll: ({ client, signal }) =>
      callApi<Virtual_Guest_Block_Device_Template_Group>(client, 'Virtual_Guest_Block_Device_Template_Group', 'getObject', { id, mask: IMAGE_ACTIVE_MASK, signal }),
    acceptors: [
      { state: 'success', result: isActive, reason: `image ${id} is active` },
      {
        state: 'retry',
        result: () => true,
        reason: (image: Virtual_Guest_Block_Device_Template_Group) => {
          const transaction = transactionOf(image);
          return transaction === undefined ? `image ${id} is ${image.status?.keyName ?? 'not active'}` : `image ${id}: transaction ${transaction} active`;
        },
      },
      notFound(`image ${id}`),
    ],
  });
}
