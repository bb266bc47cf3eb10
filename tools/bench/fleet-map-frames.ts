/**
 * Fleet map frame-time benchmark (smooth at 10,000 points, rules 21.13; docs/benchmarks.md), run by
 * hand: `npm run bench:map` (options: --points=10000 --frames=600 --warmup=60, --no-gesture to
 * render every frame in full, --screenshot=<file.png> to save what was measured, before the
 * animation).
 *
 * Serves tools/bench/fleet-map-page (the real `FleetMap` of packages/ui with N deterministic
 * synthetic machines over Chicago, offline basemap, no tiles) with Vite, opens it in Debian's
 * Chromium through playwright-core (the flags of tools/e2e/chromium.ts), waits for the first
 * complete render, then pans and zooms the view once per animation frame inside one view
 * interaction (as a drag or pinch does) and prints: frames,
 * median / p95 / max frame time (requestAnimationFrame deltas) and fps, the same for OpenLayers'
 * own render time (precompose to postrender), and the browser's WebGL renderer (decision 0015: the
 * points are drawn on a canvas from columns either way).
 * Figures, not a test: it exits 0 once it could measure, 1 when it could not. It stops by itself.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import type { FrameFigures } from './fleet-map-page/bench-api';

const PAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'fleet-map-page');
const REPO_ROOT = join(PAGE_DIR, '..', '..', '..');

const option = (name: string, fallback: number, min = 1): number => {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number from ${min}`);
  return value;
};

/** Machines on the map; 0 shows the empty map (the whole world, offline basemap only). */
const POINTS = option('points', 10_000, 0);
const FRAMES = option('frames', 600);
const WARMUP = option('warmup', 60);
/** Whole run limit: the page, the first render and the animation, ms. */
const RUN_TIMEOUT_MS = 240_000;
/** Hold one view interaction during the animation (a drag or pinch); `--no-gesture`: every frame renders in full. */
const GESTURE = !process.argv.includes('--no-gesture');
/** `--screenshot=<file.png>`: a picture of the map before the animation. */
const SCREENSHOT = process.argv.find((arg) => arg.startsWith('--screenshot='))?.slice('--screenshot='.length);

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const describe = (name: string, values: readonly number[]): string => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / Math.max(1, sorted.length);
  return `${name.padEnd(34)} n=${String(sorted.length).padStart(4)}  median ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms  max ${(sorted.at(-1) ?? Number.NaN).toFixed(2)} ms  mean ${mean.toFixed(2)} ms`;
};

const report = (figures: FrameFigures, startupMs: number): void => {
  const sorted = [...figures.frameMs].sort((a, b) => a - b);
  const total = sorted.reduce((sum, v) => sum + v, 0);
  const over = (ms: number) => sorted.filter((v) => v > ms).length;
  // A frame over 20 ms missed at least one 60 Hz vsync (rAF deltas jitter around 16.7 ms).
  console.log(
    `Fleet map frame times: ${figures.points} points, renderer ${figures.renderer} (WebGL: ${figures.gpu}), ${figures.frames} frames after ${WARMUP} warm-up frames, ${GESTURE ? 'one pan/zoom gesture' : 'full render every frame (--no-gesture)'}`,
  );
  console.log(`Chromium ${CHROMIUM_PATH} ${CHROMIUM_ARGS.join(' ')}`);
  console.log(`page load to first complete render: ${(startupMs / 1000).toFixed(1)} s`);
  console.log(describe('frame time (rAF delta)', figures.frameMs));
  console.log(describe('OpenLayers render (precompose->post)', figures.renderMs));
  console.log(
    `fps ${((1000 * sorted.length) / Math.max(1, total)).toFixed(1)}  frames over 20 ms: ${over(20)}  over 33.3 ms: ${over(33.3)}  over 50 ms: ${over(50)}`,
  );
};

const main = async (): Promise<number> => {
  const server = await createServer({
    root: PAGE_DIR,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    server: { host: '127.0.0.1', port: 0, fs: { allow: [REPO_ROOT] } },
    optimizeDeps: { include: ['react', 'react-dom/client', 'react/jsx-dev-runtime', 'react-intl', 'clsx', 'io-ts', 'fp-ts/lib/Either.js'] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address !== null ? address.port : undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const stop = setTimeout(() => {
    console.error(`bench:map gave up after ${RUN_TIMEOUT_MS / 1000} s`);
    process.exit(1);
  }, RUN_TIMEOUT_MS);
  try {
    if (port === undefined) throw new Error('Vite did not say which port it listens on');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    const started = Date.now();
    await page.goto(`http://127.0.0.1:${port}/?points=${POINTS}`);
    await page.waitForFunction(() => window.yfBench !== undefined, undefined, { timeout: RUN_TIMEOUT_MS, polling: 250 });
    const startupMs = Date.now() - started;
    if (SCREENSHOT !== undefined) await page.screenshot({ path: SCREENSHOT });
    const figures = await page.evaluate(
      async ([frames, warmup, gesture]) => {
        const bench = window.yfBench;
        if (bench === undefined) throw new Error('the page lost its benchmark API');
        return bench.run(frames, warmup, gesture);
      },
      [FRAMES, WARMUP, GESTURE] as const,
    );
    report(figures, startupMs);
    return 0;
  } finally {
    clearTimeout(stop);
    await browser.close();
    await server.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
