/**
 * Reading a Chromium trace for the list render benchmark (no long task over 50 ms on a list render,
 * rules 21.5): the page's main thread (the CrRendererMain thread that ran the most task time), its
 * tasks (`RunTask`, what the Long Tasks API calls a task: over 50 ms is a long task), and where the
 * longest task spent its time (self time per trace event name: FunctionCall and v8.* are
 * JavaScript, UpdateLayoutTree is style, Layout, Paint...).
 */

/** The categories to trace: tasks (toplevel) and what runs inside them (devtools.timeline, V8). */
export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'];

/** A task over this is a long task (Long Tasks API, rules 21.5), ms. */
export const LONG_TASK_MS = 50;

interface RawEvent {
  readonly name?: string;
  readonly ph?: string;
  readonly pid?: number;
  readonly tid?: number;
  readonly ts?: number;
  readonly dur?: number;
  /** Thread (CPU) time of the event, µs: what it cost the main thread, without the time other processes took the core. */
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

/** One complete event on the main thread: start and duration in µs. */
interface Span {
  readonly name: string;
  readonly ts: number;
  readonly dur: number;
  readonly tdur: number;
}

/** What one traced step did on the page's main thread. */
export interface TraceFigures {
  /** Longest task, ms (0 when the thread ran no task): wall time, as the Long Tasks API measures it. */
  readonly longestMs: number;
  /**
   * The most thread (CPU) time one task took, ms: a busy machine's other processes do not count in
   * it (CDP's CPU throttling does: it keeps the thread busy). NaN when the trace has no thread times.
   */
  readonly longestCpuMs: number;
  /** Tasks over LONG_TASK_MS. */
  readonly longTasks: number;
  /** Main-thread task time in all, ms. */
  readonly busyMs: number;
  /** The longest task's self time by event name, largest first, ms. */
  readonly longestBreakdown: readonly { readonly name: string; readonly ms: number }[];
}

const eventsOf = (json: unknown): RawEvent[] => {
  if (Array.isArray(json)) return json as RawEvent[];
  const events = typeof json === 'object' && json !== null ? Reflect.get(json, 'traceEvents') : undefined;
  return Array.isArray(events) ? (events as RawEvent[]) : [];
};

/** The complete spans of each thread (`pid:tid`): X events as they are, B/E pairs joined. */
const spansByThread = (events: readonly RawEvent[]): Map<string, Span[]> => {
  const spans = new Map<string, Span[]>();
  const open = new Map<string, RawEvent[]>();
  for (const event of events) {
    if (event.name === undefined || event.ts === undefined) continue;
    const thread = `${event.pid}:${event.tid}`;
    const list = spans.get(thread) ?? [];
    spans.set(thread, list);
    if (event.ph === 'X' && event.dur !== undefined) list.push({ name: event.name, ts: event.ts, dur: event.dur, tdur: event.tdur ?? Number.NaN });
    else if (event.ph === 'B') open.set(thread, [...(open.get(thread) ?? []), event]);
    else if (event.ph === 'E') {
      const stack = open.get(thread) ?? [];
      const begin = stack.pop();
      if (begin?.ts !== undefined && begin.name !== undefined) list.push({ name: begin.name, ts: begin.ts, dur: event.ts - begin.ts, tdur: Number.NaN });
    }
  }
  return spans;
};

/** Self time (duration minus nested spans) per name of the spans inside `task`, µs. */
const selfTimes = (task: Span, spans: readonly Span[]): Map<string, number> => {
  const inside = spans.filter((s) => s !== task && s.ts >= task.ts && s.ts + s.dur <= task.ts + task.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map<string, number>([['(task itself)', task.dur]]);
  const stack: Span[] = [];
  const parentName = (): string => stack.at(-1)?.name ?? '(task itself)';
  for (const span of inside) {
    while (stack.length > 0 && span.ts >= (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0)) stack.pop();
    self.set(parentName(), (self.get(parentName()) ?? 0) - span.dur);
    self.set(span.name, (self.get(span.name) ?? 0) + span.dur);
    stack.push(span);
  }
  return self;
};

/** Figures of a trace (the JSON Chromium wrote) on the page's main thread. */
export const traceFigures = (json: unknown): TraceFigures => {
  const events = eventsOf(json);
  const mainThreads = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = spansByThread(events);
  let best: { spans: Span[]; tasks: Span[]; busy: number } | undefined;
  for (const thread of mainThreads) {
    const spans = byThread.get(thread) ?? [];
    const tasks = spans.filter((s) => s.name === 'RunTask');
    const busy = tasks.reduce((sum, t) => sum + t.dur, 0);
    if (best === undefined || busy > best.busy) best = { spans, tasks, busy };
  }
  if (best === undefined || best.tasks.length === 0) return { longestMs: 0, longestCpuMs: 0, longTasks: 0, busyMs: 0, longestBreakdown: [] };
  const longest = best.tasks.reduce((a, b) => (b.dur > a.dur ? b : a));
  const breakdown = [...selfTimes(longest, best.spans)]
    .map(([name, us]) => ({ name, ms: us / 1000 }))
    .filter((entry) => entry.ms >= 1)
    .sort((a, b) => b.ms - a.ms);
  return {
    longestMs: longest.dur / 1000,
    longestCpuMs: best.tasks.reduce((max, t) => Math.max(max, t.tdur), 0) / 1000,
    longTasks: best.tasks.filter((t) => t.dur / 1000 > LONG_TASK_MS).length,
    busyMs: best.busy / 1000,
    longestBreakdown: breakdown,
  };
};
