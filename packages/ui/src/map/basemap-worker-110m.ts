/**
 * The offline basemap's 1:110m worker (rules 21.5): reads the world-atlas countries at 1:110m
 * (about 108 KB of JSON), the detail of world and continent views (basemap.ts), and cuts them into
 * pieces (basemap-pieces.ts) off the page's main thread, then posts the pieces once, their arrays
 * transferred, and is done.
 */
import atlas from 'world-atlas/countries-110m.json';
import { postPieces, type Topology } from './basemap-pieces';

postPieces(atlas as unknown as Topology);
