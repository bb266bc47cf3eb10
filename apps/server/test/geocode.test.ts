import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeocodeResult } from '@yardfleet/contract/endpoints/geocode';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { GEOCODE_LIMIT_PER_WINDOW } from '../src/areas/map/geocode-routes';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, startTestApp, type TestApp } from './harness';

type Session = { token: string; uid: string };
type Asked = { url: string; headers: IncomingHttpHeaders };

/**
 * A test double of a Nominatim server (format=jsonv2): "Willis Tower" finds two places (one with
 * a broken latitude that must be dropped), "nothing here" finds none, "broken" answers HTTP 500.
 */
const fakeNominatim = (asked: Asked[]): Server =>
  createServer((req, res) => {
    asked.push({ url: req.url ?? '', headers: req.headers });
    const q = new URL(req.url ?? '/', 'http://localhost').searchParams.get('q') ?? '';
    if (q === 'broken') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('overloaded');
      return;
    }
    const places =
      q === 'Willis Tower'
        ? [
            {
              place_id: 1,
              lat: '41.8788761',
              lon: '-87.6359143',
              display_name: 'Willis Tower, 233, South Wacker Drive, Chicago, Illinois, 60606, United States',
              type: 'building',
            },
            { place_id: 2, lat: '123.4', lon: '-87.6', display_name: 'Nowhere' },
            { place_id: 3, lat: '41.8789', lon: '-87.6358', display_name: 'Willis Tower Skydeck, Chicago' },
          ]
        : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(places));
  });

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

describe.each(backends())('address search (geo/search) on $name', (backend) => {
  const asked: Asked[] = [];
  const geocoder = fakeNominatim(asked);
  let t: TestApp;
  let off: TestApp;
  let unreachable: TestApp;
  let admin: Session;
  beforeAll(async () => {
    const url = await listen(geocoder);
    t = await startTestApp(backend, { geocoderUrl: url });
    off = await startTestApp(backend, { geocoderUrl: null });
    // A port nobody listens on: a closed server's port.
    const closed = createServer();
    const closedUrl = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    unreachable = await startTestApp(backend, { geocoderUrl: closedUrl });
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
  });
  afterAll(async () => {
    await Promise.all([t.close(), off.close(), unreachable.close()]);
    await new Promise((resolve) => geocoder.close(resolve));
  });

  const search = async (app: TestApp, query: unknown, session: Session, lang = 'en-US') =>
    (await call<{ results: GeocodeResult[] }>(app.app, { method: 'POST', url: '/web-hmac/web/geo/search', headers: { ...session, lang }, payload: { query } }))
      .body;

  it('asks the geocoder in Nominatim form and answers its places with coordinates in range', async () => {
    const employee = await loginAs(t.app, DEMO_LOGINS.employee);
    const body = await search(t, 'Willis Tower', employee, 'de-DE');
    expect(body.code).toBe(200);
    expect(body.entry.results).toEqual([
      {
        label: 'Willis Tower, 233, South Wacker Drive, Chicago, Illinois, 60606, United States',
        location: { lat: 41.8788761, lng: -87.6359143 },
        kind: 'address',
      },
      { label: 'Willis Tower Skydeck, Chicago', location: { lat: 41.8789, lng: -87.6358 }, kind: 'address' },
    ]);
    const last = asked.at(-1);
    expect(last?.url).toBe('/search?format=jsonv2&limit=5&q=Willis%20Tower');
    expect(last?.headers['user-agent']).toMatch(/Yardfleet/);
    expect(last?.headers['accept-language']).toBe('de-DE');
    expect((await search(t, 'nothing here', admin)).entry.results).toEqual([]);
  });

  it('answers typed coordinates itself, without asking the geocoder, even when it is off', async () => {
    const before = asked.length;
    const body = await search(off, '41.8781° N, 87.6298° W', await loginAs(off.app, DEMO_LOGINS.admin));
    expect(body).toEqual({
      code: 200,
      message: 'success',
      entry: { results: [{ label: '41.87810, -87.62980', location: { lat: 41.8781, lng: -87.6298 }, kind: 'coordinates' }] },
    });
    expect((await search(t, '95, 10', admin)).entry.results).toEqual([]);
    expect(asked.length).toBe(before);
  });

  it('answers 1170010503 when the geocoder is off, unreachable or failing', async () => {
    const offBody = await search(off, 'Willis Tower', await loginAs(off.app, DEMO_LOGINS.admin));
    expect(offBody).toEqual({
      code: ServerCode.geocoderUnavailable,
      message: expect.stringContaining('Enter coordinates or click the map') as unknown,
      entry: null,
    });
    expect((await search(unreachable, 'Willis Tower', await loginAs(unreachable.app, DEMO_LOGINS.admin))).code).toBe(ServerCode.geocoderUnavailable);
    expect((await search(t, 'broken', admin)).code).toBe(ServerCode.geocoderUnavailable);
  });

  it('refuses an empty, too long or extended query, and calls without a session', async () => {
    const bad = async (payload: unknown) =>
      (await t.app.inject({ method: 'POST', url: '/web-hmac/web/geo/search', headers: admin, payload: payload as Record<string, unknown> })).statusCode;
    expect(await bad({ query: '  ' })).toBe(400);
    expect(await bad({ query: 'x'.repeat(201) })).toBe(400);
    expect(await bad({ query: 'Chicago', limit: 10 })).toBe(400);
    expect((await call(t.app, { method: 'POST', url: '/web-hmac/web/geo/search', payload: { query: 'Chicago' } })).body.code).toBe(ServerCode.sessionExpired);
  });

  it('limits each session to a number of searches a minute (HTTP 429, @fastify/rate-limit)', async () => {
    const manager = await loginAs(t.app, DEMO_LOGINS.manager);
    for (let i = 0; i < GEOCODE_LIMIT_PER_WINDOW; i += 1) expect((await search(t, '41.8, -87.6', manager)).code).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: '/web-hmac/web/geo/search', headers: manager, payload: { query: '41.8, -87.6' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, error: 'too_many_requests' });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another user is not affected.
    expect((await search(t, '41.8, -87.6', admin)).code).toBe(200);
  });
});
