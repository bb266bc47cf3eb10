import { describe, expect, it } from 'vitest';
import { fromLonLat } from 'ol/proj.js';
import { createBasemapLayer, unwrapRing } from './basemap';

describe('offline basemap shapes across the antimeridian', () => {
  it('keeps a ring that crosses 180 degrees one shape past it, instead of a band around the world', () => {
    expect(unwrapRing([[170, 60], [-175, 60], [-175, 70], [170, 70], [170, 60]])).toEqual([[170, 60], [185, 60], [185, 70], [170, 70], [170, 60]]);
    expect(unwrapRing([[-170, -17], [175, -17], [175, -16], [-170, -17]])).toEqual([[-170, -17], [-185, -17], [-185, -16], [-170, -17]]);
  });

  it('leaves a ring that does not cross it as it is', () => {
    expect(unwrapRing([[-87.7, 41.8], [-87.6, 41.8], [-87.6, 41.9], [-87.7, 41.8]])).toEqual([[-87.7, 41.8], [-87.6, 41.8], [-87.6, 41.9], [-87.7, 41.8]]);
  });
});

describe('offline basemap layer (arcs decoded once per session)', () => {
  const countriesOf = async () => {
    const { layer, loaded } = createBasemapLayer();
    await loaded;
    return layer.getSource()?.getFeatures() ?? [];
  };

  it('reads every country, in degrees projected once, the same for a second map of the session', async () => {
    const first = await countriesOf();
    const second = await countriesOf();
    expect(first.length).toBeGreaterThan(200);
    expect(second.length).toBe(first.length);
    const chicago = fromLonLat([-87.63, 41.88]);
    const usa = (features: typeof first) => features.find((feature) => feature.get('name') === 'United States of America');
    expect(usa(first)?.getGeometry()?.intersectsCoordinate(chicago)).toBe(true);
    expect(usa(second)?.getGeometry()?.getExtent()).toEqual(usa(first)?.getGeometry()?.getExtent());
  });
});
