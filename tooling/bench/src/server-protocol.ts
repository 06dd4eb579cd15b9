/**
 * Messages between the bench and its server child process (IPC).
 *
 * @module
 */

/** Parent → server: ask for the server's CPU time and RSS. */
export interface ServerRequest {
  /** Kind of request. */
  readonly type: 'usage';
  /** Echoed in the reply. */
  readonly id: number;
}

/** Server → parent: CPU time (user + system) and RSS of the server process. */
export interface ServerReply {
  /** Kind of reply. */
  readonly type: 'usage';
  /** The request's id. */
  readonly id: number;
  /** `process.cpuUsage()` user + system, in microseconds since the server started. */
  readonly cpuMicros: number;
  /** Resident set size in bytes. */
  readonly rssBytes: number;
}
