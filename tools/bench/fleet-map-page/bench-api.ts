/** Frame-time figures of one run, milliseconds. */
export interface FrameFigures {
  /** Animated frames measured (after the warm-up). */
  readonly frames: number;
  /** requestAnimationFrame deltas: the time from one painted frame to the next. */
  readonly frameMs: readonly number[];
  /** OpenLayers render durations (map `precompose` to `postrender`), one per map render. */
  readonly renderMs: readonly number[];
  /** 'webgl' when the points were drawn by the WebGL layer, 'canvas' for the fallback. */
  readonly renderer: 'webgl' | 'canvas' | 'none';
  /** Points on the map. */
  readonly points: number;
  /** WebGL renderer string of the browser, or 'none'. */
  readonly gpu: string;
}

/** What the fleet map page offers the benchmark script, on `window.yfBench` once the first render is complete. */
export interface BenchApi {
  /** `gesture`: hold one view interaction (as a drag or pinch does) for the whole run; false: every frame is a full render. */
  readonly run: (frames: number, warmup: number, gesture: boolean) => Promise<FrameFigures>;
}

declare global {
  interface Window {
    yfBench?: BenchApi;
  }
}
