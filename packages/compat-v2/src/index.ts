export { Client, LegacyClient } from './legacy-client.js';
export type {
  LegacyClientConstructor, LegacyClientOptions, LegacyPositionalArguments, RemoteMethod, RemoteMethods,
} from './legacy-client.js';
export { DNSZoneNotFound } from './dns-zone-not-found.js';
export { deprecations } from './deprecation.js';
export type { Deprecation, DeprecationCode } from './deprecation.js';
