/**
 * The part of autocannon 9's API the server's benchmarks use (autocannon ships no types; no
 * @types package is installed). Shapes from its README ("API", "Results").
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** One request: what is sent, and a hook run with each answer (status, body as text). */
  export interface Request {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    onResponse?: (status: number, body: string) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    requests?: Request[];
  }

  /** A histogram summary (hdr-histogram-percentiles-obj). */
  export interface Histogram {
    average: number;
    p50: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  /** A run: a promise of its result that emits `response` (client, status, bytes, response time in ms) per answer. */
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop: () => void;
  }

  export default function autocannon(options: Options): Instance;
}
