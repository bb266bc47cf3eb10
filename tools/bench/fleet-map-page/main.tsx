import type OlMap from 'ol/Map.js';
import VectorLayer from 'ol/layer/Vector.js';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { FleetMap } from '@yardfleet/ui/map/fleet-map';
import { useOlMap } from '@yardfleet/ui/map/map-context';
import { syntheticFleet } from '@yardfleet/ui/map/synthetic-fleet';
import type { FrameFigures } from './bench-api';
import './styles.css';

/** Points of the benchmark (smooth at 10,000, rules 21.13). */
const PARAMS = new URLSearchParams(window.location.search);
const POINT_COUNT = Number(PARAMS.get('points') ?? '10000');
const POINTS = syntheticFleet(POINT_COUNT, 7);

const gpuName = (): string => {
  const gl = document.createElement('canvas').getContext('webgl2') ?? document.createElement('canvas').getContext('webgl');
  if (gl === null) return 'none';
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info === null ? gl.RENDERER : info.UNMASKED_RENDERER_WEBGL));
};

const nextFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Animates the view for `warmup + frames` frames (a circle of about 8 km around the start while
 * the zoom swings between 10 and 14), setting the view once per animation frame, inside one view
 * interaction when `gesture` (layers may then reuse their last drawing, as in a real drag or pinch;
 * otherwise every frame is a full render, the worst case), and records the
 * rAF deltas and OpenLayers' render durations of the measured frames.
 */
const run = async (map: OlMap, frames: number, warmup: number, gesture: boolean): Promise<FrameFigures> => {
  const view = map.getView();
  const [cx = 0, cy = 0] = view.getCenter() ?? [];
  const renderMs: number[] = [];
  const frameMs: number[] = [];
  let measuring = false;
  let started = 0;
  const onPre = () => {
    started = performance.now();
  };
  const onPost = () => {
    if (measuring && started > 0) renderMs.push(performance.now() - started);
  };
  map.on('precompose', onPre);
  map.on('postrender', onPost);
  // One continuous gesture, as when a user drags or pinches: layers may reuse their last
  // rendering while it lasts (OpenLayers' updateWhileInteracting), as they do for real gestures.
  if (gesture) view.beginInteraction();
  let last = await nextFrame();
  for (let i = 0; i < warmup + frames; i += 1) {
    const t = i / (warmup + frames);
    view.setCenter([cx + 8000 * Math.sin(2 * Math.PI * t), cy + 8000 * (Math.cos(2 * Math.PI * t) - 1)]);
    view.setZoom(12 - 2 * Math.cos(4 * Math.PI * t));
    const now = await nextFrame();
    measuring = i >= warmup;
    if (measuring) frameMs.push(now - last);
    last = now;
  }
  if (gesture) view.endInteraction();
  map.un('precompose', onPre);
  map.un('postrender', onPost);
  const pointsLayer = map
    .getLayers()
    .getArray()
    .find((layer) => layer.get('name') === 'fleet-points');
  return {
    frames,
    frameMs,
    renderMs,
    renderer: pointsLayer === undefined ? 'none' : 'canvas',
    points: POINTS.ids.length,
    gpu: gpuName(),
  };
};

/** True once the offline basemap (a chunk loaded after the map starts) holds its country shapes. */
const basemapLoaded = (map: OlMap): boolean => {
  const basemap = map
    .getLayers()
    .getArray()
    .find((layer) => layer.get('name') === 'basemap');
  return basemap instanceof VectorLayer && (basemap.getSource()?.getFeatures().length ?? 0) > 0;
};

/** Publishes the benchmark API once the basemap has arrived and the map has drawn everything once. */
const Probe = () => {
  const map = useOlMap();
  useEffect(() => {
    const timer = setInterval(() => {
      if (!basemapLoaded(map)) return;
      clearInterval(timer);
      map.once('rendercomplete', () => {
        window.yfBench = { run: (frames, warmup, gesture) => run(map, frames, warmup, gesture) };
      });
      map.render();
    }, 100);
    return () => clearInterval(timer);
  }, [map]);
  return null;
};

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
createRoot(root).render(
  <IntlProvider locale="en-US" defaultLocale="en-US">
    <FleetMap label="Fleet map" tiles={null} points={POINTS} warehouses={[]} onSelect={() => undefined} className="h-[720px] w-[1200px]">
      <Probe />
    </FleetMap>
  </IntlProvider>,
);
