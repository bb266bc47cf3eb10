import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/** Lazy screens are transformed on first import in tests: give async queries time on 2 cores. */
configure({ asyncUtilTimeout: 5000 });

/** Unmounts what each test rendered, so screens from one test never answer queries of the next. */
afterEach(cleanup);

/** jsdom has no ResizeObserver; Headless UI's anchored menus observe their button's size. */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
