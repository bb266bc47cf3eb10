import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@yardfleet/domain/constants';

/** True while the media `query` matches (false where matchMedia is unavailable). */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );

/** The media query of the collapsed shell: narrower than 992 px (rules 2.3, 9.4). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** True below the 992 px breakpoint, where the sidebar collapses into a menu button and drawer. */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
