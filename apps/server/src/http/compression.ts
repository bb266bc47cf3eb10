import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@yardfleet/contract/endpoint';
import { equipmentPositions } from '@yardfleet/contract/endpoints/equipment-positions';
import { liveStreamPath } from '@yardfleet/contract/endpoints/live';
import { reportExportPath } from '@yardfleet/contract/endpoints/reports';

/** Answers smaller than this many bytes go out as they are (rules 7.13). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality of answers compressed on the fly: 1, the fastest. Measured on the 50-row
 * equipment list (26.5 KB of JSON): quality 1 takes 206 µs for 5,064 bytes, quality 4 468 µs for
 * 4,231 bytes. The 800 bytes more cost a phone on 1.6 Mbit/s 4 ms; the 260 µs less are a fifth of
 * the server's CPU per list call at 100 connections. Routes whose answers are large
 * (LARGE_ANSWER_ROUTES) keep LARGE_BROTLI_QUALITY, where bytes outweigh CPU. Built assets are
 * compressed once at build time at 11 (apps/web/vite.config.ts).
 */
export const DYNAMIC_BROTLI_QUALITY = 1;

/** gzip level of answers compressed on the fly, for clients that do not accept brotli (level 1: 205 µs for 4,878 bytes; level 6: 494 µs for 4,388). */
export const DYNAMIC_GZIP_LEVEL = 1;

/**
 * Brotli quality and gzip level of LARGE_ANSWER_ROUTES. Brotli 4 is its fast setting, about gzip
 * 6's cost for a smaller answer; the library default 11 costs tens of milliseconds per answer.
 */
export const LARGE_BROTLI_QUALITY = 4;
export const LARGE_GZIP_LEVEL = 6;

/**
 * The routes whose answers run to hundreds of kilobytes: the fleet's positions (about 3 MB of
 * columns at 100,000 machines, 697 KiB at brotli 4) and the report exports (CSV up to 100,000 rows).
 */
export const LARGE_ANSWER_ROUTES: ReadonlySet<string> = new Set([equipmentPositions.path, reportExportPath]);

/**
 * Answers up to this many bytes are compressed in one synchronous call instead of through a zlib
 * stream (@fastify/compress `syncThreshold`). The library's default on a 2-core host is
 * 8 KB, so the 50-row equipment list (about 27 KB) took the stream path: a zlib context, a stream
 * pipeline and several socket writes per answer, about a third of the server's CPU per list call
 * (cpu profile of `bench/equipment-list.ts`). Streaming only pays when spare cores can overlap the
 * threadpool's work; here the database shares the two cores. 64 KB is the library's own ceiling:
 * brotli 4 holds the event loop for a few tenths of a millisecond at most.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 65_536;

/** Brotli options at `quality`, text mode. */
const brotli = (quality: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });

/** The answers worth compressing: JSON envelopes and CSV exports (XLSX is a zip already). */
const COMPRESSIBLE_TYPES = /^(?:application\/json|text\/csv)\b/;

/**
 * True for the routes whose answers may be compressed on the fly: the API under /web-hmac,
 * except the live stream (Server-Sent Events must flush each event as it is written; rules 12.4).
 * The web app's files are not: they are sent precompressed (src/http/web-app.ts), and the
 * equipment pictures are a few hundred bytes.
 */
export const compressedRoute = (url: string): boolean => url.startsWith(`${API_BASE}/`) && url !== liveStreamPath;

/**
 * Registers on-the-fly compression of API answers (rules 7.13) with @fastify/compress:
 * brotli at quality 1 or gzip at level 1 (LARGE_ANSWER_ROUTES: 4 and 6), chosen by the request's Accept-Encoding (nothing
 * compressed when it names neither), only for JSON and CSV answers of at least
 * COMPRESSION_THRESHOLD_BYTES, with `Vary: accept-encoding`; answers in memory up to
 * SYNC_COMPRESSION_MAX_BYTES compressed in one call, bigger ones and streams through zlib streams. Routes outside compressedRoute get
 * `compress: false`; an answer that already has a Content-Encoding is left alone. Request bodies are
 * never decompressed (no client sends them, and a decompressed body could outgrow the body limit's
 * intent). Call it before registering any route: it only sees routes registered after it.
 */
export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  app.addHook('onRoute', (route) => {
    if (route.compress !== undefined) return;
    if (!compressedRoute(route.url)) route.compress = false;
    else if (LARGE_ANSWER_ROUTES.has(route.url)) route.compress = { brotliOptions: brotli(LARGE_BROTLI_QUALITY), zlibOptions: { level: LARGE_GZIP_LEVEL } };
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: brotli(DYNAMIC_BROTLI_QUALITY),
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
  });
};
