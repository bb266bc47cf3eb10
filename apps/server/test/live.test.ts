import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { LIVE_REPLAY_MARGIN_MS, LIVE_REPLAY_MS_HEADER, LIVE_REPLAY_WINDOW_MAX_MS, LIVE_RETRY_MS } from '@yardfleet/contract/endpoints/live';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { pruneLiveEvents } from '../src/live/prune';
import { publishChanges } from '../src/live/publish';
import { BRIGHTLINE_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs, SEED_TIME, startTestApp, type TestApp } from './harness';
import { isChange, isComment, isMessage, openStream, type SseStream } from './sse-client';

type Session = { token: string; uid: string };
type Machine = { deviceId: string; deviceSecret: string; equipmentId: string };

const HEARTBEAT_MS = 300;
const at = (minutesBeforeSeed: number) => new Date(SEED_TIME.getTime() - minutesBeforeSeed * 60_000).toISOString();
const report = (fixAt: string, lat: number) => ({
  fixAt, position: { lat, lng: -87.65 }, activity: 'mowing', errorCode: null, errorCleared: false, firmwareVersion: null, battery: null, engineHours: null,
});
const changeOf = (stream: SseStream, entityId: string, from = 0) =>
  stream.waitFor((item): item is Extract<typeof item, { kind: 'message' }> => isChange(item) && JSON.parse(item.message.data).id === entityId, 5_000, from);

describe.each(backends())('live stream on $name', (backend) => {
  let t: TestApp;
  let base: string;
  /** A second app on the same database, as a second server process would be, with caps 2 per session and 3 per company. */
  let other: FastifyInstance;
  let otherBase: string;
  const otherDist = mkdtempSync(join(tmpdir(), 'yf-no-web-'));
  let otherClosed = false;
  let admin: Session;
  let power: Session;
  let mower: Machine;
  let yardMower: Machine;
  const streams: SseStream[] = [];

  /** Opens a stream that must be accepted; it is aborted after the suite. */
  const stream = async (session: Session, extra: Record<string, string> = {}, on = base): Promise<SseStream> => {
    const opened = await openStream(on, session, extra);
    if ('envelope' in opened) throw new Error(`stream refused: ${JSON.stringify(opened.envelope)}`);
    streams.push(opened.stream);
    return opened.stream;
  };
  const refusal = async (session: Session | null, extra: Record<string, string> = {}, on = base): Promise<number> => {
    const opened = await openStream(on, session, extra);
    if ('stream' in opened) {
      opened.stream.abort();
      return 200;
    }
    return opened.envelope.code;
  };
  const send = async (machine: Machine, reports: unknown[]) => {
    const sent = await call<{ accepted: number }>(t.app, {
      method: 'POST', url: '/web-hmac/device/report', headers: { [DEVICE_HEADER.id]: machine.deviceId, [DEVICE_HEADER.secret]: machine.deviceSecret }, payload: { reports },
    });
    expect(sent.body.code).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp(backend, { liveHeartbeatMs: HEARTBEAT_MS });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    other = await buildApp(
      { db: t.db, clock: t.clock, config: { ...loadConfig({}), webDist: otherDist, liveStreamsPerSession: 2, liveStreamsPerCompany: 3, liveHeartbeatMs: HEARTBEAT_MS } },
      { logger: false },
    );
    otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
    admin = await loginAs(t.app, DEMO_LOGINS.admin);
    power = await loginAs(t.app, DEMO_LOGINS.power);
    const bind = async (session: Session, serialNumber: string): Promise<Machine> => {
      const bound = await call<Machine>(t.app, {
        method: 'POST', url: '/web-hmac/app/equipment/bind', headers: session,
        payload: { serialNumber, name: `Live ${serialNumber}`, category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
      });
      expect(bound.body.code).toBe(200);
      return bound.body.entry;
    };
    mower = await bind(await loginAs(t.app, DEMO_LOGINS.app), 'LIVE-T-0001');
    yardMower = await bind(power, 'LIVE-T-0002');
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.abort();
  });
  afterAll(async () => {
    if (!otherClosed) await other.close();
    await t.close();
    rmSync(otherDist, { recursive: true, force: true });
  });

  it('answers 1401 without a session, with an unknown token and with a uid that is not the token\'s', async () => {
    expect(await refusal(null)).toBe(ServerCode.sessionExpired);
    expect(await refusal({ token: 'not-a-real-token', uid: admin.uid })).toBe(ServerCode.sessionExpired);
    expect(await refusal({ token: admin.token, uid: power.uid })).toBe(ServerCode.sessionExpired);
  });

  it('opens as an unbuffered event stream with the security headers, starting with retry', async () => {
    const s = await stream(admin);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.headers['cache-control']).toBe('no-cache');
    expect(s.headers['x-accel-buffering']).toBe('no');
    expect(s.headers['content-security-policy']).toContain("default-src 'self'");
    expect(s.headers['x-content-type-options']).toBe('nosniff');
    expect(await s.waitFor((i): i is { kind: 'retry'; ms: number } => i.kind === 'retry')).toEqual({ kind: 'retry', ms: LIVE_RETRY_MS });
    expect(s.items[0]?.kind).toBe('retry');
    s.abort();
  });

  it('caps the streams per session and per company with 1170010429, and frees a slot when a stream closes', async () => {
    const first = await loginAs(t.app, DEMO_LOGINS.power);
    const second = await loginAs(t.app, DEMO_LOGINS.power);
    const a = await stream(first, {}, otherBase);
    await stream(first, {}, otherBase);
    expect(await refusal(first, {}, otherBase)).toBe(ServerCode.liveStreamLimit);
    await stream(second, {}, otherBase);
    expect(await refusal(second, {}, otherBase)).toBe(ServerCode.liveStreamLimit);
    // Another company's streams do not count against Brightline's cap.
    expect(await refusal(admin, {}, otherBase)).toBe(200);
    a.abort();
    await expect.poll(() => refusal(second, {}, otherBase), { timeout: 3_000, interval: 50 }).toBe(200);
  });

  it('delivers events committed through another server process, and a logout there ends the stream here', async () => {
    const session = await loginAs(t.app, DEMO_LOGINS.admin);
    const s = await stream(session, {}, otherBase);
    await s.waitFor((i): i is { kind: 'retry'; ms: number } => i.kind === 'retry');
    await send(mower, [report(at(6), 41.84)]);
    expect(JSON.parse((await changeOf(s, mower.equipmentId)).message.data)).toEqual({ entity: 'equipment', id: mower.equipmentId });
    expect((await call(t.app, { method: 'GET', url: '/web-hmac/web/auth/logout', headers: session })).body.code).toBe(200);
    await expect(Promise.race([s.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), 3_000))])).resolves.toBe('ended');
  });

  it('delivers a machine\'s report to its company\'s streams and never to another company\'s', async () => {
    const greenway = await stream(admin);
    const brightline = await stream(power);
    await greenway.waitFor((i): i is { kind: 'retry'; ms: number } => i.kind === 'retry');
    await brightline.waitFor((i): i is { kind: 'retry'; ms: number } => i.kind === 'retry');
    await send(mower, [report(at(5), 41.85)]);
    const event = await changeOf(greenway, mower.equipmentId);
    expect(JSON.parse(event.message.data)).toEqual({ entity: 'equipment', id: mower.equipmentId });
    expect(event.message.id).toMatch(/^\d+$/);
    // Brightline's own machine arrives on its stream, and Greenway's never did.
    await send(yardMower, [report(at(5), 41.9)]);
    await changeOf(brightline, yardMower.equipmentId);
    expect(brightline.items.filter(isChange).map((i) => JSON.parse(i.message.data))).toEqual([{ entity: 'equipment', id: yardMower.equipmentId }]);
    expect(greenway.items.filter(isChange).map((i) => JSON.parse(i.message.data).id)).not.toContain(yardMower.equipmentId);
  });

  it('delivers a large batch (several notifications) whole and in order, and nothing of a rolled-back change', async () => {
    const s = await stream(power);
    await s.waitFor((i): i is { kind: 'retry'; ms: number } => i.kind === 'retry');
    const company = await t.db.selectFrom('companies').select('id').where('name', '=', BRIGHTLINE_NAME).executeTakeFirstOrThrow();
    const rolledBack = randomUUID();
    await expect(t.db.transaction().execute(async (trx) => {
      await publishChanges(trx, company.id, [{ entity: 'charger', id: rolledBack }]);
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    const ids = Array.from({ length: 400 }, () => randomUUID());
    await t.db.transaction().execute((trx) => publishChanges(trx, company.id, ids.map((id) => ({ entity: 'charger' as const, id }))));
    await changeOf(s, ids[ids.length - 1] ?? '');
    const got = s.items.filter(isChange);
    expect(got.map((i) => JSON.parse(i.message.data).id)).toEqual(ids);
    const eventIds = got.map((i) => BigInt(i.message.id ?? '0'));
    expect(eventIds).toEqual([...eventIds].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('announces a created warehouse', async () => {
    const s = await stream(admin);
    const created = await call<{ id: string }>(t.app, {
      method: 'POST', url: '/web-hmac/web/warehouse/create', headers: admin, payload: { name: 'Live Depot', address: '', location: { lat: 44.5, lng: -88 }, radius: 100 },
    });
    expect(created.body.code).toBe(200);
    const event = await changeOf(s, created.body.entry.id);
    expect(JSON.parse(event.message.data)).toEqual({ entity: 'warehouse', id: created.body.entry.id });
  });

  it('replays the events after Last-Event-ID, and sends reset first when older events were dropped', async () => {
    const s = await stream(admin);
    await send(mower, [report(at(4), 41.86)]);
    const before = await changeOf(s, mower.equipmentId);
    const mark = s.items.length;
    await send(mower, [report(at(3), 41.87)]);
    const after = await changeOf(s, mower.equipmentId, mark);
    s.abort();
    const again = await stream(admin, { 'Last-Event-ID': before.message.id ?? '' });
    const replayed = await again.waitFor(isMessage);
    expect(replayed.message).toEqual({ id: after.message.id, event: 'change', data: JSON.stringify({ entity: 'equipment', id: mower.equipmentId }) });
    expect(again.items.filter(isMessage)).toHaveLength(1);
    again.abort();

    // Keep only the newest event of each company: the id before it is now too old.
    expect(await pruneLiveEvents(t.db, { ms: 0, perCompany: 1 })).toBeGreaterThan(0);
    const late = await stream(admin, { 'Last-Event-ID': before.message.id ?? '' });
    await late.waitFor(isChange);
    expect(late.items.filter(isMessage).map((i) => i.message)).toEqual([
      { id: null, event: 'reset', data: '{}' },
      { id: after.message.id, event: 'change', data: JSON.stringify({ entity: 'equipment', id: mower.equipmentId }) },
    ]);
    late.abort();
  });

  it('a first connection with Live-Replay-Ms gets the events of that window first; without it, or outside it, none; a window past the max answers reset', async () => {
    await send(mower, [report(at(2), 41.88)]);
    const newest = (await sql<{ id: string }>`select max(id)::text as id from live_events where entity_id = ${mower.equipmentId}`.execute(t.db)).rows[0]?.id;
    const replayedChange = (s: SseStream) => s.items.filter(isChange).filter((i) => JSON.parse(i.message.data).id === mower.equipmentId);
    // The change was committed before the stream opened: a window of 5 s replays it.
    const recent = await stream(admin, { [LIVE_REPLAY_MS_HEADER]: '5000' });
    await recent.waitFor((item): item is Extract<typeof item, { kind: 'message' }> => isChange(item) && item.message.id === newest, 5_000);
    const ids = replayedChange(recent).map((i) => i.message.id);
    expect(new Set(ids).size).toBe(ids.length);
    recent.abort();
    // Without the header (or with one that is not a number) nothing is replayed: a heartbeat comes first.
    for (const extra of [{}, { [LIVE_REPLAY_MS_HEADER]: 'soon' }] as Record<string, string>[]) {
      const plain = await stream(admin, extra);
      await plain.waitFor(isComment, 5_000);
      expect(replayedChange(plain)).toEqual([]);
      plain.abort();
    }
    // Once the change is older than the window and its margin, a window of 0 ms does not replay it.
    await new Promise((resolve) => setTimeout(resolve, LIVE_REPLAY_MARGIN_MS + 500));
    const later = await stream(admin, { [LIVE_REPLAY_MS_HEADER]: '0' });
    await later.waitFor(isComment, 5_000);
    expect(replayedChange(later)).toEqual([]);
    later.abort();
    const tooOld = await stream(admin, { [LIVE_REPLAY_MS_HEADER]: String(LIVE_REPLAY_WINDOW_MAX_MS + 1) });
    expect((await tooOld.waitFor(isMessage)).message).toEqual({ id: null, event: 'reset', data: '{}' });
  });

  it('writes a heartbeat comment every LIVE_HEARTBEAT_MS', async () => {
    const s = await stream(power);
    const started = Date.now();
    await s.waitFor(isComment, HEARTBEAT_MS * 5);
    expect(s.items.filter(isComment)[0]?.text).toBe('heartbeat');
    await s.waitFor(isComment, HEARTBEAT_MS * 5, s.items.findIndex(isComment) + 1);
    expect(Date.now() - started).toBeLessThan(HEARTBEAT_MS * 5);
    s.abort();
  });

  it('ends the stream when its session logs out, and the token then answers 1401', async () => {
    const session = await loginAs(t.app, DEMO_LOGINS.manager);
    const s = await stream(session);
    await s.waitFor((i): i is { kind: 'retry'; ms: number } => i.kind === 'retry');
    const out = await call(t.app, { method: 'GET', url: '/web-hmac/web/auth/logout', headers: session });
    expect(out.body.code).toBe(200);
    await expect(Promise.race([s.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), 3_000))])).resolves.toBe('ended');
    expect(await refusal(session)).toBe(ServerCode.sessionExpired);
  });

  it('ends the stream at the next heartbeat once its session is idle past its expiry', async () => {
    const session = await loginAs(t.app, DEMO_LOGINS.employee);
    const s = await stream(session);
    await s.waitFor(isComment, HEARTBEAT_MS * 5);
    t.clock.advance(61 * 60_000);
    await expect(Promise.race([s.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), 3_000))])).resolves.toBe('ended');
  });

  if (backend.name === 'postgres') {
    it('resets every stream when the PostgreSQL listener connection drops, and delivers again once it is back', async () => {
      const session = await loginAs(t.app, DEMO_LOGINS.admin);
      const s = await stream(session);
      await s.waitFor((i): i is { kind: 'retry'; ms: number } => i.kind === 'retry');
      const killed = await sql<{ pid: number }>`select pg_terminate_backend(pid) as pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`.execute(t.db);
      expect(killed.rows.length).toBeGreaterThan(0);
      const reset = await s.waitFor((i): i is Extract<typeof i, { kind: 'message' }> => isMessage(i) && i.message.event === 'reset');
      expect(reset.message.data).toBe('{}');
      const mark = s.items.length;
      await send(mower, [report(at(1), 41.83)]);
      await changeOf(s, mower.equipmentId, mark);
    });
  }

  it('ends every open stream when the server closes, and closing does not wait for them', async () => {
    const session = await loginAs(t.app, DEMO_LOGINS.power);
    const s = await stream(session, {}, otherBase);
    await s.waitFor((i): i is { kind: 'retry'; ms: number } => i.kind === 'retry');
    const started = Date.now();
    otherClosed = true;
    await other.close();
    await s.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
    // The other process still streams.
    expect(await refusal(session)).toBe(200);
  });
});
