/**
 * Layout stability and long tasks measured in the page (rules 21.4, 21.5), for
 * layout-stability.spec.ts: PerformanceObserver 'layout-shift' and 'longtask' installed before the
 * app's own scripts, CLS computed the way Chrome computes it (session windows), a wait until the
 * page is quiet (no same-origin request in flight or finished, no shift, nothing aria-busy for a
 * while), and the CDP CPU throttle of Lighthouse's mobile preset.
 */
import type { CDPSession, Page, Request } from '@playwright/test';

/** One layout shift as observed: its score, when (ms, page clock), after recent input or not, and what moved. */
export interface Shift {
  readonly value: number;
  readonly startTime: number;
  readonly hadRecentInput: boolean;
  /** "tag.class "text" y 120 -> 160" for each source node of the entry (Chrome names up to 5). */
  readonly sources: readonly string[];
}

/** One task over 50 ms on the main thread (PerformanceObserver 'longtask'): start and duration, ms. */
export interface LongTask {
  readonly startTime: number;
  readonly duration: number;
}

/** What the init script keeps on `window.__still`. */
interface Observed {
  readonly shifts: Shift[];
  readonly longTasks: LongTask[];
}

/** Runs in the page before any of its scripts: starts the two observers (buffered) and keeps what they see. */
function observeInPage(): void {
  interface ShiftEntry extends PerformanceEntry {
    readonly value: number;
    readonly hadRecentInput: boolean;
    readonly sources: readonly { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  }
  const observed: Observed = { shifts: [], longTasks: [] };
  (window as unknown as { __still: Observed }).__still = observed;
  const describe = (node: Node | null): string => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    if (!element) return '(gone)';
    const classes = [...element.classList].slice(0, 4).join('.');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      observed.shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: entry.sources.map(
          (source) =>
            `${describe(source.node)} y ${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}->${Math.round(source.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) observed.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Installs the observers in every document `page` loads from now on. */
export async function installObservers(page: Page): Promise<void> {
  await page.addInitScript(observeInPage);
}

/** The shifts and long tasks observed so far in the current document, and its clock (performance.now()). */
export async function observed(page: Page): Promise<Observed & { readonly now: number }> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __still?: Observed }).__still ?? { shifts: [], longTasks: [] };
    return { shifts: seen.shifts, longTasks: seen.longTasks, now: performance.now() };
  });
}

/** The page clock now (ms), to mark where a phase of a test starts. */
export async function pageClock(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * Cumulative Layout Shift as Chrome computes it: shifts grouped in session windows (a window ends
 * after a 1 s gap or once it spans 5 s), the largest window's sum. Callers drop shifts with recent
 * input first, as CLS does.
 */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous > 1_000 || shift.startTime - windowStart > 5_000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** Counts the page's same-origin requests in flight (the live event stream excepted: it never ends) and when one last started or ended. */
export class RequestTracker {
  private readonly inFlight = new Set<Request>();
  private lastChange = Date.now();

  constructor(page: Page, origin: string) {
    const counts = (request: Request): boolean => request.url().startsWith(origin) && !request.url().includes('/live/');
    page.on('request', (request) => {
      if (!counts(request)) return;
      this.inFlight.add(request);
      this.lastChange = Date.now();
    });
    const done = (request: Request): void => {
      if (this.inFlight.delete(request)) this.lastChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** True when nothing is in flight and nothing started or ended for `ms`. */
  idleFor(ms: number): boolean {
    return this.inFlight.size === 0 && Date.now() - this.lastChange >= ms;
  }
}

/**
 * Waits until the page is quiet: no tracked request for `quietMs`, no layout shift for `quietMs`,
 * fonts loaded and no element aria-busy; then two animation frames. Gives up after `timeoutMs`.
 * @returns whether the page became quiet (false: measured anyway after the timeout).
 */
export async function waitUntilQuiet(page: Page, requests: RequestTracker, quietMs = 1_000, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const still = await page.evaluate(async (quiet) => {
      await document.fonts.ready;
      const seen = (window as unknown as { __still?: Observed }).__still;
      const lastShift = Math.max(0, ...(seen?.shifts ?? []).map((shift) => shift.startTime));
      return performance.now() - lastShift >= quiet && document.querySelector('[aria-busy="true"]') === null;
    }, quietMs);
    if (still && requests.idleFor(quietMs)) {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return true;
    }
    await page.waitForTimeout(200);
  }
  return false;
}

/**
 * Holds the page's API answers (`/web-hmac/`, the live stream excepted) so that they arrive one by
 * one: the k-th request of the page is answered `k * stepMs` later than it would be. Each answer
 * then lands in its own frame, as on a slow network, so a screen whose parts fill in at different
 * times shows every shift that order could cause (the tag list after the equipment list, ...).
 */
export async function staggerApi(page: Page, stepMs: number): Promise<void> {
  let count = 0;
  await page.route(
    (url) => url.pathname.startsWith('/web-hmac/') && !url.pathname.includes('/live/'),
    async (route) => {
      count += 1;
      await new Promise((resolveDelay) => setTimeout(resolveDelay, count * stepMs));
      await route.continue().catch(() => undefined);
    },
  );
}

/** Slows the page's CPU `rate` times through CDP (Emulation.setCPUThrottlingRate), as Lighthouse's mobile preset does (4x). */
export async function throttleCpu(page: Page, rate: number): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return session;
}

/**
 * Records, every animation frame until `stop()`, the page-top of the first element matching
 * `selector` while it exists; `stop()` returns the distinct tops seen (rounded px). A list that was
 * never pushed shows one top.
 */
export async function sampleTop(page: Page, selector: string): Promise<{ stop: () => Promise<number[]> }> {
  await page.evaluate((wanted) => {
    const tops = new Set<number>();
    const state = { running: true, tops };
    (window as unknown as { __topSampler: typeof state }).__topSampler = state;
    const frame = (): void => {
      const element = document.querySelector(wanted);
      if (element) tops.add(Math.round(element.getBoundingClientRect().top + window.scrollY));
      if (state.running) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, selector);
  return {
    stop: async () =>
      page.evaluate(() => {
        const state = (window as unknown as { __topSampler: { running: boolean; tops: Set<number> } }).__topSampler;
        state.running = false;
        return [...state.tops].sort((a, b) => a - b);
      }),
  };
}
