import { startTransition, useEffect, useState } from 'react';

/**
 * Rows of a new list rendered in its first commit: they fill a 1280x800 screen (57 px table rows
 * under the heading and filters) and a 390x844 phone (cards of about 190 px).
 */
export const FIRST_ROWS = 12;
/** Fewest rows added by a later commit (one commit per painted frame). */
export const ROWS_PER_STEP = 8;
/** Most rows added by one commit: a frame's style, layout and paint grow with the rows it adds. */
export const MAX_ROWS_PER_STEP = 16;

/**
 * How many rows are rendered after the next step, of `total`: as many more as are shown (the count
 * doubles), at least ROWS_PER_STEP and at most MAX_ROWS_PER_STEP more, so a page of 50 takes 3
 * frames (12, 24, 40, 50) and the 1,000 warehouses of a scale fleet 62 (about a second, so
 * find-in-page and scrolling reach every row soon). Each frame's work is that of the rows it adds
 * (the rows already there are neither laid out nor painted again), so no frame adds more than 16.
 */
export const nextCount = (count: number, total: number): number => Math.min(total, count + Math.min(MAX_ROWS_PER_STEP, Math.max(ROWS_PER_STEP, count)));

/** Runs `step` in a task of its own after the next frame is painted; returns its cancel. */
const afterNextPaint = (step: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A hidden page paints no frame: a timeout alone then (rAF would wait until it is shown).
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(step, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

interface State<Row> {
  /** The rows asked for. */
  readonly rows: readonly Row[];
  /** How many of them are rendered. */
  readonly count: number;
  /** What was on screen when they arrived (the previous rows), to stand below the new ones meanwhile. */
  readonly before: readonly Row[];
}

const first = <Row,>(rows: readonly Row[], before: readonly Row[]): State<Row> => ({ rows, count: Math.min(rows.length, FIRST_ROWS), before });

/** Whether `a` and `b` are the same rows (keys) in the same order: fresh data for rows already on screen. */
const sameKeys = <Row,>(a: readonly Row[], b: readonly Row[], rowKey: (row: Row) => string): boolean =>
  a.length === b.length && a.every((row, i) => rowKey(row) === rowKey(b[i] as Row));

/** What a list renders now (useProgressiveRows). */
export interface ProgressiveRows<Row> {
  /**
   * What to render, in one list: the new list's first rows, then the rows of the previous list
   * still standing where the rest will come (none on a first render), so the list keeps its height
   * and nothing below it moves meanwhile. One array, not two: React matches keys within one array
   * only, so previous rows rendered from another array would be mounted again (rules 21.5).
   */
  readonly rendered: readonly Row[];
  /** True while rows are still to come (mark the list aria-busy). */
  readonly pending: boolean;
}

/**
 * Renders a long list a few rows per frame (rules 21.5: no task over 50 ms on a list render):
 * FIRST_ROWS at once, then more per painted frame (`nextCount`: the count doubles), each addition a transition of its
 * own task, so no task styles, lays out and paints 50 or 100 rows. Until the new rows are all
 * there, the previous rows below them stay (their keys never repeat a shown row's), so a
 * new page does not shrink and grow the list. A list of at most FIRST_ROWS renders at once, and so
 * do fresh rows with the keys, in order, of the rows on screen (a live update, a parent's new array).
 */
export const useProgressiveRows = <Row,>(rows: readonly Row[], rowKey: (row: Row) => string): ProgressiveRows<Row> => {
  const [state, setState] = useState<State<Row>>(() => first(rows, []));
  let current = state;
  // Two empty lists are the same list (a caller's `[]` is a new array every render).
  if (state.rows !== rows && (state.rows.length > 0 || rows.length > 0)) {
    // A new list: start over from its first rows; what is on screen now stands below them. Fresh
    // data for the rows already on screen (a live update) updates them all at once: no new rows.
    const onScreen = [...state.rows.slice(0, state.count), ...state.before.slice(state.count)];
    current = sameKeys(onScreen, rows, rowKey) ? { rows, count: rows.length, before: [] } : first(rows, onScreen);
    setState(current);
  }
  useEffect(() => {
    if (state.count >= state.rows.length) return;
    return afterNextPaint(() =>
      startTransition(() => setState((now) => (now.rows === state.rows ? { ...now, count: nextCount(now.count, now.rows.length) } : now))),
    );
  }, [state]);
  const shown = current.count >= current.rows.length ? current.rows : current.rows.slice(0, current.count);
  if (current.count >= current.rows.length || current.before.length <= current.count) return { rendered: shown, pending: shown.length < current.rows.length };
  const keys = new Set(shown.map(rowKey));
  const stale = current.before.slice(current.count, current.rows.length).filter((row) => !keys.has(rowKey(row)));
  return { rendered: [...shown, ...stale], pending: true };
};
