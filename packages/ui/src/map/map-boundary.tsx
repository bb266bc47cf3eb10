import { Component, type ReactNode } from 'react';

/**
 * Keeps a screen standing when its map cannot start (no canvas or WebGL, the OpenLayers chunk
 * failed to load): renders nothing in the map's place, so the rest of the screen (coordinates,
 * search, fields, tables) stays usable. Wrap the lazily loaded map and its Suspense in it.
 */
export class MapBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
