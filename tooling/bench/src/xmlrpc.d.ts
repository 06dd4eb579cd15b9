// Minimal types for the untyped competitor `xmlrpc` (npm, 1.3.2): only what the bench uses.

declare module 'xmlrpc' {
  /** Options of `createClient` (the subset the bench passes). */
  interface ClientOptions {
    /** Host name or address. */
    host: string;
    /** TCP port. */
    port: number;
    /** Request path. */
    path: string;
  }

  /** npm xmlrpc's HTTP client: one `http.request` per call, on Node's global agent. */
  interface Client {
    /** Sends a methodCall; the callback gets the decoded value or an error. */
    methodCall(method: string, params: unknown[], callback: (error: Error | null, value?: unknown) => void): void;
  }

  /** Creates an HTTP client. */
  export function createClient(options: ClientOptions): Client;
}
