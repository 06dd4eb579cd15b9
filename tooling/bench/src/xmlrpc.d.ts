// Minimal types for the untyped competitor `xmlrpc` (npm, 1.3.2): only what the bench uses.

declare module 'xmlrpc' {
  import type { Agent } from 'node:http';

  /** Options of `createClient` (the subset the bench passes). */
  interface ClientOptions {
    /** Host name or address. */
    host: string;
    /** TCP port. */
    port: number;
    /** Request path. */
    path: string;
    /** The `http.Agent` of every request (passed through to `http.request`). */
    agent?: Agent;
  }

  /** npm xmlrpc's HTTP client: one `http.request` per call, on the agent given (or Node's global agent). */
  interface Client {
    /** Sends a methodCall; the callback gets the decoded value or an error. */
    methodCall(method: string, params: unknown[], callback: (error: Error | null, value?: unknown) => void): void;
  }

  /** Creates an HTTP client. */
  export function createClient(options: ClientOptions): Client;
}
