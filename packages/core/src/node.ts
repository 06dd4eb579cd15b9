/**
 * The Node.js entry of `@svclib/core` (export condition `node`, and the subpath
 * `@svclib/core/node`): the same API as the browser-safe entry, plus the Node services wired in —
 * settings from the environment (`SVC_USERNAME`, `SVC_API_KEY`, `SVC_ENDPOINT_URL`, `SVC_TIMEOUT`,
 * `https_proxy`/`HTTPS_PROXY`) and the
 * config files (`/etc/svclib.conf`, `~/.svclib`, `configFile`), and proxy support for the default
 * transport. Also exports `createProxySender` and `pooledSender` (the default transport's senders,
 * to wrap with `wrapSender` or pass to a transport), and `fromProfile` (a credentials provider
 * reading a config file profile). The Node-only modules sit in `node/`.
 *
 * @module
 */

import { nodePlatform } from './node/platform.js';
import { registerPlatform } from './config/platform.js';

registerPlatform(nodePlatform);

export { pooledSender } from './node/pool.js';
export { createProxySender } from './node/proxy.js';
export { fromProfile } from './node/profile-credentials.js';
export type { FromProfileOptions } from './node/profile-credentials.js';
// Everything of the browser-safe entry, unchanged: one list of exports, kept in index.ts.
export * from './index.js';
