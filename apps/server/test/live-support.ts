import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { DEMO_LOGINS } from '../src/seed/people';
import { call, loginAs, SEED_TIME, startTestApp, type Backend, type Session, type TestApp } from './harness';
import { isChange, openStream, type SseStream } from './sse-client';

/** A machine bound through the app: its device credentials and equipment id. */
export type Machine = { deviceId: string; deviceSecret: string; equipmentId: string };

/** The heartbeat interval of the live-stream suites' apps (ms). */
export const HEARTBEAT_MS = 300;

/** `minutesBeforeSeed` minutes before SEED_TIME, as ISO text. */
export const at = (minutesBeforeSeed: number) => new Date(SEED_TIME.getTime() - minutesBeforeSeed * 60_000).toISOString();

/** A device report at `fixAt`, mowing at latitude `lat` (longitude -87.65). */
export const report = (fixAt: string, lat: number) => ({
  fixAt,
  position: { lat, lng: -87.65 },
  activity: 'mowing',
  errorCode: null,
  errorCleared: false,
  firmwareVersion: null,
  battery: null,
  engineHours: null,
});

/** The first change event about `entityId` at or after item `from` of `stream`; rejects after 5 s. */
export const changeOf = (stream: SseStream, entityId: string, from = 0) =>
  stream.waitFor((item): item is Extract<typeof item, { kind: 'message' }> => isChange(item) && JSON.parse(item.message.data).id === entityId, 5_000, from);

/**
 * What a live-stream suite runs against: the test app listening on `base`, a second app on the same
 * database (as a second server process would be, with caps 2 streams per session and 3 per
 * company) on `otherBase`, sessions of the demo admin (Greenway) and power admin (Brightline), and
 * a machine bound in each company.
 */
export interface LiveSuite {
  readonly t: TestApp;
  readonly base: string;
  readonly otherBase: string;
  readonly admin: Session;
  readonly power: Session;
  readonly mower: Machine;
  readonly yardMower: Machine;
  /** Opens a stream on `on` (default `base`) that must be accepted; abortStreams ends it. @throws when the stream is refused. */
  readonly stream: (session: Session, extra?: Record<string, string>, on?: string) => Promise<SseStream>;
  /** The code a stream opened on `on` (default `base`) is refused with, or 200 when it is accepted (then aborted at once). */
  readonly refusal: (session: Session | null, extra?: Record<string, string>, on?: string) => Promise<number>;
  /** Sends `reports` as `machine` through the device API; expects code 200. */
  readonly send: (machine: Machine, reports: unknown[]) => Promise<void>;
  /** Aborts every stream `stream` opened (after each test). */
  readonly abortStreams: () => void;
  /** Closes the second app now; `close` then leaves it alone. */
  readonly closeOther: () => Promise<void>;
  /** Closes both apps and the database. */
  readonly close: () => Promise<void>;
}

/** Starts a live-stream suite on `backend` (the apps' live heartbeat every HEARTBEAT_MS); see LiveSuite. */
export const startLiveSuite = async (backend: Backend): Promise<LiveSuite> => {
  const t = await startTestApp(backend, { liveHeartbeatMs: HEARTBEAT_MS });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const otherDist = mkdtempSync(join(tmpdir(), 'yf-no-web-'));
  const other = await buildApp(
    {
      db: t.db,
      clock: t.clock,
      config: { ...loadConfig({}), webDist: otherDist, liveStreamsPerSession: 2, liveStreamsPerCompany: 3, liveHeartbeatMs: HEARTBEAT_MS },
    },
    { logger: false },
  );
  const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
  let otherClosed = false;
  const streams: SseStream[] = [];
  const admin = await loginAs(t.app, DEMO_LOGINS.admin);
  const power = await loginAs(t.app, DEMO_LOGINS.power);
  const bind = async (session: Session, serialNumber: string): Promise<Machine> => {
    const bound = await call<Machine>(t.app, {
      method: 'POST',
      url: '/web-hmac/app/equipment/bind',
      headers: session,
      payload: { serialNumber, name: `Live ${serialNumber}`, category: 'mower', modelNumber: 'LM2156-X', firmwareVersion: '1.0.0' },
    });
    expect(bound.body.code).toBe(200);
    return bound.body.entry;
  };
  const mower = await bind(await loginAs(t.app, DEMO_LOGINS.app), 'LIVE-T-0001');
  const yardMower = await bind(power, 'LIVE-T-0002');
  return {
    t,
    base,
    otherBase,
    admin,
    power,
    mower,
    yardMower,
    stream: async (session, extra = {}, on = base) => {
      const opened = await openStream(on, session, extra);
      if ('envelope' in opened) throw new Error(`stream refused: ${JSON.stringify(opened.envelope)}`);
      streams.push(opened.stream);
      return opened.stream;
    },
    refusal: async (session, extra = {}, on = base) => {
      const opened = await openStream(on, session, extra);
      if ('stream' in opened) {
        opened.stream.abort();
        return 200;
      }
      return opened.envelope.code;
    },
    send: async (machine, reports) => {
      const sent = await call<{ accepted: number }>(t.app, {
        method: 'POST',
        url: '/web-hmac/device/report',
        headers: { [DEVICE_HEADER.id]: machine.deviceId, [DEVICE_HEADER.secret]: machine.deviceSecret },
        payload: { reports },
      });
      expect(sent.body.code).toBe(200);
    },
    abortStreams: () => {
      for (const s of streams.splice(0)) s.abort();
    },
    closeOther: async () => {
      otherClosed = true;
      await other.close();
    },
    close: async () => {
      if (!otherClosed) await other.close();
      await t.close();
      rmSync(otherDist, { recursive: true, force: true });
    },
  };
};
