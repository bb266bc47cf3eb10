import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ServerCode } from '@yardfleet/contract/error-codes';
import { LIVE_RETRY_MS } from '@yardfleet/contract/endpoints/live';
import { hashToken } from '../src/auth/tokens';
import { DEMO_LOGINS } from '../src/seed/people';
import { backends, call, loginAs } from './harness';
import { HEARTBEAT_MS, startLiveSuite, type LiveSuite } from './live-support';
import { isComment } from './sse-client';

/** The live stream's connections (rules 12): who may open one, its headers, caps, heartbeats and what ends it. Delivery: live-delivery.test.ts. */
describe.each(backends())('live stream connections on $name', (backend) => {
  let live: LiveSuite;
  beforeAll(async () => {
    live = await startLiveSuite(backend);
  });
  afterEach(() => live.abortStreams());
  afterAll(async () => live.close());

  it("answers 1401 without a session, with an unknown token and with a uid that is not the token's", async () => {
    const { admin, power, refusal } = live;
    expect(await refusal(null)).toBe(ServerCode.sessionExpired);
    expect(await refusal({ token: 'not-a-real-token', uid: admin.uid })).toBe(ServerCode.sessionExpired);
    expect(await refusal({ token: admin.token, uid: power.uid })).toBe(ServerCode.sessionExpired);
  });

  it('opens as an unbuffered event stream with the security headers, starting with retry', async () => {
    const { admin, stream } = live;
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
    const { t, otherBase, admin, stream, refusal } = live;
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

  it('counts the streams of every process against the caps (decision 0032), and a lapsed lease stops counting', async () => {
    const { t, base, otherBase, stream, refusal } = live;
    const session = await loginAs(t.app, DEMO_LOGINS.power);
    // The second process allows 2 streams per session: one on each process fills it.
    await stream(session, {}, base);
    const onOther = await stream(session, {}, otherBase);
    expect(await refusal(session, {}, otherBase)).toBe(ServerCode.liveStreamLimit);
    onOther.abort();
    await expect.poll(() => refusal(session, {}, otherBase), { timeout: 3_000, interval: 50 }).toBe(200);
    // Leases of a process that died (nobody renews them) count until they lapse, then free the slots.
    const ghost = await loginAs(t.app, DEMO_LOGINS.power);
    const owner = await sql<{ company_id: string }>`select company_id from users where id = ${ghost.uid}`.execute(t.db);
    const companyId = owner.rows[0]?.company_id ?? '';
    for (const id of [randomUUID(), randomUUID()]) {
      await sql`insert into live_stream_leases (id, company_id, token_hash, expires_at)
        values (${id}, ${companyId}, ${hashToken(ghost.token)}, ${new Date(t.clock.now().getTime() + 60_000)})`.execute(t.db);
    }
    expect(await refusal(ghost, {}, otherBase)).toBe(ServerCode.liveStreamLimit);
    await sql`update live_stream_leases set expires_at = ${new Date(t.clock.now().getTime() - 1_000)} where token_hash = ${hashToken(ghost.token)}`.execute(
      t.db,
    );
    expect(await refusal(ghost, {}, otherBase)).toBe(200);
  });

  it('writes a heartbeat comment every LIVE_HEARTBEAT_MS', async () => {
    const { power, stream } = live;
    const s = await stream(power);
    const started = Date.now();
    await s.waitFor(isComment, HEARTBEAT_MS * 5);
    expect(s.items.filter(isComment)[0]?.text).toBe('heartbeat');
    await s.waitFor(isComment, HEARTBEAT_MS * 5, s.items.findIndex(isComment) + 1);
    expect(Date.now() - started).toBeLessThan(HEARTBEAT_MS * 5);
    s.abort();
  });

  it('ends the stream when its session logs out, and the token then answers 1401', async () => {
    const { t, stream, refusal } = live;
    const session = await loginAs(t.app, DEMO_LOGINS.manager);
    const s = await stream(session);
    await s.waitFor((i): i is { kind: 'retry'; ms: number } => i.kind === 'retry');
    const out = await call(t.app, { method: 'GET', url: '/web-hmac/web/auth/logout', headers: session });
    expect(out.body.code).toBe(200);
    await expect(Promise.race([s.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), 3_000))])).resolves.toBe('ended');
    expect(await refusal(session)).toBe(ServerCode.sessionExpired);
  });

  it('ends the stream at the next heartbeat once its session is idle past its expiry', async () => {
    const { t, stream } = live;
    const session = await loginAs(t.app, DEMO_LOGINS.employee);
    const s = await stream(session);
    await s.waitFor(isComment, HEARTBEAT_MS * 5);
    t.clock.advance(61 * 60_000);
    await expect(Promise.race([s.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), 3_000))])).resolves.toBe('ended');
  });

  it('ends every open stream when the server closes, and closing does not wait for them', async () => {
    const { t, otherBase, stream, refusal, closeOther } = live;
    const session = await loginAs(t.app, DEMO_LOGINS.power);
    const s = await stream(session, {}, otherBase);
    await s.waitFor((i): i is { kind: 'retry'; ms: number } => i.kind === 'retry');
    const started = Date.now();
    await closeOther();
    await s.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
    // The other process still streams.
    expect(await refusal(session)).toBe(200);
  });
});
