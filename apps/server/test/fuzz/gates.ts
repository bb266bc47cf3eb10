import { bindChargerGateway } from '@yardfleet/contract/endpoints/charger-device';
import { bindEquipment, bindGateway, DEVICE_HEADER } from '@yardfleet/contract/endpoints/device';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../src/seed/people';
import { call, type TestApp } from '../harness';
import type { ChangeProbe } from './probe';
import type { FuzzTarget } from './targets';

type Headers = Record<string, string>;

/** The operator token the fuzz test's server is started with (the dealer import's gate). */
export const OPERATOR_TOKEN = 'fuzz-operator-token-0123456789';

/**
 * For each device report path, the bind that makes a credential for it (the fuzz test of
 * rules 20.8): a machine, a device gateway and a charger gateway of the demo admin's company, so that
 * generated reports reach the ingest instead of stopping at 1170010401.
 */
const DEVICE_BINDS: Readonly<Record<string, { readonly path: string; readonly body: object }>> = {
  '/web-hmac/device/report': {
    path: bindEquipment.path,
    body: { serialNumber: 'FUZZ-MACHINE-1', name: 'Fuzz mower', category: 'mower', modelNumber: 'FZ-1', firmwareVersion: '1.0.0' },
  },
  '/web-hmac/device/gateway/report': {
    path: bindGateway.path,
    body: { serialNumber: 'FUZZ-GATEWAY-1', model: 'FZ-G', firmwareVersion: '1.0.0', warehouseId: null },
  },
  '/web-hmac/device/charger/report': {
    path: bindChargerGateway.path,
    body: { serialNumber: 'FUZZ-CHARGER-GW-1', model: 'FZ-C', firmwareVersion: '1.0.0', warehouseId: null, siteName: 'Fuzz site', position: null },
  },
};

/** The headers that let a fuzzed request past each route's gate, made on demand and remade when a fuzzed call ended them. */
export interface Gates {
  /** The headers for `target`: the admin's session, a device credential, the operator token, or null (the stream, open calls). */
  readonly headersFor: (target: FuzzTarget) => Promise<Headers | null>;
  /** Forget the admin's session (a fuzzed call logged out or ended it): the next request logs in again. */
  readonly sessionEnded: () => void;
}

/**
 * The gates of the fuzz test's server `t`. Logging in clears the failed-login counters that fuzzed
 * wrong passwords left (so the test's own login is never locked out) and gives consent again if
 * a fuzzed withdrawConsent took it; the changes these helpers make are taken from `probe`, so they
 * are never blamed on a fuzzed request.
 * @throws Error when the demo admin cannot log in or a device cannot be bound.
 */
export const gatesOf = (t: TestApp, probe: ChangeProbe): Gates => {
  let admin: Headers | null = null;
  const devices = new Map<string, Headers>();

  const adminSession = async (): Promise<Headers> => {
    await t.db.deleteFrom('login_throttle').execute();
    const credentials = { email: DEMO_LOGINS.admin, password: DEMO_PASSWORD };
    let answer = await call<{ token: string; uid: string }>(t.app, { method: 'POST', url: '/web-hmac/web/auth/login', payload: credentials });
    if (answer.body.code === 1170012073) {
      answer = await call(t.app, {
        method: 'POST',
        url: '/web-hmac/web/account/acceptAgreements',
        payload: { ...credentials, userAgreement: true, privacyPolicy: true },
      });
    }
    if (answer.body.code !== 200) throw new Error(`the demo admin cannot log in: ${answer.body.code} ${answer.body.message}`);
    await probe.take();
    return { token: answer.body.entry.token, uid: answer.body.entry.uid };
  };

  const deviceCredential = async (reportPath: string): Promise<Headers | null> => {
    const bind = DEVICE_BINDS[reportPath];
    if (bind === undefined) return null;
    admin ??= await adminSession();
    const answer = await call<{ deviceId: string; deviceSecret: string }>(t.app, { method: 'POST', url: bind.path, headers: admin, payload: bind.body });
    if (answer.body.code !== 200) throw new Error(`binding the fuzz device for ${reportPath} answered ${answer.body.code} ${answer.body.message}`);
    await probe.take();
    return { [DEVICE_HEADER.id]: answer.body.entry.deviceId, [DEVICE_HEADER.secret]: answer.body.entry.deviceSecret };
  };

  return {
    headersFor: async (target) => {
      if (target.kind === 'stream') return null;
      if (target.auth) {
        admin ??= await adminSession();
        return admin;
      }
      if (target.path.startsWith('/web-hmac/ops/')) return { authorization: `Bearer ${OPERATOR_TOKEN}` };
      const known = devices.get(target.path);
      if (known !== undefined) return known;
      const made = await deviceCredential(target.path);
      if (made !== null) devices.set(target.path, made);
      return made;
    },
    sessionEnded: () => {
      admin = null;
    },
  };
};
