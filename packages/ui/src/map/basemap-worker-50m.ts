/**
 * The offline basemap's 1:50m worker (rules 21.5): reads the world-atlas countries at 1:50m (about
 * 750 KB of JSON) and cuts them into pieces (basemap-pieces.ts) off the page's main thread, then
 * posts the pieces once, their arrays transferred, and is done. Started only when a map is zoomed
 * in to DETAIL_ZOOM or closer (basemap.ts). On a slow phone reading and projecting took 300 to
 * 650 ms of the page's main thread at 4x CPU, where every task over 50 ms delays a tap
 * (Lighthouse's total blocking time).
 */
import atlas from 'world-atlas/countries-50m.json';
import { postPieces, type Topology } from './basemap-pieces';

postPieces(atlas as unknown as Topology);
