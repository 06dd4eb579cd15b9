/**
 * The Node.js platform services: the environment (`environment.ts`), the config files
 * (`config-files.ts`), the default transport's senders (the undici fast path on a bounded
 * keep-alive pool, `pool.ts`, and proxy support, `proxy.ts`; with `tls`, `tls.ts`) and the catalog
 * lookup of the REST transport (`list-methods.ts`). Loaded only by the Node entry.
 *
 * @module
 */

import type { DefaultSenders, Platform, TlsOptions } from '../config/platform.js';
import { configFilePaths, readConfigProfile } from './config-files.js';
import { readEnvironment } from './environment.js';
import { returnsListByCatalog } from './list-methods.js';
import { pooledSender } from './pool.js';
import { createProxySender } from './proxy.js';
import { tlsSenders } from './tls.js';

/**
 * The senders of the default transport on Node.js: with `tls`, a pool of the client's own
 * ({@link tlsSenders}); else the fast path (the shared pool, and a proxy agent per proxy URL). ky is
 * not on that path, as it would have to build, clone and read back a `Request` per call; the
 * client's hooks wrap these senders.
 */
function defaultSenders(tls?: TlsOptions): DefaultSenders {
  if (tls !== undefined) return tlsSenders(tls);
  return { sender: pooledSender(), proxySender: createProxySender };
}

/** The Node.js platform services. */
export const nodePlatform: Partial<Platform> = {
  readEnvironment,
  readConfigFiles: (configFile, profile) => readConfigProfile(configFile, profile),
  configFilePaths,
  defaultSenders,
  returnsList: returnsListByCatalog,
};
