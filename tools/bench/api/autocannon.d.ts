/**
 * The part of autocannon 9's API the API benchmark uses (autocannon ships no types and there is
 * no @types package installed). Shapes from its README ("API", "Results", "Client API").
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** One request of `requests`: what is sent, and hooks run per request and per answer. */
  export interface Request {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Changes the request before it is sent (a new body per request); `context` is the connection's. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    /** Called with each answer: HTTP status, body (decoded as the client accumulated it), context, headers. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) => void;
  }

  /** An autocannon HTTP client (one per connection), passed to `setupClient`. */
  export interface Client extends EventEmitter {
    /** Internal: the queue of requests waiting for answers (autocannon 9 lib/pipelinedRequestsQueue.js). */
    pipelinedRequests?: { addBody?: (data: Buffer) => void; peek: () => { body: string } | undefined };
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }

  /** A histogram summary (hdr-histogram-percentiles-obj). */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    /** Per-second answer counts, plus `sent`: every request written. */
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop: () => void;
  }

  /** Starts a run; the instance is a promise of its result and emits `response`, `reqError`, `done`. */
  export default function autocannon(options: Options): Instance;
}
