// Minimal types for the untyped competitor `xmlrpc` (npm, 1.3.2): only the internals the benchmark uses.

declare module 'xmlrpc/lib/deserializer.js' {
  import type { Readable } from 'node:stream';

  /** npm xmlrpc's SAX-based deserializer; one instance per document. */
  class Deserializer {
    constructor(encoding?: string);
    deserializeMethodResponse(stream: Readable, callback: (error: Error | null, value?: unknown) => void): void;
    deserializeMethodCall(
      stream: Readable,
      callback: (error: Error | null, method?: string, params?: unknown[]) => void,
    ): void;
  }
  export = Deserializer;
}

declare module 'xmlrpc/lib/serializer.js' {
  /** Builds a methodCall document (with the XML declaration). */
  export function serializeMethodCall(method: string, params?: unknown[], encoding?: string): string;
  /** Builds a methodResponse document (with the XML declaration). */
  export function serializeMethodResponse(value: unknown): string;
}
