/**
 * `svc order …`: the product catalog, orders and quotes, on `OrderingManager`.
 *
 * @module
 */

import type { OrderingManager } from '@svclib/managers';

import type { GroupSpec } from '../../spec.js';
import { CATEGORY_LIST_COMMAND, ITEM_LIST_COMMAND, PACKAGE_LIST_COMMAND, PACKAGE_LOCATIONS_COMMAND, PRESET_LIST_COMMAND } from './catalog.js';
import { CANCELATION_COMMAND, LOOKUP_COMMAND, PLACE_COMMAND, PLACE_QUOTE_COMMAND } from './place.js';
import { QUOTE_COMMAND, QUOTE_DELETE_COMMAND, QUOTE_DETAIL_COMMAND, QUOTE_LIST_COMMAND, QUOTE_SAVE_COMMAND } from './quote.js';

/** The `svc order` group. @example `GROUPS.find((g) => g.name === 'order')` */
export const ORDER_GROUP: GroupSpec<OrderingManager> = {
  name: 'order',
  summary: 'The product catalog, orders and quotes',
  manager: (m, client) => new m.OrderingManager(client),
  commands: [
    PACKAGE_LIST_COMMAND,
    CATEGORY_LIST_COMMAND,
    ITEM_LIST_COMMAND,
    PRESET_LIST_COMMAND,
    PACKAGE_LOCATIONS_COMMAND,
    PLACE_COMMAND,
    PLACE_QUOTE_COMMAND,
    LOOKUP_COMMAND,
    CANCELATION_COMMAND,
    QUOTE_LIST_COMMAND,
    QUOTE_DETAIL_COMMAND,
    QUOTE_COMMAND,
    QUOTE_SAVE_COMMAND,
    QUOTE_DELETE_COMMAND,
  ],
};
