import type { IntersectionOptions } from 'react-intersection-observer';

/**
 * `useInView` options for the power overview's heavy panels (the systems map, the topology with
 * its detail read): in view once the panel comes within 400 px of the viewport, and for good. Below
 * the fold on a phone, OpenLayers and React Flow (their chunks and their start, about 200 ms of
 * main thread each at 4x CPU) and the topology's read no longer weigh on the first load (issue 12
 * item 2, Lighthouse's mobile /power); they are ready before a scrolling user reaches them. Where
 * IntersectionObserver is missing they load at once.
 */
export const NEAR_VIEWPORT: IntersectionOptions = { triggerOnce: true, rootMargin: '400px 0px', fallbackInView: true };
