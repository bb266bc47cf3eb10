import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component that downloads `load`'s component the first time it is rendered with `open` true,
 * and mounts it only while `open` (rules 21.2: a screen's dialogs are not part of its first
 * load). Same props as the loaded component; while its chunk downloads nothing shows (the dialog
 * answers a click, so no layout shift counts). A chunk that fails to load reaches the route's error
 * element, which asks to refresh (rules 8.4).
 */
export const lazyWhenOpen = <P extends { readonly open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> => {
  const Chunk = lazy(async () => ({ default: await load() }));
  const WhenOpen = (props: P) =>
    props.open ? (
      <Suspense fallback={null}>
        <Chunk {...props} />
      </Suspense>
    ) : null;
  return WhenOpen;
};
