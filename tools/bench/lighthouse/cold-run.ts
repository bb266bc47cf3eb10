/**
 * One cold Lighthouse run (docs/benchmarks.md, bench:lighthouse): a fresh Chromium (Debian's,
 * through chrome-launcher, `--headless=new`, `--no-sandbox` when running as root) with a fresh
 * profile (chrome-launcher makes a new temporary user-data-dir per launch and deletes it at kill),
 * so nothing is cached.
 *
 * Logged-in routes: the web app keeps its session in localStorage (`yardfleet.session`, the data
 * layer's StoredSession). Before the measured navigation, a puppeteer page (lighthouse's own
 * puppeteer-core) opens `/healthz` on the same origin, a small JSON answer that loads none of the
 * app's files, and writes the session there; Lighthouse then runs on that page with
 * `disableStorageReset` (which would clear it). The HTTP cache holds only /healthz, so the route
 * itself loads cold. Logged-out routes use Lighthouse's storage reset as usual.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
// Lighthouse's own simulator (the same module instance it ran): its last simulations' node timings.
import * as Lantern from '@paulirish/trace_engine/models/trace/lantern/lantern.js';
import { figuresOf, type Preset, type RunFigures } from './figures';

/** Debian's Chromium (CHROMIUM_PATH overrides it, as in tools/e2e/chromium.ts). */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** What to put in localStorage before the navigation: key and value (null: logged out). */
export type Storage = { readonly key: string; readonly value: string } | null;

/** One node of a simulated metric graph: a request (its path) or a main-thread task (what it ran), with its simulated start and end in ms. */
export interface SimulatedNode {
  readonly kind: 'network' | 'cpu';
  readonly what: string;
  readonly startMs: number;
  readonly endMs: number;
}

/** The simulations Lighthouse made for FCP and LCP (optimistic and pessimistic graphs), by label. */
export type Simulations = Record<string, SimulatedNode[]>;

const SIMULATIONS = [
  'optimisticFirstContentfulPaint',
  'pessimisticFirstContentfulPaint',
  'optimisticLargestContentfulPaint',
  'pessimisticLargestContentfulPaint',
];

/** What a simulated CPU node ran: its top-level trace events' names (and the scripts it evaluated or called). */
const cpuText = (node: {
  readonly childEvents?: readonly { readonly name: string; readonly args?: { readonly data?: { readonly url?: string; readonly functionName?: string } } }[];
}): string => {
  const names = new Map<string, number>();
  for (const event of node.childEvents ?? []) {
    const url = event.args?.data?.url;
    const key = url === undefined || url === '' ? event.name : `${event.name} ${new URL(url, 'http://x').pathname}`;
    names.set(key, (names.get(key) ?? 0) + 1);
  }
  return [...names].map(([name, count]) => (count > 1 ? `${name} x${String(count)}` : name)).join(', ');
};

/** The node timings of Lighthouse's last FCP and LCP simulations (read right after a run), in start order. */
const lastSimulations = (): Simulations => {
  const out: Simulations = {};
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!SIMULATIONS.includes(label)) continue;
    const nodes: SimulatedNode[] = [];
    for (const [node, timing] of timings) {
      const network = node.type === 'network';
      const what = network ? new URL(node.request.url).pathname : cpuText(node as unknown as Parameters<typeof cpuText>[0]);
      nodes.push({ kind: network ? 'network' : 'cpu', what, startMs: Math.round(timing.startTime), endMs: Math.round(timing.endTime) });
    }
    out[label] = nodes.sort((a, b) => a.startMs - b.startMs);
  }
  return out;
};

/** The Chromium flags of every run. */
export const chromeFlags = (): string[] => ['--headless=new', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])];

/**
 * Measures `url` once with the `preset`'s config (mobile: Lighthouse's default config; desktop:
 * its desktop config), performance category only; `keep`, when given, receives the whole
 * Lighthouse result (LCP element, phases, request chain) of a successful run. @throws Error when Lighthouse answers nothing
 * or reports a runtime error (the page did not load), or when the page ended on another path (a
 * logged-in route sent to /login). `keep` also receives the
 * simulated FCP and LCP graphs' node timings (which requests and tasks Lighthouse counted, and when).
 */
export const coldRun = async (url: string, preset: Preset, storage: Storage, keep?: (lhr: unknown, simulations: Simulations) => void): Promise<RunFigures> => {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: chromeFlags(), logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      if (storage !== null) {
        await page.goto(new URL('/healthz', url).href);
        await page.evaluate((key, value) => localStorage.setItem(key, value), storage.key, storage.value);
      }
      const result = await lighthouse(
        url,
        { onlyCategories: ['performance'], disableStorageReset: storage !== null, logLevel: 'error', output: 'json' },
        preset === 'desktop' ? desktopConfig : undefined,
        page,
      );
      if (result === undefined) throw new Error(`Lighthouse answered nothing for ${url}`);
      if (result.lhr.runtimeError !== undefined) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      // A logged-in route that fell back to /login (a refused session) would measure the wrong page.
      const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (shown !== new URL(url).pathname) throw new Error(`${url} ended on ${shown}`);
      keep?.(result.lhr, lastSimulations());
      return figuresOf(result.lhr);
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
};
