import { useEffect, useState } from 'react';

/** Set once a mounted report page has seen a frame painted: later mounts (coming back to /report) do not wait again. */
let painted = false;

/**
 * False until the frame that first showed the calling component has been painted, then true
 * (rules 21.3, /report mobile LCP): the report's read is sent after the page's frame and its loading
 * shape are on screen, not in the render task that paints them. Lighthouse's simulated LCP
 * (Lantern) counts every request that ended before the observed largest paint together with the
 * script task that started it; the report read, started by the first render and answered before
 * the browser got to paint, brought that whole render into /report's LCP (observed LCP 729 ms,
 * simulated 3,428 ms against a simulated FCP of 2,327 ms). Costs one frame on the first visit.
 *
 * True at once when a frame was already painted in this page load, or when the document is
 * hidden (a background tab paints no frame and would never send the read).
 */
export const useAfterFirstPaint = (): boolean => {
  const [done, setDone] = useState(() => painted || (typeof document !== 'undefined' && document.visibilityState === 'hidden'));
  useEffect(() => {
    if (done) return undefined;
    const finish = (): void => {
      painted = true;
      setDone(true);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (typeof requestAnimationFrame !== 'function') {
      timer = setTimeout(finish, 0);
      return () => clearTimeout(timer);
    }
    // The animation frame callback runs just before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(finish, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done]);
  return done;
};
