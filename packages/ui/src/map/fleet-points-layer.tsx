import Feature from 'ol/Feature.js';
import type MapBrowserEvent from 'ol/MapBrowserEvent.js';
import Point from 'ol/geom/Point.js';
import VectorImageLayer from 'ol/layer/VectorImage.js';
import WebGLVectorLayer from 'ol/layer/WebGLVector.js';
import VectorSource from 'ol/source/Vector.js';
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import type { FlatStyle } from 'ol/style/flat.js';
import { useEffect, useRef, useState } from 'react';
import { toMapCoordinate } from './geo';
import { useOlMap } from './map-context';
import { replaceFeatures } from './vector-layer';
import type { MapMarker } from './marker-layer';
import type { PillTone } from '../status-pill';
import { TONE_COLORS } from './tones';

/** How far from a point a click or hover still hits it, CSS pixels. */
export const HIT_TOLERANCE_PX = 10;

const POINT_STYLE: FlatStyle = {
  'circle-radius': 6,
  'circle-fill-color': ['match', ['get', 'tone'], 'green', TONE_COLORS.green, 'blue', TONE_COLORS.blue, 'amber', TONE_COLORS.amber, 'red', TONE_COLORS.red, TONE_COLORS.gray],
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': 1.5,
};

/** The canvas layer's look: one shared style per tone (cached circle images, no per-feature expression). */
const canvasStyle = (color: string): Style =>
  new Style({ image: new CircleStyle({ radius: 6, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 1.5 }) }) });
const CANVAS_STYLES: Record<PillTone, Style> = {
  green: canvasStyle(TONE_COLORS.green),
  blue: canvasStyle(TONE_COLORS.blue),
  amber: canvasStyle(TONE_COLORS.amber),
  red: canvasStyle(TONE_COLORS.red),
  gray: canvasStyle(TONE_COLORS.gray),
};

/** Renderer names of software WebGL (a CPU emulating the GPU). */
const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * True when the browser has hardware WebGL: `failIfMajorPerformanceCaveat` refuses what the
 * browser itself calls slow, and the renderer name rules out software GL (SwiftShader, llvmpipe),
 * where the canvas layer draws 10,000 points several times faster (`npm run bench:map`).
 */
const hardwareWebgl = (): boolean => {
  try {
    const canvas = document.createElement('canvas');
    const options: WebGLContextAttributes = { failIfMajorPerformanceCaveat: true };
    const gl = canvas.getContext('webgl2', options) ?? canvas.getContext('webgl', options);
    if (gl === null) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name: unknown = gl.getParameter(info === null ? gl.RENDERER : info.UNMASKED_RENDERER_WEBGL);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return typeof name !== 'string' || !SOFTWARE_GL.test(name);
  } catch {
    return false;
  }
};

const toneOf = (value: unknown): PillTone =>
  value === 'green' || value === 'blue' || value === 'amber' || value === 'red' ? value : 'gray';

interface FleetPointsLayerProps {
  readonly points: readonly MapMarker[];
  readonly onSelect: (id: string) => void;
  /** Fit the view to the points whenever they change (padding 40 px, at most zoom 16). */
  readonly fit: boolean;
  /** 'auto' (default): WebGL with hardware WebGL, else canvas; 'webgl' or 'canvas' force one (benchmark comparison). */
  readonly renderer?: 'auto' | 'webgl' | 'canvas';
}

/**
 * Many points (issue 5 item 8: smooth at 10,000) on the enclosing `MapView`, drawn by OpenLayers'
 * WebGL vector layer with one flat style (tone colour, white ring); with software-only WebGL or
 * none, a canvas vector image layer (one shared style per tone, same look) that draws the points
 * once into an image and only moves and scales that image while a pan or zoom gesture lasts,
 * redrawing when it ends (docs/decisions/0007). A click within HIT_TOLERANCE_PX of a point calls `onSelect(id)`;
 * hovering one shows its label beside the pointer. Hit testing uses the source's spatial index,
 * so it costs the same with either renderer.
 */
export const FleetPointsLayer = ({ points, onSelect, fit, renderer = 'auto' }: FleetPointsLayerProps) => {
  const map = useOlMap();
  const sourceRef = useRef<VectorSource | null>(null);
  const onSelectRef = useRef(onSelect);
  const [hovered, setHovered] = useState<{ readonly label: string; readonly x: number; readonly y: number } | null>(null);

  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  useEffect(() => {
    const source = new VectorSource({ wrapX: false });
    const options = { source, zIndex: 3, properties: { name: 'fleet-points' } };
    const layer =
      renderer === 'webgl' || (renderer === 'auto' && hardwareWebgl())
        ? new WebGLVectorLayer({ ...options, style: POINT_STYLE, disableHitDetection: true })
        : new VectorImageLayer({ ...options, imageRatio: 1.5, style: (feature) => CANVAS_STYLES[toneOf(feature.get('tone'))] });
    sourceRef.current = source;
    map.addLayer(layer);

    const pointAt = (pixel: number[]) => {
      const coordinate = map.getCoordinateFromPixel(pixel);
      if (coordinate === null || source.isEmpty()) return undefined;
      const feature = source.getClosestFeatureToCoordinate(coordinate);
      const geometry = feature?.getGeometry();
      if (feature === null || !(geometry instanceof Point)) return undefined;
      const at = map.getPixelFromCoordinate(geometry.getCoordinates());
      const [px = 0, py = 0] = pixel;
      const [fx = Infinity, fy = Infinity] = at ?? [];
      return Math.hypot(px - fx, py - fy) <= HIT_TOLERANCE_PX ? feature : undefined;
    };
    const onClick = (event: MapBrowserEvent) => {
      const id = pointAt(event.pixel)?.getId();
      if (id !== undefined) onSelectRef.current(String(id));
    };
    const onMove = (event: MapBrowserEvent) => {
      if (event.dragging) return;
      const feature = pointAt(event.pixel);
      const label: unknown = feature?.get('label');
      const target = map.getTargetElement();
      if (target) target.style.cursor = feature === undefined ? '' : 'pointer';
      const [x = 0, y = 0] = event.pixel;
      setHovered(typeof label === 'string' ? { label, x, y } : null);
    };
    map.on('singleclick', onClick);
    map.on('pointermove', onMove);
    return () => {
      map.un('singleclick', onClick);
      map.un('pointermove', onMove);
      sourceRef.current = null;
      map.removeLayer(layer);
      layer.dispose();
      source.dispose();
    };
  }, [map, renderer]);

  useEffect(() => {
    const source = sourceRef.current;
    if (source === null) return;
    replaceFeatures(
      source,
      points.map((point) => {
        const feature = new Feature({ geometry: new Point(toMapCoordinate(point.position)), tone: point.tone, label: point.label });
        feature.setId(point.id);
        return feature;
      }),
    );
    const extent = source.getExtent();
    if (fit && points.length > 0 && extent !== null) map.getView().fit(extent, { padding: [40, 40, 40, 40], maxZoom: 16 });
  }, [map, renderer, points, fit]);

  return hovered === null ? null : (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute z-10 -translate-x-1/2 whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow"
      style={{ left: hovered.x, top: hovered.y - 32 }}
    >
      {hovered.label}
    </div>
  );
};
