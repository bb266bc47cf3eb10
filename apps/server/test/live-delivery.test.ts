import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_REPLAY_MARGIN_MS, LIVE_REPLAY_MS_HEADER, LIVE_REPLAY_WINDOW_MAX_MS } from '@yardfleet/contract/endpoints/live';
import { pruneLiveEvents } from '../src/live/prune';
import { publishChanges } from '../src/live/publish';
import { BRIGHTLINE_NAME } from '../src/seed/demo';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs } from './harness';
import { at, changeOf, report, startLiveSuite, type LiveSuite } from './live-support';
import { isChange, isComment, isMessage, type SseStream } from './sse-client';

/** What the live stream delivers (rules 12): changes of the caller's company only, whole and in order, across server processes, with replay and reset. */
describe.each(backends())('live stream delivery on $name', (backend) => {
  let live: LiveSuite;
  beforeAll(async () => {
    live = await startLiveSuite(backend);
  });
  afterEach(() => live.abortStreams());
  afterAll(async () => live.close());

  it('delivers events committed through another server process, and a logout there ends the stream here', async () => {
    const { t, otherBase, mower, stream, send } = live;
    const session = await loginAs(t.app, DEMO_LOGINS.admin);
    const s = await stream(session, {}, otherBase);
    await s.waitFor((i): i is { kind: 'retry'; ms: number } => i.kind === 'retry');
    await send(mower, [report(at(6), 41.84)]);
    expect(JSON.parse((await changeOf(s, mower.equipmentId)).message.data)).toEqual({ entity: 'equipment', id: mower.equipmentId });
    expect((await call(t.app, { method: 'GET', url: '/web-hmac/web/auth/logout', headers: session })).body.code).toBe(200);
    await expect(Promise.race([s.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), 3_000))])).resolves.toBe('ended');
  });

  it("delivers a machine's report to its company's streams and never to another company's", async () => {
    const { admin, power, mower, yardMower, stream, send } = live;
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
    const { t, power, stream } = live;
    const s = await stream(power);
    await s.waitFor((i): i is { kind: 'retry'; ms: number } => i.kind === 'retry');
    const company = await t.db.selectFrom('companies').select('id').where('name', '=', BRIGHTLINE_NAME).executeTakeFirstOrThrow();
    const rolledBack = randomUUID();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await publishChanges(trx, company.id, [{ entity: 'charger', id: rolledBack }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const ids = Array.from({ length: 400 }, () => randomUUID());
    await t.db.transaction().execute((trx) =>
      publishChanges(
        trx,
        company.id,
        ids.map((id) => ({ entity: 'charger' as const, id })),
      ),
    );
    await changeOf(s, ids[ids.length - 1] ?? '');
    const got = s.items.filter(isChange);
    expect(got.map((i) => JSON.parse(i.message.data).id)).toEqual(ids);
    const eventIds = got.map((i) => BigInt(i.message.id ?? '0'));
    expect(eventIds).toEqual([...eventIds].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('announces a created warehouse', async () => {
    const { t, admin, stream } = live;
    const s = await stream(admin);
    const created = await call<{ id: string }>(t.app, {
      method: 'POST',
      url: '/web-hmac/web/warehouse/create',
      headers: admin,
      payload: { name: 'Live Depot', address: '', location: { lat: 44.5, lng: -88 }, radius: 100 },
    });
    expect(created.body.code).toBe(200);
    const event = await changeOf(s, created.body.entry.id);
    expect(JSON.parse(event.message.data)).toEqual({ entity: 'warehouse', id: created.body.entry.id });
  });

  it('replays the events after Last-Event-ID, and sends reset first when older events were dropped', async () => {
    const { t, admin, mower, stream, send } = live;
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
    const { t, admin, mower, stream, send } = live;
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
  if (backend.name === 'postgres') {
    it('resets every stream when the PostgreSQL listener connection drops, and delivers again once it is back', async () => {
      const { t, mower, stream, send } = live;
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
});
