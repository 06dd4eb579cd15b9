/**
 * The Node.js entry of `@svclib/core` (export condition `node`, and the subpath
 * `@svclib/core/node`): the same API as the browser-safe entry, plus the Node services wired in —
 * settings from the environment (`SVC_USERNAME`, `SVC_API_KEY`, `https_proxy`/`HTTPS_PROXY`) and the
 * config files (`/etc/svclib.conf`, `~/.svclib`, `configFile`), and proxy support for the default
 * transport. Also exports `createProxyFetch`.
 *
 * @module
 */

import { nodePlatform } from './node-platform.js';
import { registerPlatform } from './platform.js';

registerPlatform(nodePlatform);

export { createProxyFetch } from './node-proxy.js';
// The same API as the browser-safe entry: every export of `index.ts`, not a second list of them.
export * from './index.js';
