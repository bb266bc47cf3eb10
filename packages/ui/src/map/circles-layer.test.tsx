import { render } from '@testing-library/react';
import OlMap from 'ol/Map.js';
import type Polygon from 'ol/geom/Polygon.js';
import type VectorLayer from 'ol/layer/Vector.js';
import VectorSource from 'ol/source/Vector.js';
import type Style from 'ol/style/Style.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CirclesLayer, syncCircles, type MapCircle } from './circles-layer';
import { geoPoint } from './geo';
import { MapContext } from './map-context';

const chicago: MapCircle = { id: 'chi', center: geoPoint(41.8236, -87.6655), radiusMeters: 150, label: 'Chicago depot' };
const denver: MapCircle = { id: 'den', center: geoPoint(39.7392, -104.9903), radiusMeters: 5_000 };

const labelOf = (source: VectorSource, id: string): string | undefined =>
  (source.getFeatureById(id)?.getStyle() as Style | undefined)?.getText()?.getText() as string | undefined;

describe('warehouse circles in one source, by id (rules 17.5)', () => {
  it('adds one feature per circle, with its name as the label', () => {
    const source = new VectorSource();
    syncCircles(source, [chicago, denver]);
    expect(
      source
        .getFeatures()
        .map((f) => f.getId())
        .sort(),
    ).toEqual(['chi', 'den']);
    expect(labelOf(source, 'chi')).toBe('Chicago depot');
    expect(labelOf(source, 'den')).toBeUndefined();
  });

  it('keeps the same features for a new array of the same circles, and redraws nothing', () => {
    const source = new VectorSource();
    syncCircles(source, [chicago, denver]);
    const before = source.getFeatureById('chi');
    const geometry = before?.getGeometry();
    const style = before?.getStyle();
    syncCircles(source, [{ ...chicago }, { ...denver }]);
    expect(source.getFeatureById('chi')).toBe(before);
    expect(before?.getGeometry()).toBe(geometry);
    expect(before?.getStyle()).toBe(style);
  });

  it('updates a kept circle in place when its radius or label changes (the radius slider)', () => {
    const source = new VectorSource();
    syncCircles(source, [chicago]);
    const feature = source.getFeatureById('chi');
    const small = (feature?.getGeometry() as Polygon | undefined)?.getArea() ?? 0;
    syncCircles(source, [{ ...chicago, radiusMeters: 300, label: 'North yard' }]);
    expect(source.getFeatureById('chi')).toBe(feature);
    // Twice the radius, about four times the area (web mercator scales both alike at one spot).
    expect(((feature?.getGeometry() as Polygon | undefined)?.getArea() ?? 0) / small).toBeCloseTo(4, 1);
    expect(labelOf(source, 'chi')).toBe('North yard');
  });

  it('removes the features of circles no longer given', () => {
    const source = new VectorSource();
    syncCircles(source, [chicago, denver]);
    syncCircles(source, [denver]);
    expect(source.getFeatures().map((f) => f.getId())).toEqual(['den']);
    syncCircles(source, []);
    expect(source.getFeatures()).toHaveLength(0);
  });

  it('does nothing while the layer is not mounted (no source)', () => {
    expect(() => syncCircles(null, [chicago])).not.toThrow();
  });
});

describe('CirclesLayer on a map', () => {
  // jsdom has no ResizeObserver; an OpenLayers map without a target only constructs one.
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  const layersOf = (map: OlMap) => map.getLayers().getArray() as VectorLayer<VectorSource>[];

  it('adds ONE layer for all circles, follows new props, and removes it on unmount', () => {
    const map = new OlMap({});
    const view = render(
      <MapContext.Provider value={map}>
        <CirclesLayer circles={[chicago, denver]} />
      </MapContext.Provider>,
    );
    expect(layersOf(map)).toHaveLength(1);
    const source = layersOf(map)[0]?.getSource();
    expect(source?.getFeatures()).toHaveLength(2);
    expect(layersOf(map)[0]?.getDeclutter()).toBe('circle-labels');

    view.rerender(
      <MapContext.Provider value={map}>
        <CirclesLayer circles={[{ ...denver, radiusMeters: 6_000 }]} />
      </MapContext.Provider>,
    );
    expect(layersOf(map)).toHaveLength(1);
    expect(source?.getFeatures().map((f) => f.getId())).toEqual(['den']);

    view.unmount();
    expect(layersOf(map)).toHaveLength(0);
    map.dispose();
  });
});
