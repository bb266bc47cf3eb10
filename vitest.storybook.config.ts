import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/e2e/chromium';

/**
 * Story tests: every story of .storybook/main.ts renders in Debian's Chromium
 * (no downloaded browser, STACK.md), runs its play function and its axe checks
 * (`a11y.test = 'error'` in preview.tsx). Run with `npm run test:stories`.
 * React and Tailwind come from main.ts's `viteFinal`, which the storybookTest plugin applies.
 * Chromium's path and flags are the end-to-end tests' (tools/e2e/chromium.ts).
 */

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail a file.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-intl',
      'clsx',
      '@headlessui/react',
      'react-router-dom',
      'react-redux',
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/query/react',
      'io-ts',
      'fp-ts/lib/Either.js',
      'fp-ts/lib/function.js',
      'date-fns',
      'msw',
      'msw/browser',
      // OpenLayers modules of the map kit (packages/ui/src/map), imported file by file.
      'ol/Feature.js',
      'ol/Map.js',
      'ol/View.js',
      'ol/control/defaults.js',
      'ol/format/TopoJSON.js',
      'ol/geom/Point.js',
      'ol/geom/MultiPolygon.js',
      'ol/geom/Polygon.js',
      'ol/layer/Layer.js',
      'ol/transform.js',
      'ol/ViewHint.js',
      'ol/layer/Tile.js',
      'ol/layer/Vector.js',
      'ol/layer/WebGLVector.js',
      'ol/proj.js',
      'ol/layer/VectorImage.js',
      'ol/source/Vector.js',
      'ol/source/XYZ.js',
      'ol/style/Circle.js',
      'ol/style/Fill.js',
      'ol/style/Stroke.js',
      'ol/style/Style.js',
      'ol/style/Text.js',
      // The report screen (rules 10): its charts and its period calendars.
      'chart.js',
      'react-day-picker',
      'react-day-picker/locale',
    ],
  },
  test: {
    name: 'storybook',
    fileParallelism: true,
    // The first story of a file loads its screen's chunks (maps, topology, charts) cold; on a busy
    // two-core machine that alone has taken 16 to 19 s, so a story gets 30 s instead of 15.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
