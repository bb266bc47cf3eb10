import { useInView, type IntersectionOptions } from 'react-intersection-observer';
import { useBackgroundReadsAllowed } from '../../shared/background-reads';

/**
 * `useInView` options for the power overview's heavy panels (the systems map, the topology with
 * its detail read): in view once the panel comes within 400 px of the viewport, and for good. Below
 * the fold on a phone, OpenLayers (its chunk and its start, about 200 ms of main thread at 4x CPU)
 * and the topology's detail read do not weigh on the first load (rules 11.2, 21.3: Lighthouse's
 * mobile /power); they are ready before a scrolling user reaches them. The topology itself is an
 * HTML tree with no diagram library (decision 0026), so its read is what waits. Where
 * IntersectionObserver is missing they load at once.
 */
export const NEAR_VIEWPORT: IntersectionOptions = { triggerOnce: true, rootMargin: '400px 0px', fallbackInView: true };

/**
 * A heavy panel's slot (`ref`) and whether to load it (`near`): once the slot is NEAR_VIEWPORT and
 * the first screen has painted (shared/background-reads: on a wide screen the panels are in view at
 * once, and their chunks and reads, started beside the overview's, made the desktop /power's
 * largest paint, a row of the systems table, wait for them; rules 21.5). Their cards keep their
 * size meanwhile (no layout shift).
 */
export const useNearViewport = (): { readonly ref: (node?: Element | null) => void; readonly near: boolean } => {
  const { ref, inView } = useInView(NEAR_VIEWPORT);
  const allowed = useBackgroundReadsAllowed();
  return { ref, near: inView && allowed };
};
