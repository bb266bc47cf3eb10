import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapConfig } from '@yardfleet/contract/endpoints/map';
import { backends, call, startTestApp, type TestApp } from './harness';

const imgSrc = (headers: Record<string, unknown>): string[] => {
  const directive = String(headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'img-src');
  return directive?.slice(1) ?? [];
};

describe.each(backends())('map configuration (map/config) on $name', (backend) => {
  let osm: TestApp;
  let custom: TestApp;
  let offline: TestApp;
  beforeAll(async () => {
    [osm, custom, offline] = await Promise.all([
      startTestApp(backend),
      startTestApp(backend, { mapTiles: { url: 'https://{a-c}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example Maps' } }),
      startTestApp(backend, { mapTiles: null }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([osm.close(), custom.close(), offline.close()]);
  });

  it('answers OpenStreetMap tiles and their credit without a session, and lets the page load them (CSP img-src)', async () => {
    const { status, headers, body } = await call<MapConfig>(osm.app, { method: 'GET', url: '/web-hmac/web/map/config' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 200,
      entry: { tiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' } },
    });
    expect(imgSrc(headers)).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
  });

  it('answers the configured tile service and allows exactly its origin, subdomain placeholder as a wildcard', async () => {
    const { headers, body } = await call<MapConfig>(custom.app, { method: 'GET', url: '/web-hmac/web/map/config' });
    expect(body.entry).toEqual({ tiles: { url: 'https://{a-c}.tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example Maps' } });
    expect(imgSrc(headers)).toEqual(["'self'", 'data:', 'https://*.tiles.example.org']);
  });

  it('answers no tiles when MAP_TILE_URL is off, and the CSP allows no outside images', async () => {
    const { headers, body } = await call<MapConfig>(offline.app, { method: 'GET', url: '/web-hmac/web/map/config' });
    expect(body.entry).toEqual({ tiles: null });
    expect(imgSrc(headers)).toEqual(["'self'", 'data:']);
  });
});
