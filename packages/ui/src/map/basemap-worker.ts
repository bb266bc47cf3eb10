/**
 * The offline basemap's worker (rules 21.5): reads the world-atlas countries (Natural Earth 1:50m,
 * about 750 KB of JSON) and cuts them into pieces (basemap-pieces.ts) off the page's main thread,
 * then posts the pieces once, their arrays transferred, and is done. On a slow phone reading and
 * projecting took 300 to 650 ms of the page's main thread at 4x CPU, where every task over 50 ms
 * delays a tap (Lighthouse's total blocking time).
 */
import atlas from 'world-atlas/countries-50m.json';
import { basemapPieces, transferablesOf, type Topology } from './basemap-pieces';

/** The worker's global scope as far as used here (the DOM lib types `self` as a window). */
const scope = globalThis as unknown as { postMessage: (message: unknown, transfer: Transferable[]) => void };

const pieces = basemapPieces(atlas as unknown as Topology);
scope.postMessage(pieces, transferablesOf(pieces));
