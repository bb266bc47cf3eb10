/**
 * The user steps of the list render benchmark (rules 21.5) on /equipment, in the order a user
 * takes them: the first render (navigation from a same-origin blank page, the session already
 * stored; the default 20 rows), 50 rows per page, the next page, back to page 1, typing a search
 * (one key every 150 ms, so each key's render counts too, then the debounced answer), clearing it
 * (the full first page again), and changing a filter (online status "Online"). Each step is done, then waited for: the list shows
 * something else than before and is not busy, then the main thread is idle (three idle callbacks
 * 100 ms apart), so the deferred render's slices are inside the step.
 */
import type { Page } from 'playwright-core';

/** A step: its name and what the user does (the page is on /equipment except before the first). */
export interface Step {
  readonly name: string;
  readonly act: (page: Page, run: RunState) => Promise<void>;
}

/** What the steps of one run share: the server's origin and the search term a step found. */
export interface RunState {
  readonly origin: string;
  searchTerm: string;
}

/** Milliseconds between two typed keys of the search. */
const KEY_DELAY_MS = 150;
/** How long a step may take to show its result at 4x throttling, ms. */
const STEP_TIMEOUT_MS = 60_000;

/**
 * The list's state as text (status line, row count, first row) when it differs from `previous`,
 * else null; null too while the list is busy or shows no rows. Runs in the page (self-contained).
 */
const listStateOtherThan = (previous: string | null): string | null => {
  if (document.querySelector('[aria-busy="true"]') !== null) return null;
  const rows = document.querySelectorAll('[role="region"][aria-label="Equipment"] tbody tr, ul[aria-label="Equipment"] > li');
  if (rows.length === 0) return null;
  const status = document.querySelector('nav[aria-label="Pagination"] p')?.textContent ?? '';
  const now = `${status}|${rows.length}|${rows[0]?.textContent ?? ''}`;
  return now === previous ? null : now;
};

/** The list's state now (null: busy or no rows). */
const signature = (page: Page): Promise<string | null> => page.evaluate(listStateOtherThan, '\u0000');

/** Waits until the list shows rows other than `before` (null: any rows) and is not busy. */
const changedFrom = async (page: Page, before: string | null): Promise<void> => {
  await page.waitForFunction(listStateOtherThan, before, { timeout: STEP_TIMEOUT_MS, polling: 50 });
};

/** Waits until the main thread has been idle three times, 100 ms apart (the step's trailing work is done). */
export const settle = (page: Page): Promise<void> =>
  // A string, not a function: tsx (esbuild's keepNames) would wrap the inner function in a __name call the page does not have.
  page.evaluate(`new Promise((resolve) => {
    let idle = 0;
    const tick = () => requestIdleCallback(() => (++idle >= 3 ? resolve() : setTimeout(tick, 100)), { timeout: 5000 });
    tick();
  })`);

/** Does `action`, then waits for the list to change and the page to settle. */
const changing = async (page: Page, action: () => Promise<void>): Promise<void> => {
  const before = await signature(page);
  await action();
  await changedFrom(page, before);
  await settle(page);
};

/** The search term: the first word of the first machine's name on page 2 (the step before), at most 5 letters. */
const searchTerm = async (page: Page): Promise<string> => {
  const name = await page.locator('[role="region"][aria-label="Equipment"] tbody tr th a, ul[aria-label="Equipment"] > li a').first().textContent();
  return (name ?? 'a').trim().split(/\s+/)[0]?.slice(0, 5) ?? 'a';
};

export const STEPS: readonly Step[] = [
  {
    name: 'first render',
    act: async (page, run) => {
      await page.goto(`${run.origin}/equipment`);
      await changedFrom(page, null);
      await settle(page);
    },
  },
  {
    name: '50 rows per page',
    act: (page) => changing(page, async () => void (await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50'))),
  },
  {
    name: 'next page',
    act: async (page, run) => {
      await changing(page, () => page.getByRole('button', { name: 'Next page' }).click());
      run.searchTerm = await searchTerm(page);
    },
  },
  { name: 'back to page 1', act: (page) => changing(page, () => page.getByRole('button', { name: 'First page' }).click()) },
  {
    name: 'typing a search',
    act: (page, run) =>
      changing(page, () => page.getByRole('searchbox', { name: 'Search by name or serial number' }).pressSequentially(run.searchTerm, { delay: KEY_DELAY_MS })),
  },
  { name: 'clear filters', act: (page) => changing(page, () => page.getByRole('button', { name: 'Clear filters' }).click()) },
  {
    name: 'filter change',
    act: (page) => changing(page, async () => void (await page.getByRole('combobox', { name: 'Online status' }).selectOption({ label: 'Online' }))),
  },
];
